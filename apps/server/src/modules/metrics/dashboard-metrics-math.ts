// The brand list's two rolling windows (spec 1 sections 2 and 9: the last 24 hours against the 24
// before, ending now) and the figures summed over each.
import { DAY_MS } from '@sightline/contracts';
import { NO_POSITIONS, type PositionSums } from '../results/figure-intervals.ts';

export interface RollingWindows {
  /** previousStart < t <= currentStart is the previous window; currentStart < t <= now the current one. */
  previousStart: Date;
  currentStart: Date;
  now: Date;
}

export const rollingWindows = (now: Date): RollingWindows => ({
  previousStart: new Date(now.getTime() - 2 * DAY_MS),
  currentStart: new Date(now.getTime() - DAY_MS),
  now,
});

const HOUR_MS = 3_600_000;

/**
 * A window (from, to] as the whole hours inside it, [hoursFrom, hoursTo) read from an hourly roll-up,
 * and the rest, read from raw rows: (from, hoursFrom) and [hoursTo, to]. Without a whole hour
 * inside, the empty hours span is [to, to) and every row is raw.
 */
export const hourSplit = (from: Date, to: Date) => {
  // An hour starting exactly at `from` holds rows at `from`, which the window leaves out.
  const hoursFrom = new Date((Math.floor(from.getTime() / HOUR_MS) + 1) * HOUR_MS);
  const hoursTo = new Date(Math.floor(to.getTime() / HOUR_MS) * HOUR_MS);
  return hoursFrom < hoursTo ? { hoursFrom, hoursTo } : { hoursFrom: to, hoursTo: to };
};

export interface WindowSums extends PositionSums {
  /** Answers of the window (the n of the mention rate). */
  answers: number;
  /** Of those, the answers the sandbox simulated. */
  simulated: number;
  mentions: number;
  client_citations: number;
  referred: number;
}

export const EMPTY_WINDOW: WindowSums = {
  ...NO_POSITIONS,
  answers: 0,
  simulated: 0,
  mentions: 0,
  client_citations: 0,
  referred: 0,
};

/** Average position to one decimal, null without any position. */
export const averagePosition = (w: WindowSums) =>
  w.position_count > 0 ? Math.round((w.position_sum / w.position_count) * 10) / 10 : null;
