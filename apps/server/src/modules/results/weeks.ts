// Weekly buckets (weeks start on Monday, UTC) and date ranges of the detail screens.
import { addDays, DATE_RANGE_DEFAULT_WEEKS, isoDay, weekStart } from '@sightline/contracts';

/** Monday of every week touching [start, end], oldest first. */
export const weeksBetween = (start: string, end: string) => {
  const weeks: string[] = [];
  for (let w = weekStart(start); w <= end; w = addDays(w, 7)) weeks.push(w);
  return weeks;
};

export interface DayRange {
  start: string;
  end: string;
  weeks: string[];
}

/** The requested range, or the last six weeks up to today. */
export const resolveRange = (now: Date, start?: string, end?: string): DayRange => {
  const endDay = end ?? isoDay(now);
  const startDay = start ?? addDays(endDay, -(DATE_RANGE_DEFAULT_WEEKS * 7 - 1));
  return { start: startDay, end: endDay, weeks: weeksBetween(startDay, endDay) };
};
