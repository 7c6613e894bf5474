import {
  ApiErrorSchema,
  OkSchema,
  ProjectCreatedSchema,
  ProjectDetailSchema,
  ProjectRefSchema,
  ProjectSchema,
  projectMessages,
} from '@sightline/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { perUserRateLimit, userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { readImageForm } from '../../http/uploads.ts';
import type { ProjectService } from './project.service.ts';
import { parseProjectForm } from './project-form.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const formErrors = { ...errors, 413: ApiErrorSchema, 429: ApiErrorSchema };
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const projectRoutes = (
  app: ZodApp,
  deps: {
    projects: ProjectService;
    requireAuth: preHandlerAsyncHookHandler;
    /** Brand saves (with a logo or not) per user and minute. */
    uploadsPerMinute: number;
  },
) => {
  const { projects, requireAuth } = deps;
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
    schema: {
      operationId: 'listProjects',
      summary: "List the caller's brands and the ones shared with them",
      tags,
      response: { 200: z.object({ projects: z.array(ProjectSchema) }), 401: ApiErrorSchema },
    },
    handler: async (req) => ({ projects: await projects.list(userIdOf(req)) }),
  });

  app.post('/projects/create/', {
    config: uploadLimit,
    preHandler: requireAuth,
    schema: {
      operationId: 'createProject',
      summary: 'Create a brand with its prompts and start its first report',
      tags,
      description: `${multipartNote} The first report starts as Run Report would; first_report says whether it did.`,
      response: { 201: ProjectCreatedSchema, ...formErrors },
    },
    handler: async (req, reply) => {
      const { form, image } = await readForm(req);
      return reply.code(201).send(await projects.create(userIdOf(req), form, image));
    },
  });

  app.get('/projects/:id/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getProject',
      summary: 'Get a brand with its prompts, executions and charts',
      tags,
      description: 'The brand with its prompts as requests, newest executions and six weeks of charts.',
      params: ProjectRefSchema,
      response: { 200: ProjectDetailSchema, ...errors },
    },
    handler: (req) => projects.get(userIdOf(req), req.params.id),
  });

  app.put('/projects/:id/update/', {
    config: uploadLimit,
    preHandler: requireAuth,
    schema: {
      operationId: 'updateProject',
      summary: "Update a brand's settings and logo",
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
    schema: {
      operationId: 'deleteProject',
      summary: 'Delete a brand and its data',
      tags,
      params: ProjectRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await projects.delete(userIdOf(req), req.params.id);
      return { success: true as const, message: projectMessages.deleted };
    },
  });
};
