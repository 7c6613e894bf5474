import {
  ApiErrorSchema,
  ApiKeyCreatedSchema,
  ApiKeyCreateSchema,
  ApiKeyListSchema,
  ApiKeyRefSchema,
  ApiKeyRenameSchema,
  ApiKeySchema,
  apiKeyPaths,
  OkSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { requireBrowserSession, userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { ApiKeyService } from './api-keys.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Key management: only from a signed-in browser, never with a key. */
export const apiKeyRoutes = (
  app: ZodApp,
  deps: { apiKeys: ApiKeyService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { apiKeys } = deps;
  const guards = { onRequest: requireBrowserSession, preHandler: deps.requireAuth };
  const tags = ['api-keys'];

  app.get(apiKeyPaths.list, {
    ...guards,
    schema: {
      operationId: 'listApiKeys',
      summary: "The caller's active API keys, without their secrets.",
      tags,
      response: { 200: ApiKeyListSchema, ...errors },
    },
    handler: async (req) => ({ api_keys: await apiKeys.list(userIdOf(req)) }),
  });

  app.post(apiKeyPaths.create, {
    ...guards,
    schema: {
      operationId: 'createApiKey',
      summary: 'Creates an API key; the reply carries its secret, shown this once.',
      tags,
      body: ApiKeyCreateSchema,
      response: { 201: ApiKeyCreatedSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await apiKeys.create(userIdOf(req), req.body)),
  });

  app.put('/auth/api-keys/:id/update/', {
    ...guards,
    schema: {
      operationId: 'renameApiKey',
      summary: 'Renames an API key (its access stays as created).',
      tags,
      params: ApiKeyRefSchema,
      body: ApiKeyRenameSchema,
      response: { 200: ApiKeySchema, ...errors },
    },
    handler: (req) => apiKeys.rename(userIdOf(req), req.params.id, req.body),
  });

  app.delete('/auth/api-keys/:id/revoke/', {
    ...guards,
    schema: {
      operationId: 'revokeApiKey',
      summary: 'Revokes an API key: it stops working at once.',
      tags,
      params: ApiKeyRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await apiKeys.revoke(userIdOf(req), req.params.id);
      return { success: true as const };
    },
  });
};
