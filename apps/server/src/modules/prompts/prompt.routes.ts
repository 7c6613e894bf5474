import {
  AccuracyPromptInputSchema,
  AccuracyPromptSchema,
  ApiErrorSchema,
  OkSchema,
  ProjectRefSchema,
  RankingPromptInputSchema,
  RankingPromptSchema,
  RowIdParamSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { PromptKind } from './prompt.repo.ts';
import type { PromptService } from './prompt.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const PromptRefSchema = ProjectRefSchema.extend({ qid: RowIdParamSchema });

/** Both prompt families share these routes; they differ in path segment, body and reply schema. */
const families = [
  {
    kind: 'RANKING',
    segment: 'ranking-queries',
    /** Names the family's operations: listRankingPrompts, createRankingPrompt… */
    noun: 'RankingPrompt',
    label: 'ranking prompt',
    input: RankingPromptInputSchema,
    reply: RankingPromptSchema,
  },
  {
    kind: 'QUESTION',
    segment: 'question-queries',
    noun: 'QuestionPrompt',
    label: 'accuracy prompt',
    input: AccuracyPromptInputSchema,
    reply: AccuracyPromptSchema,
  },
] as const;

export const promptRoutes = (
  app: ZodApp,
  deps: { prompts: PromptService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { prompts, requireAuth } = deps;
  const tags = ['prompts'];
  for (const f of families) {
    const kind: PromptKind = f.kind;
    app.get(`/projects/:id/${f.segment}/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `list${f.noun}s`,
        summary: `List the brand's ${f.label}s`,
        tags,
        params: ProjectRefSchema,
        response: { 200: z.object({ queries: z.array(f.reply) }), ...errors },
      },
      handler: async (req) => ({ queries: await prompts.list(userIdOf(req), req.params.id, kind) }),
    });
    app.post(`/projects/:id/${f.segment}/create/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `create${f.noun}`,
        summary: `Add a ${f.label}`,
        tags,
        params: ProjectRefSchema,
        body: f.input,
        response: { 201: f.reply, ...errors },
      },
      handler: async (req, reply) =>
        reply.code(201).send(await prompts.create(userIdOf(req), req.params.id, kind, req.body)),
    });
    app.put(`/projects/:id/${f.segment}/:qid/update/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `update${f.noun}`,
        summary: `Change a ${f.label}`,
        tags,
        params: PromptRefSchema,
        body: f.input,
        response: { 200: f.reply, ...errors },
      },
      handler: (req) => prompts.update(userIdOf(req), req.params.id, kind, req.params.qid, req.body),
    });
    app.delete(`/projects/:id/${f.segment}/:qid/delete/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `delete${f.noun}`,
        summary: `Delete a ${f.label}`,
        tags,
        params: PromptRefSchema,
        response: { 200: OkSchema, ...errors },
      },
      handler: async (req) => {
        await prompts.delete(userIdOf(req), req.params.id, kind, req.params.qid);
        return { success: true as const };
      },
    });
  }
};
