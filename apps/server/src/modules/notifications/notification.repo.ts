// SQL for the signed-in user's notifications: the list, unread counts and marking read.
import type { NOTIFICATION_TYPES } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationRow {
  id: number;
  notification_type: NotificationType;
  project_id: number;
  project_uuid: string;
  report_execution_id: number | null;
  prompt_id: number | null;
  message: string;
  is_read: boolean;
  created_at: Date;
}

export interface UnreadCountRow {
  project_uuid: string;
  notification_type: NotificationType;
  unread: number;
}

/** Which unread notifications a mark-read names; every given part must match. */
export interface MarkReadTarget {
  ids?: number[];
  promptId?: number;
  type?: NotificationType;
  executionId?: number;
  projectId?: number;
  types?: NotificationType[];
}

/** The newest notifications a list call returns. */
const LIST_LIMIT = 500;

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
    const { rows } = await q.query<NotificationRow>(
      `SELECT n.id, n.notification_type, n.project_id, p.uuid AS project_uuid, n.report_execution_id, n.prompt_id,
         n.message, n.is_read, n.created_at
       FROM notifications n JOIN projects p ON p.id = n.project_id
       WHERE ${where.join(' AND ')} ORDER BY n.created_at DESC, n.id DESC LIMIT ${LIST_LIMIT}`,
      params as never[],
    );
    return rows;
  },

  /** Unread notifications per project and type, of every project or of one. */
  async unreadCounts(q: Queryable, userId: number, projectId?: number) {
    const { rows } = await q.query<UnreadCountRow>(
      `SELECT p.uuid AS project_uuid, n.notification_type, count(*)::int AS unread
       FROM notifications n JOIN projects p ON p.id = n.project_id
       WHERE n.user_id = $1 AND NOT n.is_read ${projectId === undefined ? '' : 'AND n.project_id = $2'}
       GROUP BY p.uuid, n.notification_type`,
      projectId === undefined ? [userId] : [userId, projectId],
    );
    return rows;
  },

  /** Marks the user's unread notifications matching `by` read; returns how many. */
  async markRead(q: Queryable, userId: number, by: MarkReadTarget) {
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
