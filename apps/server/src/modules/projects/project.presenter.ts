import type {
  AccuracyPrompt,
  ModelChange,
  Project,
  ProjectDetail,
  RankingPrompt,
} from '@sightline/contracts';
import { round1 } from '@sightline/contracts';
import type { PromptRow } from '../prompts/prompt.repo.ts';
import { addPositions, NO_POSITIONS, positionCi95 } from '../results/figure-intervals.ts';
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

/**
 * The brand detail: the brand, its prompts as requests, its newest executions and its weekly charts
 * (positions with the positions behind each point and their 95 % interval, and the days an engine's
 * served model changed).
 */
export const presentProjectDetail = (
  project: Project,
  prompts: readonly PromptRow[],
  executions: readonly ExecutionSummaryRow[],
  weeks: string[],
  figures: readonly WeeklyFiguresRow[],
  modelChanges: readonly ModelChange[],
): ProjectDetail => {
  const ranking = figures.filter((f) => f.kind === 'RANKING');
  const question = figures.filter((f) => f.kind === 'QUESTION');
  const positions = (engine: string, week: string) =>
    ranking.filter((f) => f.engine === engine && f.week === week).reduce(addPositions, { ...NO_POSITIONS });
  const perEngine = <T>(value: (engine: string, week: string) => T) =>
    Object.fromEntries(
      project.ai_engines.map((engine) => [engine, weeks.map((week) => value(engine, week))]),
    );
  const ratings = (pick: (f: WeeklyFiguresRow) => number) =>
    weeks.map((week) => question.filter((f) => f.week === week).reduce((n, f) => n + pick(f), 0));
  return {
    ...project,
    requests: prompts.map((p) => ({ id: p.id, uuid: p.uuid, query_text: p.query_text, type: p.kind })),
    executions: executions.map(presentExecution),
    chart_data: {
      ranking: {
        weeks,
        providers: perEngine((engine, week) => {
          const p = positions(engine, week);
          return p.position_count ? round1(p.position_sum / p.position_count) : null;
        }),
        providers_n: perEngine((engine, week) => positions(engine, week).position_count),
        providers_ci95: perEngine((engine, week) => positionCi95(positions(engine, week))),
        model_changes: [...modelChanges],
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
