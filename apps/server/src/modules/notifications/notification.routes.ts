// Notification calls (spec 2 section 7): unread counts, the unread list, marking read.
import {
  ApiErrorSchema,
  MarkReadSchema,
  MarkTabReadSchema,
  NotificationCountsReplySchema,
  NotificationCountsSchema,
  NotificationListSchema,
  NotificationsQuerySchema,
  ProjectRefSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { NotificationService } from './notification.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const projectErrors = { ...errors, 403: ApiErrorSchema };
const MarkedSchema = z.object({ marked: z.number().int() });

export const notificationRoutes = (
  app: ZodApp,
  deps: { notifications: NotificationService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { notifications, requireAuth } = deps;
  const tags = ['notifications'];

  app.get('/notifications/counts/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getNotificationCounts',
      summary: "Count the caller's unread notifications per brand",
      tags,
      response: { 200: NotificationCountsReplySchema, 401: ApiErrorSchema },
    },
    handler: (req) => notifications.counts(userIdOf(req)),
  });

  app.get('/projects/:id/notifications/counts/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getProjectNotificationCounts',
      summary: "Count the brand's unread notifications per tab",
      tags,
      params: ProjectRefSchema,
      response: { 200: NotificationCountsSchema, ...projectErrors },
    },
    handler: (req) => notifications.projectCounts(userIdOf(req), req.params.id),
  });

  app.get('/notifications/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listNotifications',
      summary: "List a brand's notifications",
      tags,
      querystring: NotificationsQuerySchema,
      response: { 200: NotificationListSchema, ...errors },
    },
    handler: async (req) => ({ notifications: await notifications.list(userIdOf(req), req.query) }),
  });

  app.post('/notifications/mark-read/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'markNotificationsRead',
      summary: 'Mark notifications read',
      tags,
      body: MarkReadSchema,
      response: { 200: MarkedSchema, ...errors },
    },
    handler: async (req) => ({ marked: await notifications.markRead(userIdOf(req), req.body) }),
  });

  app.post('/projects/:id/notifications/mark-tab-read/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'markNotificationTabRead',
      summary: "Mark a tab's notifications of the brand read",
      tags,
      params: ProjectRefSchema,
      body: MarkTabReadSchema,
      response: { 200: MarkedSchema, ...errors },
    },
    handler: async (req) => ({
      marked: await notifications.markTabRead(userIdOf(req), req.params.id, req.body),
    }),
  });
};
