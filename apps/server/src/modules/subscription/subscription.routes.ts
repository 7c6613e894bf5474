import {
  ApiErrorSchema,
  CheckoutReplySchema,
  CheckoutRequestSchema,
  CountedPromptListSchema,
  InvoiceListSchema,
  PlanSchema,
  PortalReplySchema,
  PortalRequestSchema,
  SubscriptionSchema,
  subscriptionPaths,
} from '@sightline/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { BillingEvents } from './billing-events.ts';
import type { SubscriptionService } from './subscription.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  502: ApiErrorSchema,
};

/** The origin the browser called from (return pages may be on it, as behind the dev server's proxy). */
const requestOrigin = (req: FastifyRequest) => {
  const origin = req.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : null;
};

export const subscriptionRoutes = (
  app: ZodApp,
  deps: {
    subscriptions: SubscriptionService;
    events: BillingEvents;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => {
  const { subscriptions, requireAuth } = deps;
  const tags = ['subscription'];

  app.get(subscriptionPaths.current, {
    preHandler: requireAuth,
    schema: {
      operationId: 'getSubscription',
      summary: 'Get the subscription the caller works under',
      tags,
      response: { 200: SubscriptionSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
    },
    handler: (req) => subscriptions.current(userIdOf(req)),
  });

  app.get(subscriptionPaths.prompts, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listCountedPrompts',
      summary: 'List the prompts the caller’s plan counts, oldest first',
      tags,
      description:
        'Every prompt of the brands the billing owner and their team own. Past a smaller plan’s allowance the newest ones are over it.',
      response: { 200: CountedPromptListSchema, 401: ApiErrorSchema },
    },
    handler: (req) => subscriptions.countedPrompts(userIdOf(req)),
  });

  app.get(subscriptionPaths.plans, {
    schema: {
      operationId: 'listPlans',
      summary: 'List the plans with their prices and limits',
      tags,
      // 400: a path whose percent-encoding does not decode (http/error-handler.ts frameworkErrors).
      response: { 200: z.object({ plans: z.array(PlanSchema) }), 400: ApiErrorSchema },
    },
    handler: async () => ({ plans: await subscriptions.plans() }),
  });

  app.post(subscriptionPaths.checkout, {
    preHandler: requireAuth,
    schema: {
      operationId: 'createCheckout',
      summary: 'Start a checkout for a plan',
      tags,
      description:
        'A checkout page (subscription mode) for a plan; a running subscription moves to the plan instead and checkout_url is the success page.',
      body: CheckoutRequestSchema,
      response: { 200: CheckoutReplySchema, ...errors },
    },
    handler: (req) => subscriptions.checkout(userIdOf(req), req.body, requestOrigin(req)),
  });

  app.post(subscriptionPaths.cancel, {
    preHandler: requireAuth,
    schema: {
      operationId: 'cancelSubscription',
      summary: 'Cancel the subscription at the end of the paid period',
      tags,
      description: 'Cancels at the end of the paid period (status CANCELED until then).',
      response: { 200: SubscriptionSchema, ...errors },
    },
    handler: (req) => subscriptions.cancel(userIdOf(req)),
  });

  app.post(subscriptionPaths.portal, {
    preHandler: requireAuth,
    schema: {
      operationId: 'openBillingPortal',
      summary: 'Open the billing portal',
      tags,
      description: 'The billing portal of the user (invoices, payment methods); 404 before any checkout.',
      // No body at all is the spec store's call (fastify hands that over as null).
      body: PortalRequestSchema.nullish(),
      response: { 200: PortalReplySchema, ...errors },
    },
    handler: (req) => subscriptions.portal(userIdOf(req), req.body?.return_url, requestOrigin(req)),
  });

  app.get(subscriptionPaths.invoices, {
    preHandler: requireAuth,
    schema: {
      operationId: 'listInvoices',
      summary: "List the caller's invoices",
      tags,
      response: { 200: InvoiceListSchema, ...errors },
    },
    handler: (req) => subscriptions.invoices(userIdOf(req)),
  });

  // The signature covers the exact bytes Stripe sent, so this scope keeps the body raw.
  app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    (raw as ZodApp).post(subscriptionPaths.webhook, {
      schema: {
        operationId: 'receiveBillingEvent',
        summary: 'Receive a signed event of the payment provider',
        tags,
        description:
          'Stripe webhook endpoint: events signed with STRIPE_WEBHOOK_SECRET (Stripe-Signature header), applied once per event id.',
        response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema },
      },
      handler: async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        await deps.events.receive(body, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    });
  });
};
