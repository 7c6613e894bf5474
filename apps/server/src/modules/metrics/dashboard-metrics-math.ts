// The brand list's two rolling windows (spec 1 sections 2 and 9: the last 24 hours against the 24
// before, ending now) cut into what the hourly roll-up holds and what must be read from the answers.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface RollingWindows {
  /** previousStart < t <= currentStart is the previous window; currentStart < t <= now the current one. */
  previousStart: Date;
  currentStart: Date;
  now: Date;
  /**
   * The UTC hours each window boundary falls in. The windows' hours strictly between the first and
   * the last, except the middle one, lie wholly inside one window and are read from the roll-up;
   * these three hours straddle a boundary and are read answer by answer.
   */
  edgeHours: [Date, Date, Date];
}

const hourOf = (t: Date) => new Date(Math.floor(t.getTime() / HOUR_MS) * HOUR_MS);

export const rollingWindows = (now: Date): RollingWindows => {
  const previousStart = new Date(now.getTime() - 2 * DAY_MS);
  const currentStart = new Date(now.getTime() - DAY_MS);
  return {
    previousStart,
    currentStart,
    now,
    edgeHours: [hourOf(previousStart), hourOf(currentStart), hourOf(now)],
  };
};

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
