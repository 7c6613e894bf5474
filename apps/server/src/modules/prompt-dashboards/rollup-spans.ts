// Roll-up rows of some day spans: each span's whole calendar months from a monthly roll-up (when there
// is one), whole weeks (Monday to Sunday) from a weekly roll-up and the days left from the daily twin
// at the same grain, so every sum equals the daily one.
import type { SqlParam } from '../../db/database.ts';
import { type DaySpan, MONTH, splitByPeriod, splitRange } from '../results/range-split.ts';

export interface RollupTables {
  /** The daily roll-up, dated by `day`. */
  daily: string;
  /** Its weekly twin (the same columns, dated by `week`); without one every day is read from `daily`. */
  weekly?: string;
  /** Its monthly twin (dated by `month`, the first day); without one no range is read by months. */
  monthly?: string;
}

/**
 * A FROM item (alias r) of the rows of `tables` over the spans (null ones select nothing): the
 * `columns` of each row, its span's index as `part`, and its date as `day` (a weekly row's Monday, a
 * monthly row's first day).
 * `where` filters both tables on their own columns with `params`, to which the date bounds are
 * appended.
 */
export const spanRows = (
  tables: RollupTables,
  columns: string,
  where: string,
  params: readonly SqlParam[],
  spans: readonly (DaySpan | null)[],
) => {
  const all: SqlParam[] = [...params];
  const bound = (day: string) => {
    all.push(day);
    return `$${all.length}::date`;
  };
  const branches: string[] = [];
  spans.forEach((span, part) => {
    if (!span) return;
    const branch = (table: string, date: string, from: string, to: string) =>
      branches.push(
        `SELECT ${columns}, ${part} AS part, ${date} AS day FROM ${table}
         WHERE ${where} AND ${date} BETWEEN ${bound(from)} AND ${bound(to)}`,
      );
    const { whole: months, edges } = tables.monthly
      ? splitByPeriod(span.start, span.end, MONTH)
      : { whole: null, edges: [span] };
    if (tables.monthly && months) branch(tables.monthly, 'month', months.from, months.to);
    for (const edge of edges) {
      const { weeks, days } = tables.weekly
        ? splitRange(edge.start, edge.end)
        : { weeks: null, days: edge.start <= edge.end ? [edge] : [] };
      if (tables.weekly && weeks) branch(tables.weekly, 'week', weeks.from, weeks.to);
      for (const d of days) branch(tables.daily, 'day', d.start, d.end);
    }
  });
  // No span (a one-day range has no halves): an empty set that still names every parameter.
  if (!branches.length)
    branches.push(`SELECT ${columns}, 0 AS part, day FROM ${tables.daily} WHERE ${where} AND false`);
  return { from: `(${branches.join('\n UNION ALL ')}) r`, params: all };
};

/** The entity roll-ups' columns, at every grain. */
export const ENTITY_COLUMNS =
  'entity_key, name, is_brand, mentions, position_sum, position_count, position_sq_sum';

/** One entity's mentions and positions on one day (a whole week's on its Monday), engines together. */
export interface EntityDayRow {
  entity_key: string;
  name: string;
  is_brand: boolean;
  day: string;
  mentions: number;
  position_sum: number;
  position_count: number;
  position_sq_sum: number;
}

/** SELECT of `EntityDayRow`s from entity roll-up rows (alias r, with `ENTITY_COLUMNS` and `day`). */
export const entityDaysSql = (from: string) =>
  `SELECT r.entity_key, min(r.name) AS name, bool_or(r.is_brand) AS is_brand, to_char(r.day, 'YYYY-MM-DD') AS day,
     sum(r.mentions)::int AS mentions, sum(r.position_sum)::int AS position_sum,
     sum(r.position_count)::int AS position_count, sum(r.position_sq_sum)::int AS position_sq_sum
   FROM ${from} GROUP BY r.entity_key, r.day`;

/** The answer counts of the metrics roll-ups, at every grain: answered (and simulated), empty, refused and failed. */
export const OUTCOME_COLUMNS = 'answers, simulated, no_answers, refused, failed';

/** SELECT of one `AnswerOutcomes` row: the sums of metrics roll-up rows (alias r, with `OUTCOME_COLUMNS`). */
export const answerOutcomesSql = (from: string) =>
  `SELECT coalesce(sum(r.answers), 0)::int AS answers_counted, coalesce(sum(r.no_answers), 0)::int AS answers_empty,
     coalesce(sum(r.refused), 0)::int AS answers_refused, coalesce(sum(r.failed), 0)::int AS answers_failed,
     coalesce(sum(r.simulated), 0)::int AS answers_simulated
   FROM ${from}`;

/** The same counts over answer rows (alias a), by status: for reads of one execution. */
export const ANSWER_OUTCOME_COUNTS = `count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS answers_counted,
  count(*) FILTER (WHERE a.status = 'NO_ANSWER')::int AS answers_empty,
  count(*) FILTER (WHERE a.status = 'REFUSED')::int AS answers_refused,
  count(*) FILTER (WHERE a.status = 'FAILED')::int AS answers_failed,
  count(*) FILTER (WHERE a.status = 'COMPLETED' AND a.simulated)::int AS answers_simulated`;
