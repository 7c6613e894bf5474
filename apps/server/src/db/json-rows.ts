// Large reads (thousands of roll-up rows) come back as one JSON array: PGlite turns each row into an
// object field by field in JavaScript, which costs about three times what one native JSON.parse does.
import type { Queryable, SqlParam } from './database.ts';

/**
 * Runs a SELECT and returns its rows through one json_agg, in `orderBy` order (columns of the
 * SELECT; an ORDER BY inside it is not kept). Only for rows of numbers, text and booleans: dates
 * and timestamps would arrive as strings.
 */
export const jsonRows = async <T>(
  q: Queryable,
  sql: string,
  params?: readonly SqlParam[],
  orderBy?: string,
): Promise<T[]> => {
  const { rows } = await q.query<{ rows: T[] }>(
    `SELECT coalesce(json_agg(t${orderBy ? ` ORDER BY ${orderBy}` : ''}), '[]'::json) AS rows FROM (${sql}) t`,
    params,
  );
  return rows[0].rows;
};
