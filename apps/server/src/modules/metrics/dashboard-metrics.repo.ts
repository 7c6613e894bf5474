// SQL of the brand list's metrics: the brand's visibility per collection time, and the AI referral
// visits, each summed over the two rolling windows.
import type { Queryable } from '../../db/database.ts';
import { hourSplit, type RollingWindows, type WindowSums } from './dashboard-metrics-math.ts';

export interface WindowRow extends Omit<WindowSums, 'referred'> {
  project_id: number;
  current: boolean;
}

export const dashboardMetricsRepo = {
  /** Per project, the brand's visibility in the current and in the previous window. */
  async visibility(q: Queryable, projectIds: number[], w: RollingWindows) {
    const { rows } = await q.query<WindowRow>(
      `SELECT project_id, collected_at > $2 AS current, sum(answers)::int AS answers, sum(simulated)::int AS simulated,
         sum(mentions)::int AS mentions,
         sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
         sum(position_sq_sum)::int AS position_sq_sum,
         sum(client_citations)::int AS client_citations
       FROM collection_metrics
       WHERE project_id = ANY($1::int[]) AND collected_at > $3 AND collected_at <= $4
       GROUP BY project_id, collected_at > $2`,
      [projectIds, w.currentStart, w.previousStart, w.now],
    );
    return rows;
  },

  /**
   * Per project, visits referred by an AI assistant in the current and in the previous window: whole
   * hours from the hourly roll-up, the partial hours at the windows' edges from the raw visits.
   */
  async referredVisits(q: Queryable, projectIds: number[], w: RollingWindows) {
    const previous = hourSplit(w.previousStart, w.currentStart);
    const current = hourSplit(w.currentStart, w.now);
    const { rows } = await q.query<{ project_id: number; current: boolean; referred: number }>(
      `SELECT project_id, current, sum(n)::int AS referred FROM (
         SELECT project_id, hour > $2 AS current, visits AS n FROM website_referral_hourly
         WHERE project_id = ANY($1::int[]) AND ((hour >= $5 AND hour < $6) OR (hour >= $7 AND hour < $8))
         UNION ALL
         SELECT project_id, visited_at > $2, 1 FROM website_visits
         WHERE project_id = ANY($1::int[]) AND visit_type = 'AI_REFERRAL'
           AND ((visited_at > $3 AND visited_at < $5) OR (visited_at >= $6 AND visited_at <= $2)
             OR (visited_at > $2 AND visited_at < $7) OR (visited_at >= $8 AND visited_at <= $4))
       ) referred GROUP BY project_id, current`,
      [
        projectIds,
        w.currentStart,
        w.previousStart,
        w.now,
        previous.hoursFrom,
        previous.hoursTo,
        current.hoursFrom,
        current.hoursTo,
      ],
    );
    return rows;
  },
};
