// SQL of the accuracy-prompt (question) dashboard: the ratings of one prompt per engine and day, from
// the daily roll-ups of the answers the responses call lists (COMPLETED, NO_ANSWER and REFUSED).
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { DaySpan } from '../results/range-split.ts';
import { ratedByWhere } from '../results/rating-judges.repo.ts';
import { answerWhere, type DashboardFilter, promptRollups } from './filters.ts';
import { spanRows } from './rollup-spans.ts';

export interface RatingDayRow {
  engine: string;
  day: string;
  rating_sum: number;
  rating_count: number;
  correct: number;
  almost: number;
  wrong: number;
  score_sum: number;
  score_count: number;
  score_sq_sum: number;
}

export const questionRepo = {
  ratingDays(
    q: Queryable,
    projectId: number,
    promptId: number,
    range: DaySpan,
    providers?: readonly string[],
  ) {
    const { where, params } = promptRollups(projectId, promptId, providers);
    const { from, params: all } = spanRows(
      { daily: 'metrics_daily' },
      'engine, rating_sum, rating_count, correct_count, wrong_count, score_sum, score_count, score_sq_sum',
      where,
      params,
      [range],
    );
    return jsonRows<RatingDayRow>(
      q,
      `SELECT r.engine, to_char(r.day, 'YYYY-MM-DD') AS day, r.rating_sum, r.rating_count,
         r.correct_count AS correct, r.rating_count - r.correct_count - r.wrong_count AS almost, r.wrong_count AS wrong,
         r.score_sum, r.score_count, r.score_sq_sum
       FROM ${from}`,
      all,
    );
  },

  /** Who rated the prompt's answers of the filter (judges are not rolled up: a model id is open-ended). */
  ratedBy(q: Queryable, project: ProjectRow, promptId: number, f: DashboardFilter) {
    const { where, params } = answerWhere(promptId, project, { ...f, entities: undefined });
    return ratedByWhere(q, where, params);
  },
};
