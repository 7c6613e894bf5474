// The Download CSV file of a completed analysis (spec 3 section 9): Query, Volume, Volume Interval,
// Month -1 … Month -12, named after the title; a trailing Simulated column says which rows' figures
// the sandbox made up, so a spreadsheet never shows them as measured.
import {
  type CsvText,
  csvText,
  KEYWORD_TREND_MONTHS,
  type KeywordResult,
  keywordLabels as l,
} from '@sightline/contracts';

const KEYWORD_CSV_HEADER = [
  'Query',
  'Volume',
  'Volume Interval',
  ...Array.from({ length: KEYWORD_TREND_MONTHS }, (_, i) => l.monthLabel(i + 1)),
  l.csvSimulated,
];

export const keywordCsv = (results: readonly KeywordResult[]): CsvText =>
  csvText([
    KEYWORD_CSV_HEADER,
    ...results.map((r) => [
      r.query,
      r.volume ?? '',
      r.volume_interval,
      ...r.monthly_volumes.map((v) => v ?? ''),
      r.simulated ? 'yes' : 'no',
    ]),
  ]);

/** The title as a file name: characters file systems refuse are dropped. */
export const keywordCsvFileName = (title: string) => {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'keyword-analysis'}.csv`;
};
