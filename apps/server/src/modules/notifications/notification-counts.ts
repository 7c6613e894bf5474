// Unread notification counts, per project and in total, for the signed-in user.
import type { Queryable } from '../../db/database.ts';

export interface Counts {
  total: number;
  report_execution: number;
  ranking_query: number;
  question_query: number;
}

const zero = (): Counts => ({ total: 0, report_execution: 0, ranking_query: 0, question_query: 0 });

export const unreadCounts = async (q: Queryable, userId: number, projectId?: number) => {
  const { rows } = await q.query<{ uuid: string; notification_type: string; n: number }>(
    `SELECT p.uuid, n.notification_type, count(*)::int AS n
     FROM notifications n JOIN projects p ON p.id = n.project_id
     WHERE n.user_id = $1 AND NOT n.is_read ${projectId === undefined ? '' : 'AND n.project_id = $2'}
     GROUP BY p.uuid, n.notification_type`,
    projectId === undefined ? [userId] : [userId, projectId],
  );
  const total = zero();
  const byProject: Record<string, Counts> = {};
  for (const r of rows) {
    const key = r.notification_type.toLowerCase() as keyof Omit<Counts, 'total'>;
    byProject[r.uuid] ??= zero();
    byProject[r.uuid][key] += r.n;
    byProject[r.uuid].total += r.n;
    total[key] += r.n;
    total.total += r.n;
  }
  return { total, byProject };
};
