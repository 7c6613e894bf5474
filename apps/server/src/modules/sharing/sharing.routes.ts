// The share calls of spec 2 section 7 (and spec 1 section 7): brand shares and their invitations,
// subscription shares and theirs, the brands of the owner shared with an address, and the grant of one
// more brand to an accepted team member (a path the spec does not show).
import {
  ApiErrorSchema,
  InvitationResponseSchema,
  OkSchema,
  ProjectGrantRequestSchema,
  ProjectInvitationListSchema,
  ProjectRefSchema,
  ProjectShareListSchema,
  ProjectShareRequestSchema,
  ProjectShareSchema,
  SharedProjectEntrySchema,
  SharedProjectListSchema,
  SharedWithUserQuerySchema,
  SharePermissionRequestSchema,
  ShareRefSchema,
  SubscriptionInvitationListSchema,
  SubscriptionShareListSchema,
  SubscriptionShareRequestSchema,
  SubscriptionShareSchema,
  sharingMessages,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { ProjectSharingService } from './project-sharing.service.ts';
import type { SubscriptionSharingService } from './subscription-sharing.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

export const sharingRoutes = (
  app: ZodApp,
  deps: {
    projectSharing: ProjectSharingService;
    subscriptionSharing: SubscriptionSharingService;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => {
  const { projectSharing: brands, subscriptionSharing: team, requireAuth } = deps;
  const tags = ['sharing'];
  const revoked = { success: true as const, message: sharingMessages.revoked };

  app.get('/projects/:id/shares/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listProjectShares',
      summary: "List the brand's shares",
      tags,
      description: "The brand's shares (owner only), newest first; a pending one past its expiry is EXPIRED.",
      params: ProjectRefSchema,
      response: { 200: ProjectShareListSchema, ...errors },
    },
    handler: async (req) => ({ shares: await brands.list(userIdOf(req), req.params.id) }),
  });

  app.post('/projects/:id/share/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'shareProject',
      summary: 'Invite an address to the brand',
      tags,
      description:
        'Shares the brand with an address (owner only): a PENDING invitation, mailed, answerable for INVITATION_DAYS.',
      params: ProjectRefSchema,
      body: ProjectShareRequestSchema,
      response: { 201: ProjectShareSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await brands.share(userIdOf(req), req.params.id, req.body)),
  });

  app.put('/shares/:id/update/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'updateShare',
      summary: "Change a share's permission",
      tags,
      description: 'Changes the permission of an ACCEPTED share (owner of its brand only).',
      params: ShareRefSchema,
      body: SharePermissionRequestSchema,
      response: { 200: ProjectShareSchema, ...errors },
    },
    handler: (req) => brands.updatePermission(userIdOf(req), req.params.id, req.body.permission),
  });

  app.delete('/shares/:id/revoke/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'revokeShare',
      summary: 'Revoke a brand share',
      tags,
      description: 'Revokes a share (owner of its brand only); access ends with the next request.',
      params: ShareRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await brands.revoke(userIdOf(req), req.params.id);
      return revoked;
    },
  });

  app.get('/shares/invitations/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listShareInvitations',
      summary: "List the brand invitations to the caller's address",
      tags,
      description: "Brand invitations waiting for the caller's address.",
      response: { 200: ProjectInvitationListSchema, ...errors },
    },
    handler: async (req) => ({ invitations: await brands.invitations(userIdOf(req)) }),
  });

  app.post('/shares/invitations/:id/respond/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'respondToShareInvitation',
      summary: 'Accept or decline a brand invitation',
      tags,
      params: ShareRefSchema,
      body: InvitationResponseSchema,
      response: { 200: ProjectShareSchema, ...errors },
    },
    handler: (req) => brands.respond(userIdOf(req), req.params.id, req.body),
  });

  app.get('/projects/shared-with-user/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listProjectsSharedWithUser',
      summary: "List the caller's brands shared with an address",
      tags,
      description: "The caller's brands shared with an address: accepted, or invited and not expired.",
      querystring: SharedWithUserQuerySchema,
      response: { 200: SharedProjectListSchema, ...errors },
    },
    handler: async (req) => ({ projects: await brands.sharedWithUser(userIdOf(req), req.query.email) }),
  });

  app.get('/subscription/shares/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listTeamMembers',
      summary: "List the members of the caller's subscription",
      tags,
      description: "The members of the caller's subscription, with the plan's member count and limit.",
      response: { 200: SubscriptionShareListSchema, ...errors },
    },
    handler: (req) => team.list(userIdOf(req)),
  });

  app.post('/subscription/share/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'inviteTeamMember',
      summary: 'Invite a team member with a set of brands',
      tags,
      description:
        "Invites a team member with a set of the caller's brands (VIEW); paid plans only, within the member limit.",
      body: SubscriptionShareRequestSchema,
      response: { 201: SubscriptionShareSchema, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await team.share(userIdOf(req), req.body)),
  });

  app.delete('/subscription/shares/:id/revoke/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'removeTeamMember',
      summary: 'Remove a team member',
      tags,
      description: 'Removes a member: they leave the plan and lose the brands given with it.',
      params: ShareRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await team.revoke(userIdOf(req), req.params.id);
      return revoked;
    },
  });

  app.get('/subscription/shares/invitations/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listTeamInvitations',
      summary: "List the team invitations to the caller's address",
      tags,
      description: "Team invitations waiting for the caller's address.",
      response: { 200: SubscriptionInvitationListSchema, ...errors },
    },
    handler: async (req) => ({ invitations: await team.invitations(userIdOf(req)) }),
  });

  app.post('/subscription/shares/invitations/:id/respond/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'respondToTeamInvitation',
      summary: 'Accept or decline a team invitation',
      tags,
      params: ShareRefSchema,
      body: InvitationResponseSchema,
      response: { 200: SubscriptionShareSchema, ...errors },
    },
    handler: (req) => team.respond(userIdOf(req), req.params.id, req.body),
  });

  app.post('/subscription/shares/:id/grant/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'grantTeamMemberProject',
      summary: 'Give a team member one more brand',
      tags,
      description: 'Gives an accepted member VIEW access to one more brand of the caller.',
      params: ShareRefSchema,
      body: ProjectGrantRequestSchema,
      response: { 201: SharedProjectEntrySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await team.grant(userIdOf(req), req.params.id, String(req.body.project_id))),
  });
};
