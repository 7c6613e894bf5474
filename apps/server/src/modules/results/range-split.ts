// Splits a day range into the whole weeks (Monday to Sunday) inside it, read from the weekly
// roll-ups, and the partial edge weeks, read day by day from the daily roll-ups.
import { addDays, weekStart } from '@sightline/contracts';

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

export const splitRange = (start: string, end: string): SplitRange => {
  if (start > end) return { weeks: null, days: [] };
  const firstMonday = weekStart(start) === start ? start : addDays(weekStart(start), 7);
  const lastSunday = addDays(weekStart(end), 6) === end ? end : addDays(weekStart(end), -1);
  if (firstMonday > lastSunday) return { weeks: null, days: [{ start, end }] };
  const days: DaySpan[] = [];
  if (start < firstMonday) days.push({ start, end: addDays(firstMonday, -1) });
  if (lastSunday < end) days.push({ start: addDays(lastSunday, 1), end });
  return { weeks: { from: firstMonday, to: weekStart(lastSunday) }, days };
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
