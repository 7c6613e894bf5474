// Weekly schedules in the project's timezone: the next run is the next (day, hour:00) wall-clock time
// there, so it stays at the same local hour across daylight-saving changes.
import type { ScheduleDay } from '@sightline/contracts';

const DAY_INDEX: Record<ScheduleDay, number> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const wallClock = (instant: Date, timeZone: string): WallClock => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
};

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
const offsetAt = (instant: Date, timeZone: string) => {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
};

/**
 * The instant of a local wall-clock hour. A time skipped by a spring-forward change resolves to the
 * first valid hour after it; a repeated hour (fall back) resolves to its first occurrence.
 */
export const zonedTimeToUtc = (year: number, month: number, day: number, hour: number, timeZone: string) => {
  const naive = Date.UTC(year, month - 1, day, hour);
  const first = naive - offsetAt(new Date(naive), timeZone);
  const second = naive - offsetAt(new Date(first), timeZone);
  const candidates = [first, second].filter((t) => wallClock(new Date(t), timeZone).hour === hour);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // The hour does not exist that day: the later reading lands on the first hour after the gap.
  return new Date(Math.max(first, second));
};

export const nextScheduledRun = (day: ScheduleDay, hour: number, timeZone: string, now: Date): Date => {
  const today = wallClock(now, timeZone);
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (date.getUTCDay() !== DAY_INDEX[day]) continue;
    const run = zonedTimeToUtc(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      hour,
      timeZone,
    );
    if (run.getTime() > now.getTime()) return run;
  }
  throw new Error('unreachable: a weekday recurs within 8 days');
};
