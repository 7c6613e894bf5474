import type { ScheduleDay } from '@sightline/contracts';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}
export declare const wallClock: (instant: Date, timeZone: string) => WallClock;
/**
 * The instant of a local wall-clock hour. A time skipped by a spring-forward change resolves to the
 * first valid hour after it; a repeated hour (fall back) resolves to its first occurrence.
 */
export declare const zonedTimeToUtc: (
  year: number,
  month: number,
  day: number,
  hour: number,
  timeZone: string,
) => Date;
export declare const nextScheduledRun: (day: ScheduleDay, hour: number, timeZone: string, now: Date) => Date;
