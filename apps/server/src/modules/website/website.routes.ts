import { AnalyzeWebsiteRequestSchema, ApiErrorSchema, WebsiteSuggestionsSchema } from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ZodApp } from '../../http/types.ts';
import { type AnalyzeWebsiteDeps, analyzeWebsite } from './analyze-website.ts';

export const websiteRoutes = (
  app: ZodApp,
  deps: {
    analyzer: AnalyzeWebsiteDeps;
    requireAuth: preHandlerAsyncHookHandler;
    rateLimit: { max: number; timeWindow: string };
  },
) => {
  app.post('/projects/analyze-website/', {
    preHandler: deps.requireAuth,
    config: { rateLimit: deps.rateLimit },
    schema: {
      operationId: 'analyzeWebsite',
      summary: "Suggest a brand's details and prompts from its website",
      tags: ['projects'],
      description:
        'Reads the site (home, about, pricing, products) and suggests ranking and accuracy prompts.',
      body: AnalyzeWebsiteRequestSchema,
      response: {
        200: WebsiteSuggestionsSchema,
        400: ApiErrorSchema,
        401: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    handler: (req) => analyzeWebsite(req.body, deps.analyzer),
  });
};
