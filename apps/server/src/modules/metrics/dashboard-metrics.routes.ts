// GET projects/dashboard-metrics/ (spec 1 section 7): the brand list's metrics.
import { ApiErrorSchema, DashboardMetricsReplySchema } from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { DashboardMetricsService } from './dashboard-metrics.service.ts';

export const dashboardMetricsRoutes = (
  app: ZodApp,
  deps: { dashboardMetrics: DashboardMetricsService; requireAuth: preHandlerAsyncHookHandler },
) => {
  app.get('/projects/dashboard-metrics/', {
    preHandler: deps.requireAuth,
    schema: {
      operationId: 'listDashboardMetrics',
      summary: "Get the last 24 hours' metrics of the caller's brands",
      tags: ['projects'],
      description:
        'Per brand uuid: the last 24 hours against the 24 before, ending now (answers of completed reports, AI referral visits).',
      response: { 200: DashboardMetricsReplySchema, 401: ApiErrorSchema },
    },
    handler: async (req) => ({ metrics: await deps.dashboardMetrics.forUser(userIdOf(req)) }),
  });
};
