// The keyword explorer's calls (spec 3 section 7, operations only; the paths are ours).
import {
  ApiErrorSchema,
  KeywordExecutionCreateSchema,
  KeywordExecutionListSchema,
  KeywordExecutionSchema,
  KeywordResultsReplySchema,
  KeywordSummarySchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { KeywordService } from './keywords.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 403: ApiErrorSchema, 409: ApiErrorSchema };
const ExecutionParams = z.object({ uuid: z.uuid() });

export const keywordRoutes = (
  app: ZodApp,
  deps: { keywords: KeywordService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { keywords, requireAuth } = deps;
  const tags = ['keyword-explorer'];

  app.get('/keyword-explorer/executions/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listKeywordAnalyses',
      summary: "List the caller's keyword analyses",
      tags,
      description: "The user's keyword analyses, newest first.",
      response: { 200: KeywordExecutionListSchema, 401: ApiErrorSchema },
    },
    handler: (req) => keywords.list(userIdOf(req)),
  });

  app.get('/keyword-explorer/summary/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getKeywordSummary',
      summary: 'Count the keyword analyses left this month',
      tags,
      description: "Keyword analyses left in the plan's month (null: no limit).",
      response: { 200: KeywordSummarySchema, 401: ApiErrorSchema },
    },
    handler: (req) => keywords.summary(userIdOf(req)),
  });

  app.get('/keyword-explorer/executions/:uuid/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getKeywordAnalysis',
      summary: 'Get a keyword analysis',
      tags,
      description: 'One keyword analysis of the user (its status while it runs).',
      params: ExecutionParams,
      response: { 200: KeywordExecutionSchema, ...errors },
    },
    handler: (req) => keywords.get(userIdOf(req), req.params.uuid),
  });

  app.get('/keyword-explorer/executions/:uuid/prompts/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listKeywordAnalysisPrompts',
      summary: "List a keyword analysis's prompts with their volumes",
      tags,
      description:
        'The prompts of a completed analysis with their volumes; `simulated` marks figures of the sandbox provider.',
      params: ExecutionParams,
      response: { 200: KeywordResultsReplySchema, ...errors },
    },
    handler: (req) => keywords.results(userIdOf(req), req.params.uuid),
  });

  app.post('/keyword-explorer/executions/create/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'createKeywordAnalysis',
      summary: 'Start a keyword analysis',
      tags,
      description:
        "Starts a keyword analysis (takes one of the plan's monthly analyses; 403 execution_limit_reached when none is left).",
      body: KeywordExecutionCreateSchema,
      response: { 201: KeywordExecutionSchema, ...writeErrors },
    },
    handler: async (req, reply) => reply.code(201).send(await keywords.create(userIdOf(req), req.body)),
  });

  app.post('/keyword-explorer/executions/:uuid/refresh/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'refreshKeywordAnalysis',
      summary: 'Run a keyword analysis again',
      tags,
      description:
        'Runs the analysis again: a completed one takes one monthly analysis, a failed one is retried free; 409 while it runs.',
      params: ExecutionParams,
      response: { 200: KeywordExecutionSchema, ...writeErrors },
    },
    handler: (req) => keywords.refresh(userIdOf(req), req.params.uuid),
  });
};
