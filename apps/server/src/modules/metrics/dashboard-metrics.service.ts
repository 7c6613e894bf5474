// GET projects/dashboard-metrics/: per brand the user can see, the last 24 hours against the 24 before.
import type { DashboardMetric } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { accessibleProjects } from '../projects/project-access.ts';
import { presentDashboardMetric } from './dashboard-metrics.presenter.ts';
import { dashboardMetricsRepo as repo } from './dashboard-metrics.repo.ts';
import { EMPTY_WINDOW, rollingWindows, type WindowSums } from './dashboard-metrics-math.ts';

export const createDashboardMetricsService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;
  return {
    /** Metrics keyed by brand uuid. */
    async forUser(userId: number): Promise<Record<string, DashboardMetric>> {
      const projects = await accessibleProjects(db, userId);
      const ids = projects.map((p) => p.id);
      const windows = rollingWindows(clock.now());
      const [visibility, visits] = await Promise.all([
        repo.visibility(db, ids, windows),
        repo.referredVisits(db, ids, windows),
      ]);
      const sums = new Map<string, WindowSums>();
      const sumsOf = (projectId: number, current: boolean) => {
        const key = `${projectId}:${current}`;
        const found = sums.get(key) ?? { ...EMPTY_WINDOW };
        sums.set(key, found);
        return found;
      };
      for (const { project_id, current, ...measures } of visibility)
        Object.assign(sumsOf(project_id, current), measures);
      for (const v of visits) sumsOf(v.project_id, v.current).referred = v.referred;
      return Object.fromEntries(
        projects.map((p) => [p.uuid, presentDashboardMetric(sumsOf(p.id, true), sumsOf(p.id, false))]),
      );
    },
  };
};

export type DashboardMetricsService = ReturnType<typeof createDashboardMetricsService>;
