import {
  ApiErrorSchema,
  DashboardMetricSchema,
  NotificationCountsSchema,
  OkSchema,
  ProjectRefSchema,
  ProjectSchema,
  projectMessages,
} from '@sightline/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { perUserRateLimit, userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { readImageForm } from '../../http/uploads.ts';
import type { Clock } from '../../lib/clock.ts';
import { dashboardMetrics } from '../metrics/dashboard-metrics.ts';
import { unreadCounts } from '../notifications/notification-counts.ts';
import type { ProjectService } from './project.service.ts';
import { requireProjectAccess } from './project-access.ts';
import { parseProjectForm } from './project-form.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const formErrors = { ...errors, 413: ApiErrorSchema, 429: ApiErrorSchema };
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const projectRoutes = (
  app: ZodApp,
  deps: {
    db: Database;
    clock: Clock;
    projects: ProjectService;
    requireAuth: preHandlerAsyncHookHandler;
    /** Brand saves (with a logo or not) per user and minute. */
    uploadsPerMinute: number;
  },
) => {
  const { projects, requireAuth, db } = deps;
  const tags = ['projects'];
  const multipartNote =
    'Multipart form; ai_engines, ranking_queries and question_queries are JSON fields, entity_picture a file.';

  /** Reads the brand form; the service stores the logo once the rest has passed its checks. */
  const readForm = async (req: FastifyRequest) => {
    const { fields, image } = await readImageForm(req, {
      field: 'entity_picture',
      types: LOGO_TYPES,
      typeMessage: projectMessages.logoFormat,
      sizeMessage: projectMessages.logoTooLarge,
    });
    return { form: parseProjectForm(fields), image };
  };
  const uploadLimit = { rateLimit: perUserRateLimit(deps.uploadsPerMinute) };

  app.get('/projects/', {
    preHandler: requireAuth,
    schema: { tags, response: { 200: z.object({ projects: z.array(ProjectSchema) }), 401: ApiErrorSchema } },
    handler: async (req) => ({ projects: await projects.list(userIdOf(req)) }),
  });

  app.get('/projects/dashboard-metrics/', {
    preHandler: requireAuth,
    schema: {
      tags,
      description: 'Per brand uuid: the latest day against the day before.',
      response: {
        200: z.object({ metrics: z.record(z.string(), DashboardMetricSchema) }),
        401: ApiErrorSchema,
      },
    },
    handler: async (req) => {
      const list = await projects.list(userIdOf(req));
      return { metrics: await dashboardMetrics(db, list, deps.clock.now()) };
    },
  });

  app.post('/projects/create/', {
    config: uploadLimit,
    preHandler: requireAuth,
    schema: { tags, description: multipartNote, response: { 201: ProjectSchema, ...formErrors } },
    handler: async (req, reply) => {
      const { form, image } = await readForm(req);
      return reply.code(201).send(await projects.create(userIdOf(req), form, image));
    },
  });

  app.get('/projects/:id/', {
    preHandler: requireAuth,
    schema: { tags, params: ProjectRefSchema, response: { 200: ProjectSchema, ...errors } },
    handler: (req) => projects.get(userIdOf(req), req.params.id),
  });

  app.put('/projects/:id/update/', {
    config: uploadLimit,
    preHandler: requireAuth,
    schema: {
      tags,
      params: ProjectRefSchema,
      description: `${multipartNote} remove_logo=true drops the logo.`,
      response: { 200: ProjectSchema, ...formErrors },
    },
    handler: async (req) => {
      const { form, image } = await readForm(req);
      return projects.update(userIdOf(req), req.params.id, form, image);
    },
  });

  app.delete('/projects/:id/delete/', {
    preHandler: requireAuth,
    schema: { tags, params: ProjectRefSchema, response: { 200: OkSchema, ...errors } },
    handler: async (req) => {
      await projects.delete(userIdOf(req), req.params.id);
      return { success: true as const, message: projectMessages.deleted };
    },
  });

  app.get('/notifications/counts/', {
    preHandler: requireAuth,
    schema: {
      tags: ['notifications'],
      response: {
        200: NotificationCountsSchema.extend({ projects: z.record(z.string(), NotificationCountsSchema) }),
        401: ApiErrorSchema,
      },
    },
    handler: async (req) => {
      const { total, byProject } = await unreadCounts(db, userIdOf(req));
      return { ...total, projects: byProject };
    },
  });

  app.get('/projects/:id/notifications/counts/', {
    preHandler: requireAuth,
    schema: {
      tags: ['notifications'],
      params: ProjectRefSchema,
      response: { 200: NotificationCountsSchema, ...errors },
    },
    handler: async (req) => {
      const project = await requireProjectAccess(db, userIdOf(req), req.params.id, 'VIEW');
      return (await unreadCounts(db, userIdOf(req), project.id)).total;
    },
  });
};
