import type { Queryable } from '../../db/database.ts';

type NotificationType = 'REPORT_EXECUTION' | 'RANKING_QUERY' | 'QUESTION_QUERY';
export declare const notificationRepo: {
  list(
    q: Queryable,
    userId: number,
    filter: {
      projectId?: number;
      isRead?: boolean;
    },
  ): Promise<
    {
      id: number;
      notification_type: NotificationType;
      project_id: number;
      project_uuid: string;
      report_execution_id: number | null;
      ranking_query_id: number | null;
      question_query_id: number | null;
      message: string;
      is_read: boolean;
      created_at: string;
    }[]
  >;
  markRead(
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
  ): Promise<number>;
};
