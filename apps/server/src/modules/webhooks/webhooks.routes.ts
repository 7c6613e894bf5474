// Webhooks and email alerts of a brand (issue 19): endpoints with their signing secret, a test
// event, the delivery log with redelivery, and the caller's own email alerts.
import {
  ApiErrorSchema,
  EmailAlertsInputSchema,
  EmailAlertsSchema,
  OkSchema,
  ProjectRefSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryRefSchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointRefSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { WebhookService } from './webhooks.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const webhookRoutes = (
  app: ZodApp,
  deps: { webhooks: WebhookService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { webhooks, requireAuth } = deps;
  const tags = ['webhooks'];

  app.get('/projects/:id/webhooks/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listWebhookEndpoints',
      summary: "List the brand's webhook endpoints",
      tags,
      params: ProjectRefSchema,
      response: { 200: WebhookEndpointListSchema, ...errors },
    },
    handler: (req) => webhooks.list(userIdOf(req), req.params.id),
  });

  app.post('/projects/:id/webhooks/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'createWebhookEndpoint',
      summary: 'Add a webhook endpoint',
      description: 'The reply holds the signing secret; it is not shown again (rotate it to get a new one).',
      tags,
      params: ProjectRefSchema,
      body: WebhookEndpointInputSchema,
      response: { 201: WebhookEndpointWithSecretSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await webhooks.create(userIdOf(req), req.params.id, req.body)),
  });

  app.put('/projects/:id/webhooks/:wid/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'updateWebhookEndpoint',
      summary: "Change a webhook endpoint's URL, format, events or state",
      tags,
      params: WebhookEndpointRefSchema,
      body: WebhookEndpointInputSchema,
      response: { 200: WebhookEndpointSchema, ...errors },
    },
    handler: (req) => webhooks.update(userIdOf(req), req.params.id, req.params.wid, req.body),
  });

  app.delete('/projects/:id/webhooks/:wid/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete a webhook endpoint and its delivery log',
      tags,
      params: WebhookEndpointRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await webhooks.remove(userIdOf(req), req.params.id, req.params.wid);
      return { success: true as const };
    },
  });

  app.post('/projects/:id/webhooks/:wid/rotate-secret/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'rotateWebhookSecret',
      summary: "Replace a webhook endpoint's signing secret",
      tags,
      params: WebhookEndpointRefSchema,
      response: { 200: WebhookEndpointWithSecretSchema, ...errors },
    },
    handler: (req) => webhooks.rotateSecret(userIdOf(req), req.params.id, req.params.wid),
  });

  app.post('/projects/:id/webhooks/:wid/test/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'sendWebhookTest',
      summary: 'Send a test event to a webhook endpoint',
      tags,
      params: WebhookEndpointRefSchema,
      response: { 202: WebhookDeliverySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(202).send(await webhooks.sendTest(userIdOf(req), req.params.id, req.params.wid)),
  });

  app.get('/projects/:id/webhooks/:wid/deliveries/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listWebhookDeliveries',
      summary: "List a webhook endpoint's deliveries, newest first",
      tags,
      params: WebhookEndpointRefSchema,
      querystring: WebhookDeliveriesQuerySchema,
      response: { 200: WebhookDeliveryListSchema, ...errors },
    },
    handler: (req) => webhooks.deliveries(userIdOf(req), req.params.id, req.params.wid, req.query.page),
  });

  app.post('/projects/:id/webhook-deliveries/:did/redeliver/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'redeliverWebhook',
      summary: 'Send a delivery again',
      tags,
      params: WebhookDeliveryRefSchema,
      response: { 202: WebhookDeliverySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(202).send(await webhooks.redeliver(userIdOf(req), req.params.id, req.params.did)),
  });

  app.get('/projects/:id/email-alerts/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getEmailAlerts',
      summary: "Get the caller's email alerts for the brand",
      tags,
      params: ProjectRefSchema,
      response: { 200: EmailAlertsSchema, ...errors },
    },
    handler: (req) => webhooks.emailAlerts(userIdOf(req), req.params.id),
  });

  app.put('/projects/:id/email-alerts/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'setEmailAlerts',
      summary: "Choose the brand's events mailed to the caller",
      tags,
      params: ProjectRefSchema,
      body: EmailAlertsInputSchema,
      response: { 200: EmailAlertsSchema, ...errors },
    },
    handler: (req) => webhooks.setEmailAlerts(userIdOf(req), req.params.id, req.body.events),
  });
};
