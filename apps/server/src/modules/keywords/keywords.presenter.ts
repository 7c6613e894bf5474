// Keyword analyses and their prompts as the replies of packages/contracts. Pure.
import { type KeywordExecution, type KeywordResult, splitKeywords } from '@sightline/contracts';
import { noMonths, volumeInterval } from './keyword-math.ts';
import type { KeywordExecutionRow, KeywordResultRow } from './keywords.repo.ts';

export const presentKeywordExecution = (row: KeywordExecutionRow): KeywordExecution => ({
  id: row.id,
  uuid: row.uuid,
  title: row.title,
  website: row.website,
  keywords: row.keywords,
  country: row.country,
  language: row.language,
  status: row.status,
  error_message: row.error_message,
  created_at: row.created_at.toISOString(),
  keywords_count: splitKeywords(row.keywords).length,
  simulated: row.simulated,
});

export const presentKeywordResult = (row: KeywordResultRow): KeywordResult => ({
  id: row.id,
  query: row.query,
  keyword: row.keyword,
  volume: row.volume,
  volume_interval: volumeInterval(row.volume),
  monthly_volumes: row.monthly_volumes ?? noMonths(),
  simulated: row.simulated,
});
