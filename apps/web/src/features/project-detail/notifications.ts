// Which rows carry unread notifications, from the brand's unread list.
import type { NotificationType, ProjectNotification } from '@sightline/contracts';

export interface UnreadIndex {
  executions: Set<number>;
  ranking: Set<number>;
  question: Set<number>;
}

export const indexUnread = (notifications: readonly ProjectNotification[] | undefined): UnreadIndex => {
  const index: UnreadIndex = { executions: new Set(), ranking: new Set(), question: new Set() };
  for (const n of notifications ?? []) {
    if (n.is_read) continue;
    if (n.notification_type === 'REPORT_EXECUTION' && n.report_execution_id !== null) {
      index.executions.add(n.report_execution_id);
    } else if (n.notification_type === 'RANKING_QUERY' && n.ranking_query_id !== null) {
      index.ranking.add(n.ranking_query_id);
    } else if (n.notification_type === 'QUESTION_QUERY' && n.question_query_id !== null) {
      index.question.add(n.question_query_id);
    }
  }
  return index;
};

export const QUERY_NOTIFICATION_TYPES: readonly NotificationType[] = ['RANKING_QUERY', 'QUESTION_QUERY'];
export const REPORT_NOTIFICATION_TYPES: readonly NotificationType[] = ['REPORT_EXECUTION'];
