// SQL of the brand list's metrics: the hourly roll-up for the hours wholly inside a window, the
// answers themselves for the three hours a window boundary cuts, and the AI referral visits.
import type { Queryable } from '../../db/database.ts';
import { ANSWER_VISIBILITY, COUNTED_ANSWERS } from '../reports/rollups.ts';
import type { RollingWindows, WindowSums } from './dashboard-metrics-math.ts';

export interface WindowRow extends Omit<WindowSums, 'referred'> {
  project_id: number;
  current: boolean;
}

const MEASURES = Object.keys(ANSWER_VISIBILITY) as (keyof typeof ANSWER_VISIBILITY)[];

export const dashboardMetricsRepo = {
  /** Per project, the brand's visibility in the current and in the previous window. */
  async visibility(q: Queryable, projectIds: number[], w: RollingWindows) {
    const { rows } = await q.query<WindowRow>(
      `SELECT project_id, current, ${MEASURES.map((m) => `sum(${m})::int AS ${m}`).join(', ')}
       FROM (
         SELECT project_id, hour > $3 AS current, ${MEASURES.join(', ')}
         FROM metrics_hourly
         WHERE project_id = ANY($1::int[]) AND hour > $5 AND hour < $7 AND hour <> $6
         UNION ALL
         SELECT a.project_id, a.collected_at > $3, ${MEASURES.map((m) => ANSWER_VISIBILITY[m]).join(', ')}
         FROM ${COUNTED_ANSWERS} AND a.project_id = ANY($1::int[])
           AND a.collected_at > $2 AND a.collected_at <= $4
           AND (a.collected_at < $5 + interval '1 hour'
             OR (a.collected_at >= $6 AND a.collected_at < $6 + interval '1 hour')
             OR a.collected_at >= $7)
       ) x
       GROUP BY project_id, current`,
      [projectIds, w.previousStart, w.currentStart, w.now, ...w.edgeHours],
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
