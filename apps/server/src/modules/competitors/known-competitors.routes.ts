// Known competitors and brand aliases of one brand: list, add, edit, remove; set the brand's aliases.
import {
  ApiErrorSchema,
  BrandAliasesInputSchema,
  BrandAliasesReplySchema,
  KnownCompetitorInputSchema,
  KnownCompetitorSchema,
  KnownCompetitorsReplySchema,
  OkSchema,
  ProjectRefSchema,
  RowIdParamSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { KnownCompetitorService } from './known-competitors.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const CompetitorRefSchema = ProjectRefSchema.extend({ cid: RowIdParamSchema });

export const knownCompetitorRoutes = (
  app: ZodApp,
  deps: { knownCompetitors: KnownCompetitorService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { knownCompetitors: service, requireAuth } = deps;
  const tags = ['competitors'];

  app.get('/projects/:id/known-competitors/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listKnownCompetitors',
      summary: "List the brand's known competitors and aliases",
      tags,
      params: ProjectRefSchema,
      response: { 200: KnownCompetitorsReplySchema, ...errors },
    },
    handler: (req) => service.list(userIdOf(req), req.params.id),
  });
  app.post('/projects/:id/known-competitors/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'createKnownCompetitor',
      summary: 'Add a known competitor',
      tags,
      params: ProjectRefSchema,
      body: KnownCompetitorInputSchema,
      response: { 201: KnownCompetitorSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.create(userIdOf(req), req.params.id, req.body)),
  });
  app.put('/projects/:id/known-competitors/:cid/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'updateKnownCompetitor',
      summary: 'Rename a known competitor or change its aliases',
      tags,
      params: CompetitorRefSchema,
      body: KnownCompetitorInputSchema,
      response: { 200: KnownCompetitorSchema, ...errors },
    },
    handler: (req) => service.update(userIdOf(req), req.params.id, req.params.cid, req.body),
  });
  app.delete('/projects/:id/known-competitors/:cid/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'deleteKnownCompetitor',
      summary: 'Remove a known competitor',
      tags,
      params: CompetitorRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await service.delete(userIdOf(req), req.params.id, req.params.cid);
      return { success: true as const };
    },
  });
  app.put('/projects/:id/brand-aliases/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'setBrandAliases',
      summary: "Set the brand's own aliases",
      tags,
      params: ProjectRefSchema,
      body: BrandAliasesInputSchema,
      response: { 200: BrandAliasesReplySchema, ...errors },
    },
    handler: async (req) => ({
      brand_aliases: await service.setBrandAliases(userIdOf(req), req.params.id, req.body.aliases),
    }),
  });
};
