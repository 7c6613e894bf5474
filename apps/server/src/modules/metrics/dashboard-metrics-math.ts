// The brand list's two rolling windows (spec 1 sections 2 and 9: the last 24 hours against the 24
// before, ending now) and the figures summed over each.
import { DAY_MS } from '@sightline/contracts';

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

export interface WindowSums {
  mentions: number;
  position_sum: number;
  position_count: number;
  client_citations: number;
  referred: number;
}

export const EMPTY_WINDOW: WindowSums = {
  mentions: 0,
  position_sum: 0,
  position_count: 0,
  client_citations: 0,
  referred: 0,
};

/** Average position to one decimal, null without any position. */
export const averagePosition = (w: WindowSums) =>
  w.position_count > 0 ? Math.round((w.position_sum / w.position_count) * 10) / 10 : null;
