// SQL of the brand list's metrics: the brand's visibility per collection time, and the AI referral
// visits, each summed over the two rolling windows.
import type { Queryable } from '../../db/database.ts';
import type { RollingWindows, WindowSums } from './dashboard-metrics-math.ts';

export interface WindowRow extends Omit<WindowSums, 'referred'> {
  project_id: number;
  current: boolean;
}

export const dashboardMetricsRepo = {
  /** Per project, the brand's visibility in the current and in the previous window. */
  async visibility(q: Queryable, projectIds: number[], w: RollingWindows) {
    const { rows } = await q.query<WindowRow>(
      `SELECT project_id, collected_at > $2 AS current, sum(mentions)::int AS mentions,
         sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
         sum(client_citations)::int AS client_citations
       FROM collection_metrics
       WHERE project_id = ANY($1::int[]) AND collected_at > $3 AND collected_at <= $4
       GROUP BY project_id, collected_at > $2`,
      [projectIds, w.currentStart, w.previousStart, w.now],
    );
    return rows;
  },

  /** Per project, visits referred by an AI engine in the current and in the previous window. */
  async referredVisits(q: Queryable, projectIds: number[], w: RollingWindows) {
    const { rows } = await q.query<{ project_id: number; current: boolean; referred: number }>(
      `SELECT project_id, visited_at > $2 AS current, count(*)::int AS referred
       FROM website_visits
       WHERE project_id = ANY($1::int[]) AND visit_type = 'AI_REFERRAL' AND visited_at > $3 AND visited_at <= $4
       GROUP BY project_id, visited_at > $2`,
      [projectIds, w.currentStart, w.previousStart, w.now],
    );
    return rows;
  },
};
