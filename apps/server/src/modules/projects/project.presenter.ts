import type { AccuracyPrompt, Project, ProjectDetail, RankingPrompt } from '@sightline/contracts';
import type { PromptRow } from '../prompts/prompt.repo.ts';
import { round1 } from '../results/weeks.ts';
import type { Access, ExecutionSummaryRow, ProjectRow } from './project.repo.ts';
import type { WeeklyFiguresRow } from './project-detail.repo.ts';

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

const presentExecution = (e: ExecutionSummaryRow) => ({
  id: e.id,
  uuid: e.uuid,
  executed_at: e.executed_at.toISOString(),
  status: e.status,
});

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
    last_execution: lastExecution ? presentExecution(lastExecution) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};

/** The brand detail: the brand, its prompts as requests, its newest executions and its weekly charts. */
export const presentProjectDetail = (
  project: Project,
  prompts: readonly PromptRow[],
  executions: readonly ExecutionSummaryRow[],
  weeks: string[],
  figures: readonly WeeklyFiguresRow[],
): ProjectDetail => {
  const ranking = figures.filter((f) => f.kind === 'RANKING');
  const question = figures.filter((f) => f.kind === 'QUESTION');
  const position = (engine: string, week: string) => {
    const rows = ranking.filter((f) => f.engine === engine && f.week === week);
    const count = rows.reduce((n, f) => n + f.position_count, 0);
    return count ? round1(rows.reduce((n, f) => n + f.position_sum, 0) / count) : null;
  };
  const ratings = (pick: (f: WeeklyFiguresRow) => number) =>
    weeks.map((week) => question.filter((f) => f.week === week).reduce((n, f) => n + pick(f), 0));
  return {
    ...project,
    requests: prompts.map((p) => ({ id: p.id, uuid: p.uuid, query_text: p.query_text, type: p.kind })),
    executions: executions.map(presentExecution),
    chart_data: {
      ranking: {
        weeks,
        providers: Object.fromEntries(
          project.ai_engines.map((engine) => [engine, weeks.map((week) => position(engine, week))]),
        ),
      },
      question: {
        weeks,
        performance: {
          good: ratings((f) => f.good),
          partial: ratings((f) => f.partial),
          poor: ratings((f) => f.poor),
        },
      },
    },
  };
};
