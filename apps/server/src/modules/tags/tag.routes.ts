// Project tags (analysis spec 7: GET tags/{project_id}/list/) and their management.
import {
  ApiErrorSchema,
  OkSchema,
  ProjectRefSchema,
  RowIdParamSchema,
  TagAssignSchema,
  TagListSchema,
  TagNameSchema,
  TagSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { TagService } from './tag.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 403: ApiErrorSchema, 409: ApiErrorSchema };
const TagParams = ProjectRefSchema.extend({ tagId: RowIdParamSchema });

export const tagRoutes = (
  app: ZodApp,
  deps: { tags: TagService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { tags: service, requireAuth } = deps;
  const tags = ['tags'];

  app.get('/tags/:id/list/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listTags',
      summary: "List the brand's tags",
      tags,
      description: 'Tags of a project (VIEW access).',
      params: ProjectRefSchema,
      response: { 200: TagListSchema, ...errors },
    },
    handler: async (req) => ({ tags: await service.list(userIdOf(req), req.params.id) }),
  });

  app.post('/tags/:id/create/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'createTag',
      summary: 'Create a tag',
      tags,
      description: 'Creates a tag {name} (EDIT access); 409 when the name exists.',
      params: ProjectRefSchema,
      body: TagNameSchema,
      response: { 201: TagSchema, ...writeErrors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.create(userIdOf(req), req.params.id, req.body.name)),
  });

  app.put('/tags/:id/:tagId/rename/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'renameTag',
      summary: 'Rename a tag',
      tags,
      description: 'Renames a tag {name} (EDIT access).',
      params: TagParams,
      body: TagNameSchema,
      response: { 200: TagSchema, ...writeErrors },
    },
    handler: (req) => service.rename(userIdOf(req), req.params.id, req.params.tagId, req.body.name),
  });

  app.delete('/tags/:id/:tagId/delete/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'deleteTag',
      summary: 'Delete a tag',
      tags,
      description: 'Deletes a tag and its assignments (EDIT access).',
      params: TagParams,
      response: { 200: OkSchema, ...writeErrors },
    },
    handler: async (req) => {
      await service.delete(userIdOf(req), req.params.id, req.params.tagId);
      return { success: true as const };
    },
  });

  for (const [action, assign] of [
    ['assign', true],
    ['unassign', false],
  ] as const) {
    app.post(`/tags/:id/${action}/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `${action}Tag`,
        summary: assign ? 'Assign a tag to a prompt' : 'Remove a tag from a prompt',
        tags,
        description: `${assign ? 'Assigns' : 'Removes'} tag {tag_id} ${assign ? 'to' : 'from'} prompt {query_id} (id or uuid) of the project (EDIT access).`,
        params: ProjectRefSchema,
        body: TagAssignSchema,
        response: { 200: OkSchema, ...writeErrors },
      },
      handler: async (req) => {
        await service.assign(
          userIdOf(req),
          req.params.id,
          req.body.tag_id,
          String(req.body.query_id),
          assign,
        );
        return { success: true as const };
      },
    });
  }
};
