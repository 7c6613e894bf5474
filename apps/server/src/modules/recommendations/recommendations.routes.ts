// The agent tab's calls (spec 2 section 7), the recommendation calls (spec 3 section 7) and the
// changes of a prompt with their effect (ours, for See Metrics).
import {
  ApiErrorSchema,
  ImplementedChangeCreateSchema,
  ImplementedChangeSchema,
  LlmoFeedbackQuerySchema,
  LlmoFeedbackSchema,
  OkSchema,
  PromptChangesSchema,
  RecommendationCreateSchema,
  RecommendationDetailSchema,
  RecommendationExecutionSchema,
  RecommendationHistorySchema,
  RecommendationOverviewQuerySchema,
  RecommendationOverviewSchema,
  RecommendationStatusSchema,
  RowRefSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { RecommendationService } from './recommendations.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 403: ApiErrorSchema, 409: ApiErrorSchema };
const RefParams = z.object({ id: RowRefSchema });
const QueryParams = z.object({ queryId: RowRefSchema });

export const recommendationRoutes = (
  app: ZodApp,
  deps: { recommendations: RecommendationService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { recommendations: svc, requireAuth } = deps;
  const agent = ['ai-agent'];
  const tags = ['recommendations'];

  app.get('/reports/:id/llmo-feedback/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getLlmoFeedback',
      summary: "The AI agent's feedback of one report execution, with its implemented changes.",
      description:
        'selected_only=true keeps one Boost and one Correctness entry (ranking_query_id, question_query_id, else the first); queries lists them all.',
      tags: agent,
      params: RefParams,
      querystring: LlmoFeedbackQuerySchema,
      response: { 200: LlmoFeedbackSchema, ...errors },
    },
    handler: (req) => svc.feedback(userIdOf(req), req.params.id, req.query),
  });

  app.post('/reports/:id/implemented-changes/add/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'addImplementedChange',
      summary: 'Logs a change the user implemented, against a report execution.',
      tags: agent,
      params: RefParams,
      body: ImplementedChangeCreateSchema,
      response: { 201: ImplementedChangeSchema, ...writeErrors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await svc.addChange(userIdOf(req), req.params.id, req.body)),
  });

  app.delete('/implemented-changes/:id/delete/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'deleteImplementedChange',
      summary: 'Deletes a logged implemented change.',
      tags: agent,
      params: RefParams,
      response: { 200: OkSchema, ...writeErrors },
    },
    handler: (req) => svc.deleteChange(userIdOf(req), req.params.id),
  });

  app.get('/recommendations/runs/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listAllRecommendations',
      summary: 'Every recommendation run of the brands the user owns or shares, newest first, paged.',
      description: 'Ours: the /recommendations index, with each run’s brand title and prompt text.',
      tags,
      querystring: RecommendationOverviewQuerySchema,
      response: { 200: RecommendationOverviewSchema, ...errors },
    },
    handler: (req) => svc.overview(userIdOf(req), req.query),
  });

  const scopes = [
    { scope: 'ranking-query', param: 'queryId', name: 'RankingPrompt', what: 'a ranking prompt' },
    { scope: 'question-query', param: 'queryId', name: 'AccuracyPrompt', what: 'an accuracy prompt' },
    { scope: 'project', param: 'projectId', name: 'Brand', what: 'a brand' },
  ] as const;
  for (const { scope, param, name, what } of scopes) {
    const params = z.object({ [param]: RowRefSchema }) as z.ZodObject<Record<string, typeof RowRefSchema>>;
    const refOf = (p: Record<string, string>) => p[param];
    app.get(`/recommendations/${scope}/:${param}/recommendations/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `list${name}Recommendations`,
        summary: `Recommendation runs of ${what}, with the runs left this month.`,
        tags,
        params,
        response: { 200: RecommendationHistorySchema, ...errors },
      },
      handler: (req) => svc.history(userIdOf(req), scope, refOf(req.params)),
    });

    app.post(`/recommendations/${scope}/:${param}/recommendations/create/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `create${name}Recommendation`,
        summary: `Starts a recommendation run for ${what} (takes one of the plan's monthly runs; 403 execution_limit_reached when none is left).`,
        tags,
        params,
        body: RecommendationCreateSchema,
        response: { 201: RecommendationExecutionSchema, ...writeErrors },
      },
      handler: async (req, reply) =>
        reply.code(201).send(await svc.create(userIdOf(req), scope, refOf(req.params), req.body)),
    });
  }

  app.get('/recommendations/recommendation/:id/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getRecommendation',
      summary: 'One recommendation run with its content and the prompts its evidence came from.',
      tags,
      params: RefParams,
      response: { 200: RecommendationDetailSchema, ...errors },
    },
    handler: (req) => svc.detail(userIdOf(req), req.params.id),
  });

  app.get('/recommendations/recommendation/:id/status/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getRecommendationStatus',
      summary: 'The status of a recommendation run (polled every 5 seconds).',
      tags,
      params: RefParams,
      response: { 200: RecommendationStatusSchema, ...errors },
    },
    handler: (req) => svc.status(userIdOf(req), req.params.id),
  });

  app.post('/recommendations/recommendation/:id/retry/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'retryRecommendation',
      summary: 'Retries a failed run: it returns to pending with its error cleared (409 unless failed).',
      tags,
      params: RefParams,
      response: { 200: RecommendationExecutionSchema, ...writeErrors },
    },
    handler: (req) => svc.retry(userIdOf(req), req.params.id),
  });

  app.post('/recommendations/recommendation/:id/implement/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'implementRecommendation',
      summary: 'Marks a completed run implemented, from now (409 unless completed).',
      tags,
      params: RefParams,
      response: { 200: RecommendationExecutionSchema, ...writeErrors },
    },
    handler: (req) => svc.implement(userIdOf(req), req.params.id),
  });

  app.get('/ranking-query/:queryId/changes/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listRankingPromptChanges',
      summary: 'Changes that targeted a ranking prompt, each with its difference-in-differences effect.',
      tags,
      params: QueryParams,
      response: { 200: PromptChangesSchema, ...errors },
    },
    handler: (req) => svc.promptChanges(userIdOf(req), 'RANKING', req.params.queryId),
  });

  app.get('/question-query/:queryId/changes/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listAccuracyPromptChanges',
      summary: 'Changes that targeted an accuracy prompt, each with its difference-in-differences effect.',
      tags,
      params: QueryParams,
      response: { 200: PromptChangesSchema, ...errors },
    },
    handler: (req) => svc.promptChanges(userIdOf(req), 'QUESTION', req.params.queryId),
  });
};
