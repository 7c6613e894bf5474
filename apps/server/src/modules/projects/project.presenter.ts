import type { AccuracyPrompt, Project, RankingPrompt } from '@sightline/contracts';
import type { PromptRow } from '../prompts/prompt.repo.ts';
import type { Access, ProjectRow } from './project.repo.ts';

export const presentRankingPrompt = (p: PromptRow): RankingPrompt => ({
  id: p.id,
  uuid: p.uuid,
  query_text: p.query_text,
  created_at: p.created_at.toISOString(),
  tags: p.tags,
});

export const presentAccuracyPrompt = (p: PromptRow): AccuracyPrompt => ({
  ...presentRankingPrompt(p),
  expected_response: p.expected_response ?? '',
});

export interface ExecutionSummaryRow {
  id: number;
  uuid: string;
  executed_at: Date;
  status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
}

export const presentProject = (
  row: ProjectRow & { access: Access },
  prompts: PromptRow[],
  lastExecution: ExecutionSummaryRow | null,
): Project => {
  const ranking = prompts.filter((p) => p.kind === 'RANKING');
  const questions = prompts.filter((p) => p.kind === 'QUESTION');
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    entity_name: row.entity_name,
    entity_label: row.entity_label,
    location: row.location,
    domain: row.domain,
    entity_website: row.entity_website,
    aliases: row.aliases,
    ai_engines: row.ai_engines,
    entity_picture: row.entity_picture,
    scheduled_day: row.scheduled_day,
    scheduled_hour: row.scheduled_hour,
    timezone: row.timezone,
    next_execution: row.next_execution_at?.toISOString() ?? null,
    customer_id: row.owner_id,
    is_owner: row.access === 'OWNER',
    permission: row.access,
    ranking_queries_count: ranking.length,
    question_queries_count: questions.length,
    ranking_queries: ranking.map(presentRankingPrompt),
    question_queries: questions.map(presentAccuracyPrompt),
    last_execution: lastExecution
      ? { ...lastExecution, executed_at: lastExecution.executed_at.toISOString() }
      : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};
