// Date range of a dashboard call: a preset ending today (UTC) or a custom start/end, with its days.
import {
  addDays,
  DASHBOARD_DEFAULT_TIME_RANGE,
  DASHBOARD_TIME_RANGE_DAYS,
  type DashboardTimeRange,
  isoDay,
} from '@sightline/contracts';

export interface DashboardRange {
  /** The preset asked for, or custom when both dates were given. */
  timeRange: DashboardTimeRange;
  start: string;
  end: string;
  /** Every day of [start, end], oldest first. */
  days: string[];
}

/** Both dates win over a preset (spec 5: they are sent only together); else the preset, 7d by default. */
export const resolveDashboardRange = (
  now: Date,
  query: { time_range?: DashboardTimeRange; start_date?: string; end_date?: string },
): DashboardRange => {
  let timeRange = query.time_range ?? DASHBOARD_DEFAULT_TIME_RANGE;
  let start: string;
  let end: string;
  if (query.start_date && query.end_date) {
    start = query.start_date;
    end = query.end_date;
    timeRange = 'custom';
  } else {
    const preset = timeRange === 'custom' ? DASHBOARD_DEFAULT_TIME_RANGE : timeRange;
    end = isoDay(now);
    start = addDays(end, -(DASHBOARD_TIME_RANGE_DAYS[preset as Exclude<DashboardTimeRange, 'custom'>] - 1));
  }
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return { timeRange, start, end, days };
};
