import {
  ApiErrorSchema,
  ExecutionStatusSchema,
  ProjectRefSchema,
  RunStartedSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { EngineSettings } from '../../engines/engine-config.ts';
import { type EngineCode, engineStatuses } from '../../engines/index.ts';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { ExecutionService } from './execution.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

export const reportRoutes = (
  app: ZodApp,
  deps: {
    executions: ExecutionService;
    requireAuth: preHandlerAsyncHookHandler;
    engines: Record<EngineCode, EngineSettings>;
  },
) => {
  const tags = ['reports'];
  app.get('/engines/', {
    preHandler: deps.requireAuth,
    schema: {
      operationId: 'listEngines',
      summary: 'List the AI engines and whether each answers live or simulated',
      tags,
      description: 'Which engines answer live and which run on the sandbox (simulated answers).',
      response: {
        200: z.object({
          engines: z.array(
            z.object({
              code: z.string(),
              label: z.string(),
              live: z.boolean(),
              model: z.string(),
              simulated: z.boolean(),
            }),
          ),
        }),
        401: ApiErrorSchema,
      },
    },
    handler: async () => ({ engines: engineStatuses(deps.engines) }),
  });
  app.post('/projects/:id/run/', {
    preHandler: deps.requireAuth,
    schema: {
      operationId: 'runReport',
      summary: 'Start a report execution of the brand',
      tags,
      params: ProjectRefSchema,
      response: { 202: RunStartedSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(202).send(await deps.executions.run(userIdOf(req), req.params.id)),
  });
  app.get('/projects/:id/execution-status/', {
    preHandler: deps.requireAuth,
    schema: {
      operationId: 'getExecutionStatus',
      summary: "Get the brand's executions and their progress",
      tags,
      params: ProjectRefSchema,
      response: { 200: ExecutionStatusSchema, ...errors },
    },
    handler: (req) => deps.executions.status(userIdOf(req), req.params.id),
  });
};
