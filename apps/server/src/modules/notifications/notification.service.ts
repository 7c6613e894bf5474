// The signed-in user's notifications (spec 2 sections 2.2 and 7): unread counts, the list and marking
// read. A project the caller names is checked against the access policy first.
import type { MarkReadSchema, MarkTabReadSchema, NotificationsQuerySchema } from '@sightline/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { presentNotification, presentUnreadCounts, presentUnreadTotal } from './notification.presenter.ts';
import { type MarkReadTarget, notificationRepo as repo } from './notification.repo.ts';

/** The three forms of a mark-read body: notification ids, one prompt's, or one execution's. */
const markReadTarget = (body: z.infer<typeof MarkReadSchema>): MarkReadTarget => {
  if ('notification_ids' in body) return { ids: body.notification_ids };
  if ('report_execution_id' in body) return { executionId: body.report_execution_id };
  const ranking = body.query_type.toUpperCase() === 'RANKING';
  return { promptId: body.query_id, type: ranking ? 'RANKING_QUERY' : 'QUESTION_QUERY' };
};

export const createNotificationService = (deps: { db: Database }) => {
  const { db } = deps;
  return {
    /** Unread counts in total and per project. */
    async counts(userId: number) {
      return presentUnreadCounts(await repo.unreadCounts(db, userId));
    },

    async projectCounts(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return presentUnreadTotal(await repo.unreadCounts(db, userId, project.id));
    },

    async list(userId: number, query: z.infer<typeof NotificationsQuerySchema>) {
      const projectId = query.project_id
        ? (await requireProjectAccess(db, userId, query.project_id, 'VIEW')).id
        : undefined;
      const isRead = query.is_read === undefined ? undefined : query.is_read === 'true';
      return (await repo.list(db, userId, { projectId, isRead })).map(presentNotification);
    },

    async markRead(userId: number, body: z.infer<typeof MarkReadSchema>) {
      return repo.markRead(db, userId, markReadTarget(body));
    },

    /** Marks a tab's notification types of one project read. */
    async markTabRead(userId: number, ref: string, body: z.infer<typeof MarkTabReadSchema>) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const t = body.notification_type;
      return repo.markRead(db, userId, { projectId: project.id, types: Array.isArray(t) ? t : [t] });
    },
  };
};

export type NotificationService = ReturnType<typeof createNotificationService>;
