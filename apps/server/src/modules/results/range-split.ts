// Splits a day range into the whole weeks (Monday to Sunday) inside it, read from the weekly
// roll-ups, and the partial edge weeks, read day by day from the daily roll-ups; the same cut by
// calendar months serves the monthly roll-ups.
import { addDays, isoDay, weekStart } from '@sightline/contracts';

export interface DaySpan {
  start: string;
  end: string;
}

export interface SplitRange {
  /** Mondays of the first and last whole week, or null when no whole week fits. */
  weeks: { from: string; to: string } | null;
  /** At most two spans of days (leading and trailing partial weeks). */
  days: DaySpan[];
}

/** A calendar unit of roll-ups: the first and last day of the one that holds a day. */
interface Period {
  first(day: string): string;
  last(day: string): string;
}

const WEEK: Period = { first: weekStart, last: (day) => addDays(weekStart(day), 6) };

/** Calendar months (UTC), dated by their first day like the monthly roll-ups. */
export const MONTH: Period = {
  first: (day) => `${day.slice(0, 7)}-01`,
  last: (day) => {
    const [year, month] = day.split('-').map(Number);
    return isoDay(new Date(Date.UTC(year, month, 0)));
  },
};

/**
 * The whole periods inside a day range (the first days of the first and last, or null when none
 * fits) and at most two spans of days around them.
 */
export const splitByPeriod = (start: string, end: string, period: Period) => {
  if (start > end) return { whole: null, edges: [] as DaySpan[] };
  const first = period.first(start) === start ? start : addDays(period.last(start), 1);
  const last = period.last(end) === end ? end : addDays(period.first(end), -1);
  if (first > last) return { whole: null, edges: [{ start, end }] };
  const edges: DaySpan[] = [];
  if (start < first) edges.push({ start, end: addDays(first, -1) });
  if (last < end) edges.push({ start: addDays(last, 1), end });
  return { whole: { from: first, to: period.first(last) }, edges };
};

export const splitRange = (start: string, end: string): SplitRange => {
  const { whole, edges } = splitByPeriod(start, end, WEEK);
  return { weeks: whole, days: edges };
};

/**
 * Query parameters for `week BETWEEN $a AND $b` and `day BETWEEN $c AND $d OR day BETWEEN $e AND $f`;
 * missing parts are nulls, which match nothing.
 */
export const splitParams = (start: string, end: string) => {
  const { weeks, days } = splitRange(start, end);
  return [
    weeks?.from ?? null,
    weeks?.to ?? null,
    days[0]?.start ?? null,
    days[0]?.end ?? null,
    days[1]?.start ?? null,
    days[1]?.end ?? null,
  ];
};

/**
 * A FROM item (alias x) of a weekly roll-up's rows for the whole weeks of a range plus its daily
 * twin's rows for the partial edge weeks, all dated by their Monday as `week`, or with `asDays` by
 * their own day as `day` (parameters: $1 project, then `splitParams`); `where` narrows both sides
 * (its own parameters from $8).
 */
export const rollupRowsInRange = (
  weekly: string,
  daily: string,
  columns: string,
  asDays = false,
  where = 'true',
) => `(
  SELECT ${columns}, week${asDays ? ' AS day' : ''} FROM ${weekly}
  WHERE project_id = $1 AND week BETWEEN $2::date AND $3::date AND ${where}
  UNION ALL
  SELECT ${columns}, ${asDays ? 'day' : `date_trunc('week', day)::date`} FROM ${daily}
  WHERE project_id = $1 AND (day BETWEEN $4::date AND $5::date OR day BETWEEN $6::date AND $7::date) AND ${where}
) x`;
