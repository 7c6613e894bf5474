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

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const nextFirstOfMonth = (day: string) => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Splits a day range into the whole calendar months inside it (the 1st of the first and of the last)
 * and at most two spans of days around them (each can be split again by `splitRange`).
 */
export const splitMonths = (
  start: string,
  end: string,
): { months: { from: string; to: string } | null; days: DaySpan[] } => {
  if (start > end) return { months: null, days: [] };
  const firstWhole = firstOfMonth(start) === start ? start : nextFirstOfMonth(start);
  const lastWholeDay =
    firstOfMonth(addDays(end, 1)) === addDays(end, 1) ? end : addDays(firstOfMonth(end), -1);
  if (firstWhole > lastWholeDay) return { months: null, days: [{ start, end }] };
  const days: DaySpan[] = [];
  if (start < firstWhole) days.push({ start, end: addDays(firstWhole, -1) });
  if (lastWholeDay < end) days.push({ start: addDays(lastWholeDay, 1), end });
  return { months: { from: firstWhole, to: firstOfMonth(lastWholeDay) }, days };
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
