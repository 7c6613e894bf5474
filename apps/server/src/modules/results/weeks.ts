// Weekly buckets (weeks start on Monday, UTC) and date ranges of the detail screens.
import { DATE_RANGE_DEFAULT_WEEKS } from '@sightline/contracts';

const DAY_MS = 86_400_000;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const weekStart = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  const offset = (d.getUTCDay() + 6) % 7;
  return isoDay(new Date(d.getTime() - offset * DAY_MS));
};

/** Monday of every week touching [start, end], oldest first. */
export const weeksBetween = (start: string, end: string) => {
  const weeks: string[] = [];
  for (
    let w = weekStart(start);
    w <= end;
    w = isoDay(new Date(new Date(`${w}T00:00:00Z`).getTime() + 7 * DAY_MS))
  ) {
    weeks.push(w);
  }
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
  const startDay =
    start ??
    isoDay(new Date(new Date(`${endDay}T00:00:00Z`).getTime() - (DATE_RANGE_DEFAULT_WEEKS * 7 - 1) * DAY_MS));
  return { start: startDay, end: endDay, weeks: weeksBetween(startDay, endDay) };
};

export const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
