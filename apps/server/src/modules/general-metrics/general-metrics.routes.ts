// GET projects/{id}/general-metrics/ (analysis spec 7): the brand-wide metrics, VIEW access.
import {
  ApiErrorSchema,
  GeneralMetricsQuerySchema,
  GeneralMetricsReplySchema,
  ProjectRefSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { GeneralMetricsService } from './general-metrics.service.ts';

export const generalMetricsRoutes = (
  app: ZodApp,
  deps: { generalMetrics: GeneralMetricsService; requireAuth: preHandlerAsyncHookHandler },
) => {
  app.get('/projects/:id/general-metrics/', {
    preHandler: deps.requireAuth,
    schema: {
      operationId: 'getGeneralMetrics',
      summary: "Get the brand's general metrics over a range",
      tags: ['general-metrics'],
      description:
        'Mentions, AI visits and citations per provider (with the change against the previous period of equal length), ' +
        'their series, top cited domains, top competitors and share of voice over time. time_range (7d, 30d, 90d, 6m, 1y, custom; ' +
        'default 30d) or start_date and end_date (YYYY-MM-DD); providers (engine codes) and tags (tag ids) repeated.',
      params: ProjectRefSchema,
      querystring: GeneralMetricsQuerySchema,
      response: {
        200: GeneralMetricsReplySchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
      },
    },
    handler: (req) => deps.generalMetrics.get(userIdOf(req), req.params.id, req.query),
  });
};
