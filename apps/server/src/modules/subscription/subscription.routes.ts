import {
  ApiErrorSchema,
  genericMessages,
  PlanSchema,
  SubscriptionSchema,
  subscriptionPaths,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { presentPlan, presentSubscription } from './subscription.presenter.ts';
import { subscriptionRepo } from './subscription.repo.ts';

export const subscriptionRoutes = (
  app: ZodApp,
  deps: { db: Database; requireAuth: preHandlerAsyncHookHandler },
) => {
  const tags = ['subscription'];

  app.get(subscriptionPaths.current, {
    preHandler: deps.requireAuth,
    schema: { tags, response: { 200: SubscriptionSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } },
    handler: async (req) => {
      const sub = await subscriptionRepo.forUser(deps.db, userIdOf(req));
      if (!sub) throw notFound(genericMessages.notFound);
      return presentSubscription(sub);
    },
  });

  app.get(subscriptionPaths.plans, {
    schema: { tags, response: { 200: z.object({ plans: z.array(PlanSchema) }) } },
    handler: async () => ({ plans: (await subscriptionRepo.plans(deps.db)).map(presentPlan) }),
  });
};
