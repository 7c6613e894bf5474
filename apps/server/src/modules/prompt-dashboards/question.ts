// Reads of the accuracy-prompt (question) dashboard. Heatmap and stats read the daily roll-ups of the
// same answers the responses call lists (ratings and scores of COMPLETED and NO_ANSWER answers in the range).
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { type DashboardFilter, rollupWhere } from './filters.ts';
import { bucketDays, bucketStarts, heatmapCells } from './heatmap-buckets.ts';
import type { DashboardPrompt } from './prompt-access.ts';
import { round1 } from './range.ts';
import { answerPage } from './ranking.ts';

const ACCURACY = { 2: 'Correct', 1: 'Almost Correct', 0: 'Wrong' } as const;

export const questionOverview = (project: ProjectRow, prompt: DashboardPrompt) => ({
  queryName: prompt.query_text,
  projectTitle: project.title,
  projectId: project.uuid,
  aiEngines: project.ai_engines,
  expectedResponse: prompt.expected_response ?? '',
});

export const questionResponses = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
  page: number,
  pageSize: number,
) => {
  const { rows, pagination } = await answerPage(
    q,
    project,
    prompt,
    { ...f, entities: undefined },
    page,
    pageSize,
  );
  return {
    responses: rows.map((r) => ({
      id: r.id,
      provider: r.engine,
      question: prompt.query_text,
      response: r.answer_text ?? '',
      timestamp: r.executed_at.toISOString(),
      accuracy: r.rating === null ? null : ACCURACY[r.rating as 0 | 1 | 2],
      accuracyScore: r.score === null ? null : Number(r.score),
      sources: r.sources,
      expectedResponse: prompt.expected_response ?? '',
      simulated: r.simulated,
      model: r.model,
      served_model: r.served_model,
    })),
    pagination,
  };
};

interface RatingDay {
  engine: string;
  day: string;
  rating_sum: number;
  rating_count: number;
  correct: number;
  almost: number;
  wrong: number;
  score_sum: number;
  score_count: number;
}

/** Ratings per provider and day, from the daily roll-ups (the answers the responses call lists). */
const ratingDays = (q: Queryable, project: ProjectRow, prompt: DashboardPrompt, f: DashboardFilter) => {
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  return jsonRows<RatingDay>(
    q,
    `SELECT r.engine, to_char(r.day, 'YYYY-MM-DD') AS day, r.rating_sum, r.rating_count,
       r.correct_count AS correct, r.rating_count - r.correct_count - r.wrong_count AS almost, r.wrong_count AS wrong,
       r.score_sum, r.score_count
     FROM metrics_daily r WHERE ${where}`,
    params,
  );
};

/** The providers of the filter, else the project's, then any other that answered. */
const providersOf = (project: ProjectRow, f: DashboardFilter, rows: readonly RatingDay[]) => {
  if (f.providers?.length) return f.providers;
  return [...new Set([...project.ai_engines, ...rows.map((r) => r.engine)])];
};

export const questionHeatmap = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const rows = await ratingDays(q, project, prompt, f);
  const step = bucketDays(f.range.timeRange, f.range.start, f.range.end);
  const starts = bucketStarts(f.range.start, f.range.end, step);
  return {
    labels: starts,
    bucket_days: step,
    providers: providersOf(project, f, rows).map((provider) => ({
      provider,
      cells: heatmapCells(
        starts,
        f.range.end,
        rows
          .filter((r) => r.engine === provider)
          .map((r) => ({
            day: r.day,
            ratingSum: r.rating_sum,
            ratingCount: r.rating_count,
            scoreSum: r.score_sum,
            scoreCount: r.score_count,
          })),
      ),
    })),
  };
};

const percent = (n: number, total: number) => (total ? round1((100 * n) / total) : 0);

export const questionStats = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const rows = await ratingDays(q, project, prompt, f);
  return {
    stats: providersOf(project, f, rows).map((name) => {
      const of = rows.filter((r) => r.engine === name);
      const sum = (k: keyof RatingDay) => of.reduce((n, r) => n + Number(r[k]), 0);
      const rated = sum('rating_count');
      const scores = sum('score_count');
      return {
        name,
        value: rated,
        averageScore: scores ? round1(sum('score_sum') / scores) : null,
        correctResponses: percent(sum('correct'), rated),
        almostCorrectResponses: percent(sum('almost'), rated),
        wrongResponses: percent(sum('wrong'), rated),
      };
    }),
  };
};
