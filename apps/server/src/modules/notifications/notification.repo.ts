// SQL for the signed-in user's notifications.
import type { Queryable } from '../../db/database.ts';

type NotificationType = 'REPORT_EXECUTION' | 'RANKING_QUERY' | 'QUESTION_QUERY';

export const notificationRepo = {
  async list(q: Queryable, userId: number, filter: { projectId?: number; isRead?: boolean }) {
    const params: unknown[] = [userId];
    const where = ['n.user_id = $1'];
    if (filter.projectId !== undefined) {
      params.push(filter.projectId);
      where.push(`n.project_id = $${params.length}`);
    }
    if (filter.isRead !== undefined) {
      params.push(filter.isRead);
      where.push(`n.is_read = $${params.length}`);
    }
    const { rows } = await q.query<{
      id: number;
      notification_type: NotificationType;
      project_id: number;
      project_uuid: string;
      report_execution_id: number | null;
      prompt_id: number | null;
      message: string;
      is_read: boolean;
      created_at: Date;
    }>(
      `SELECT n.*, p.uuid AS project_uuid FROM notifications n JOIN projects p ON p.id = n.project_id
       WHERE ${where.join(' AND ')} ORDER BY n.created_at DESC, n.id DESC LIMIT 500`,
      params as never[],
    );
    return rows.map((n) => ({
      id: n.id,
      notification_type: n.notification_type,
      project_id: n.project_id,
      project_uuid: n.project_uuid,
      report_execution_id: n.report_execution_id,
      ranking_query_id: n.notification_type === 'RANKING_QUERY' ? n.prompt_id : null,
      question_query_id: n.notification_type === 'QUESTION_QUERY' ? n.prompt_id : null,
      message: n.message,
      is_read: n.is_read,
      created_at: n.created_at.toISOString(),
    }));
  },

  async markRead(
    q: Queryable,
    userId: number,
    by: {
      ids?: number[];
      promptId?: number;
      type?: NotificationType;
      executionId?: number;
      projectId?: number;
      types?: NotificationType[];
    },
  ) {
    const params: unknown[] = [userId];
    const where = ['user_id = $1', 'NOT is_read'];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (by.ids) add('id = ANY(?::bigint[])', by.ids);
    if (by.promptId !== undefined) add('prompt_id = ?', by.promptId);
    if (by.type) add('notification_type = ?', by.type);
    if (by.executionId !== undefined) add('report_execution_id = ?', by.executionId);
    if (by.projectId !== undefined) add('project_id = ?', by.projectId);
    if (by.types) add('notification_type = ANY(?::text[])', by.types);
    const { rows } = await q.query(
      `UPDATE notifications SET is_read = true WHERE ${where.join(' AND ')} RETURNING id`,
      params as never[],
    );
    return rows.length;
  },
};
