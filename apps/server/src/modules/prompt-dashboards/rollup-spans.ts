// Roll-up rows of some day spans: each span's whole months from a monthly roll-up where the reader
// only totals the span, its whole weeks (Monday to Sunday) from a weekly one and its partial edge weeks
// from the daily twin at the same grain, so every sum equals the daily one.
import type { SqlParam } from '../../db/database.ts';
import { type DaySpan, splitMonths, splitRange } from '../results/range-split.ts';

export interface RollupTables {
  /** The daily roll-up, dated by `day`. */
  daily: string;
  /** Its weekly twin (the same columns, dated by `week`); without one every day is read from `daily`. */
  weekly?: string;
  /**
   * Its monthly twin (dated by `month`, the 1st), for readers that total each span: its rows are
   * dated by their month, which no week or day bucket of a series can take.
   */
  monthly?: string;
}

/**
 * A FROM item (alias r) of the rows of `tables` over the spans (null ones select nothing): the
 * `columns` of each row, its span's index as `part`, and its date as `day` (a weekly row's Monday).
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
  const date = (day: string) => {
    all.push(day);
    return `$${all.length}::date`;
  };
  const branches: string[] = [];
  const weeksAndDays = (span: DaySpan, part: number) => {
    const { weeks, days } = tables.weekly
      ? splitRange(span.start, span.end)
      : { weeks: null, days: span.start <= span.end ? [span] : [] };
    if (weeks)
      branches.push(
        `SELECT ${columns}, ${part} AS part, week AS day FROM ${tables.weekly}
         WHERE ${where} AND week BETWEEN ${date(weeks.from)} AND ${date(weeks.to)}`,
      );
    for (const d of days)
      branches.push(
        `SELECT ${columns}, ${part} AS part, day FROM ${tables.daily}
         WHERE ${where} AND day BETWEEN ${date(d.start)} AND ${date(d.end)}`,
      );
  };
  spans.forEach((span, part) => {
    if (!span) return;
    if (!tables.monthly) {
      weeksAndDays(span, part);
      return;
    }
    const { months, days } = splitMonths(span.start, span.end);
    if (months)
      branches.push(
        `SELECT ${columns}, ${part} AS part, month AS day FROM ${tables.monthly}
         WHERE ${where} AND month BETWEEN ${date(months.from)} AND ${date(months.to)}`,
      );
    for (const d of days) weeksAndDays(d, part);
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
