// Filter state of the prompt dashboards (analysis spec 2.2, 2.3, 5, 9) and the query parameters it
// becomes. The filter bar edits a draft; Apply commits it, and only committed filters are sent.
import {
  DASHBOARD_DEFAULT_COMPETITORS,
  DASHBOARD_DEFAULT_TIME_RANGE,
  type DashboardCompetitor,
  type DashboardTimeRange,
  lastDays,
} from '@sightline/contracts';
import type { DashboardParams } from '../../api/prompt-dashboards.ts';

/** A picked custom range, each end YYYY-MM-DD or null while not chosen. */
type DayRange = [string | null, string | null];

export interface DashboardFilters {
  timeRange: DashboardTimeRange;
  /** The custom range; used only with timeRange 'custom'. */
  range: DayRange;
  /** Empty: every provider of the brand (the server's default). */
  providers: string[];
  /** null: the server's default, the client plus the first competitors by mentions. */
  entities: string[] | null;
}

export const DEFAULT_FILTERS: DashboardFilters = {
  timeRange: DASHBOARD_DEFAULT_TIME_RANGE,
  range: [null, null],
  providers: [],
  entities: null,
};

/** Ranking Reset (spec 2.2): a custom range of the last 7 days, default entities and providers. */
export const rankingResetFilters = (today: Date): DashboardFilters => ({
  ...DEFAULT_FILTERS,
  timeRange: 'custom',
  range: lastDays(today, 7),
});

/** A custom range needs both ends before it can be applied (spec 5). */
export const canApply = (f: DashboardFilters) =>
  f.timeRange !== 'custom' || Boolean(f.range[0] && f.range[1]);

/**
 * The query parameters of committed filters: dates only when both are set (spec 5), providers and
 * entities only when chosen (and entities only on the calls that take them).
 */
export const filterParams = (f: DashboardFilters, withEntities = true): DashboardParams => {
  const [start, end] = f.range;
  const custom = f.timeRange === 'custom';
  const params: DashboardParams = {};
  if (custom && start && end)
    Object.assign(params, { time_range: 'custom', start_date: start, end_date: end });
  else if (!custom) params.time_range = f.timeRange;
  if (f.providers.length) params.providers = [...f.providers];
  if (withEntities && f.entities?.length) params.entities = [...f.entities];
  return params;
};

/** The entities the charts show by default: the client, then the first competitors by appearances. */
export const defaultEntities = (competitors: readonly DashboardCompetitor[]): string[] => {
  const sorted = [...competitors].sort((a, b) => b.appearance_count - a.appearance_count);
  const client = sorted.filter((c) => c.is_client).map((c) => c.name);
  const others = sorted
    .filter((c) => !c.is_client)
    .slice(0, DASHBOARD_DEFAULT_COMPETITORS)
    .map((c) => c.name);
  return [...client, ...others];
};
