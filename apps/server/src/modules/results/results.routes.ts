// Read calls of the brand detail screen: queries, sources, competitors, share of voice, notifications.
import {
  ApiErrorSchema,
  CompetitorsSchema,
  DateRangeQuerySchema,
  ImportantWebsitesSchema,
  MarkReadSchema,
  MarkTabReadSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  ProjectQueriesSchema,
  ProjectRefSchema,
  RowRefSchema,
  ShareOfVoiceSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { competitors, shareOfVoice } from './competitors.ts';
import { importantWebsites } from './important-websites.ts';
import { projectQueries } from './project-queries.ts';
import { reportDocument } from './report-document.ts';
import { resolveRange } from './weeks.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

export const resultsRoutes = (
  app: ZodApp,
  deps: { db: Database; clock: Clock; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { db, requireAuth } = deps;
  const tags = ['results'];
  const project = (req: { params: { id: string } } & Parameters<typeof userIdOf>[0]) =>
    requireProjectAccess(db, userIdOf(req), req.params.id, 'VIEW');
  const range = (query: { start_date?: string; end_date?: string }) =>
    resolveRange(deps.clock.now(), query.start_date, query.end_date);

  app.get('/projects/:id/queries/', {
    preHandler: requireAuth,
    schema: { tags, params: ProjectRefSchema, response: { 200: ProjectQueriesSchema, ...errors } },
    handler: async (req) => projectQueries(db, await project(req), deps.clock.now()),
  });

  app.get('/projects/:id/important-websites/', {
    preHandler: requireAuth,
    schema: {
      tags,
      params: ProjectRefSchema,
      querystring: DateRangeQuerySchema,
      response: { 200: ImportantWebsitesSchema, ...errors },
    },
    handler: async (req) => importantWebsites(db, (await project(req)).id, range(req.query)),
  });

  app.get('/projects/:id/competitors/', {
    preHandler: requireAuth,
    schema: {
      tags,
      params: ProjectRefSchema,
      querystring: DateRangeQuerySchema,
      response: { 200: CompetitorsSchema, ...errors },
    },
    handler: async (req) => competitors(db, await project(req), range(req.query)),
  });

  app.get('/projects/:id/share-of-voice/', {
    preHandler: requireAuth,
    schema: {
      tags,
      params: ProjectRefSchema,
      querystring: DateRangeQuerySchema,
      response: { 200: ShareOfVoiceSchema, ...errors },
    },
    handler: async (req) => shareOfVoice(db, await project(req), range(req.query)),
  });

  app.get('/reports/:id/', {
    preHandler: requireAuth,
    schema: {
      tags: ['reports'],
      description: 'The printable report of one execution (id or uuid).',
      params: z.object({ id: RowRefSchema }),
      response: {
        200: z.looseObject({
          report_execution: z.looseObject({ executed_at: z.string() }),
          query_analysis_list: z.array(z.looseObject({ query_id: z.number(), query: z.string() })),
          question_analysis_list: z.array(z.looseObject({ query_id: z.number(), query: z.string() })),
        }),
        ...errors,
      },
    },
    handler: (req) => reportDocument(db, userIdOf(req), req.params.id),
  });

  app.get('/notifications/', {
    preHandler: requireAuth,
    schema: {
      tags: ['notifications'],
      querystring: NotificationsQuerySchema,
      response: { 200: z.object({ notifications: z.array(NotificationSchema) }), ...errors },
    },
    handler: async (req) => {
      const userId = userIdOf(req);
      const projectId = req.query.project_id
        ? (await requireProjectAccess(db, userId, req.query.project_id, 'VIEW')).id
        : undefined;
      const isRead = req.query.is_read === undefined ? undefined : req.query.is_read === 'true';
      return { notifications: await notificationRepo.list(db, userId, { projectId, isRead }) };
    },
  });

  app.post('/notifications/mark-read/', {
    preHandler: requireAuth,
    schema: {
      tags: ['notifications'],
      body: MarkReadSchema,
      response: { 200: z.object({ marked: z.number().int() }), ...errors },
    },
    handler: async (req) => {
      const body = req.body;
      const by =
        'notification_ids' in body
          ? { ids: body.notification_ids }
          : 'query_id' in body
            ? {
                promptId: body.query_id,
                type:
                  body.query_type.toUpperCase() === 'RANKING'
                    ? ('RANKING_QUERY' as const)
                    : ('QUESTION_QUERY' as const),
              }
            : { executionId: body.report_execution_id };
      return { marked: await notificationRepo.markRead(db, userIdOf(req), by) };
    },
  });

  app.post('/projects/:id/notifications/mark-tab-read/', {
    preHandler: requireAuth,
    schema: {
      tags: ['notifications'],
      params: ProjectRefSchema,
      body: MarkTabReadSchema,
      response: { 200: z.object({ marked: z.number().int() }), ...errors },
    },
    handler: async (req) => {
      const p = await project(req);
      const t = req.body.notification_type;
      return {
        marked: await notificationRepo.markRead(db, userIdOf(req), {
          projectId: p.id,
          types: Array.isArray(t) ? t : [t],
        }),
      };
    },
  });
};
