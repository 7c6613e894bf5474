// Replies of the accuracy-prompt (question) dashboard: the header, the rated answers, and the heatmap
// and statistics of the same answers' ratings.
import type {
  AnswerOutcomes,
  DashboardPagination,
  Heatmap,
  QuestionOverview,
  QuestionResponsesSchema,
  QuestionStatsSchema,
  RatedBy,
} from '@sightline/contracts';
import { proportionCi95, round1 } from '@sightline/contracts';
import type { z } from 'zod';
import type { ProjectRow } from '../projects/project.repo.ts';
import { scoreCi95 } from '../results/figure-intervals.ts';
import { ANSWER_STATUS, type AnswerRow, type DashboardPrompt } from './dashboard.repo.ts';
import { heatmapCells } from './heatmap-buckets.ts';
import type { RatingDayRow } from './question.repo.ts';

const ACCURACY = { 2: 'Correct', 1: 'Almost Correct', 0: 'Wrong' } as const;

export const presentQuestionOverview = (project: ProjectRow, prompt: DashboardPrompt): QuestionOverview => ({
  queryName: prompt.query_text,
  projectTitle: project.title,
  projectId: project.uuid,
  aiEngines: project.ai_engines,
  expectedResponse: prompt.expected_response ?? '',
});

export const presentQuestionResponses = (
  prompt: DashboardPrompt,
  rows: readonly AnswerRow[],
  pagination: DashboardPagination,
): z.infer<typeof QuestionResponsesSchema> => ({
  responses: rows.map((r) => ({
    id: r.id,
    provider: r.engine,
    question: prompt.query_text,
    response: r.answer_text ?? '',
    text_removed_at: r.text_removed_at?.toISOString() ?? null,
    timestamp: r.executed_at.toISOString(),
    accuracy: r.rating === null ? null : ACCURACY[r.rating as 0 | 1 | 2],
    accuracyScore: r.score === null ? null : Number(r.score),
    sources: r.sources,
    expectedResponse: prompt.expected_response ?? '',
    simulated: r.simulated,
    model: r.model,
    served_model: r.served_model,
    answer_status: ANSWER_STATUS[r.status],
  })),
  pagination,
});

/** The providers of the filter, else the project's, then any other that answered. */
export const questionProviders = (
  projectEngines: readonly string[],
  filtered: readonly string[] | undefined,
  rows: readonly RatingDayRow[],
) => (filtered?.length ? [...filtered] : [...new Set([...projectEngines, ...rows.map((r) => r.engine)])]);

/** Provider rows of cells, one per column starting on `starts` (the last one ends on `end`). */
export const presentHeatmap = (
  providers: readonly string[],
  starts: string[],
  step: number,
  end: string,
  rows: readonly RatingDayRow[],
  restsOn: RestsOn,
): Heatmap => ({
  ...restsOn,
  labels: starts,
  bucket_days: step,
  providers: providers.map((provider) => ({
    provider,
    cells: heatmapCells(
      starts,
      end,
      rows
        .filter((r) => r.engine === provider)
        .map((r) => ({
          day: r.day,
          ratingSum: r.rating_sum,
          ratingCount: r.rating_count,
          scoreSum: r.score_sum,
          scoreCount: r.score_count,
          scoreSqSum: r.score_sq_sum,
        })),
    ),
  })),
});

/** What the accuracy figures rest on: the range's answers and who rated them. */
interface RestsOn extends AnswerOutcomes {
  rated_by: RatedBy;
}

const percent = (n: number, total: number) => (total ? round1((100 * n) / total) : 0);

/**
 * Per provider: rated answers, average score out of 10, and percent correct, almost correct, wrong,
 * each with the answers behind it and its 95 % interval.
 */
export const presentStats = (
  providers: readonly string[],
  rows: readonly RatingDayRow[],
  restsOn: RestsOn,
): z.infer<typeof QuestionStatsSchema> => ({
  ...restsOn,
  stats: providers.map((name) => {
    const of = rows.filter((r) => r.engine === name);
    const sum = (k: keyof RatingDayRow) => of.reduce((n, r) => n + Number(r[k]), 0);
    const rated = sum('rating_count');
    const scores = {
      scoreSum: sum('score_sum'),
      scoreCount: sum('score_count'),
      scoreSqSum: sum('score_sq_sum'),
    };
    return {
      name,
      value: rated,
      averageScore: scores.scoreCount ? round1(scores.scoreSum / scores.scoreCount) : null,
      averageScore_n: scores.scoreCount,
      averageScore_ci95: scoreCi95(scores),
      correctResponses: percent(sum('correct'), rated),
      correctResponses_n: rated,
      correctResponses_ci95: proportionCi95(sum('correct'), rated, 100),
      almostCorrectResponses: percent(sum('almost'), rated),
      almostCorrectResponses_n: rated,
      almostCorrectResponses_ci95: proportionCi95(sum('almost'), rated, 100),
      wrongResponses: percent(sum('wrong'), rated),
      wrongResponses_n: rated,
      wrongResponses_ci95: proportionCi95(sum('wrong'), rated, 100),
    };
  }),
});
