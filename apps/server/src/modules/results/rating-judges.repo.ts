// Who rated the answers behind an accuracy figure: each rating stores its judge (migration 0030), so
// the accuracy reads count the rated answers per judge, with the models that rated.
import { RATING_JUDGES, type RatedBy } from '@sightline/contracts';
import type { Queryable, SqlParam } from '../../db/database.ts';

const RATED = `a.status = 'COMPLETED' AND a.rating IS NOT NULL`;

/** Columns of answer rows (alias a) counting their ratings per judge, to read back with `ratedByOf`. */
export const RATED_BY_COLUMNS = `${RATING_JUDGES.map(
  (judge) => `count(*) FILTER (WHERE ${RATED} AND a.rating_judge = '${judge}')::int AS rated_${judge}`,
).join(', ')},
  count(*) FILTER (WHERE ${RATED} AND a.rating_judge IS NULL)::int AS rated_unknown,
  coalesce(array_agg(DISTINCT a.rating_judge_model) FILTER (WHERE ${RATED} AND a.rating_judge_model IS NOT NULL),
    '{}') AS rated_models`;

export interface RatedByColumns {
  rated_llm: number;
  rated_fact_check: number;
  rated_unknown: number;
  rated_models: string[];
}

export const ratedByOf = (r: RatedByColumns): RatedBy => ({
  llm: r.rated_llm,
  fact_check: r.rated_fact_check,
  unknown: r.rated_unknown,
  models: [...r.rated_models].sort(),
});

/** The judges of some rated answers already read, one row each (a rating's judge and model). */
export const ratedByOfRatings = (
  ratings: readonly { rating_judge: 'llm' | 'fact_check' | null; rating_judge_model: string | null }[],
): RatedBy => ({
  llm: ratings.filter((r) => r.rating_judge === 'llm').length,
  fact_check: ratings.filter((r) => r.rating_judge === 'fact_check').length,
  unknown: ratings.filter((r) => r.rating_judge === null).length,
  models: [...new Set(ratings.flatMap((r) => r.rating_judge_model ?? []))].sort(),
});

/** The judges of the answers rows (alias a, joined to their execution e) that `where` selects. */
export const ratedByWhere = async (q: Queryable, where: string, params: readonly SqlParam[]) => {
  const { rows } = await q.query<RatedByColumns>(
    `SELECT ${RATED_BY_COLUMNS} FROM answers a JOIN report_executions e ON e.id = a.execution_id WHERE ${where}`,
    [...params],
  );
  return ratedByOf(rows[0]);
};
