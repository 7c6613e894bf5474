import type { DashboardMetric } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
/** Percent change, one decimal; from zero it is +100% when something appeared, else 0. */
export declare const percentChange: (current: number, previous: number) => number;
interface Window {
  mentions: number;
  position_sum: number;
  position_count: number;
  client_citations: number;
  referred: number;
}
export declare const toDashboardMetric: (current: Window, previous: Window) => DashboardMetric;
export declare const dashboardMetrics: (
  q: Queryable,
  projects: {
    id: number;
    uuid: string;
  }[],
  now: Date,
) => Promise<{
  [k: string]: {
    mentions: number;
    mentions_change: number;
    average_position: number | null;
    average_position_change: number;
    referred_users: number;
    referred_users_change: number;
    ai_citations: number;
    ai_citations_change: number;
  };
}>;
