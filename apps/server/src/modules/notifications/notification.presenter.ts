// Notification rows to the replies of spec 2 section 3: the notification, and unread counts per type.
import type { NotificationCountsReply, ProjectNotification } from '@sightline/contracts';
import type { NotificationRow, UnreadCountRow } from './notification.repo.ts';

type Counts = Omit<NotificationCountsReply, 'projects'>;

export const presentNotification = (n: NotificationRow): ProjectNotification => ({
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
});

const zero = (): Counts => ({ total: 0, report_execution: 0, ranking_query: 0, question_query: 0 });

const add = (counts: Counts, row: UnreadCountRow) => {
  counts[row.notification_type.toLowerCase() as Exclude<keyof Counts, 'total'>] += row.unread;
  counts.total += row.unread;
};

/** Unread counts of all the rows together. */
export const presentUnreadTotal = (rows: readonly UnreadCountRow[]): Counts => {
  const total = zero();
  for (const row of rows) add(total, row);
  return total;
};

/** Unread counts in total and per project uuid (projects without unread notifications are left out). */
export const presentUnreadCounts = (rows: readonly UnreadCountRow[]): NotificationCountsReply => {
  const projects: Record<string, Counts> = {};
  for (const row of rows) {
    projects[row.project_uuid] ??= zero();
    add(projects[row.project_uuid], row);
  }
  return { ...presentUnreadTotal(rows), projects };
};
