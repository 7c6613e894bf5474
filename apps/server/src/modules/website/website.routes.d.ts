import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ZodApp } from '../../http/types.ts';
import { type AnalyzeWebsiteDeps } from './analyze-website.ts';
export declare const websiteRoutes: (
  app: ZodApp,
  deps: {
    analyzer: AnalyzeWebsiteDeps;
    requireAuth: preHandlerAsyncHookHandler;
    rateLimit: {
      max: number;
      timeWindow: string;
    };
  },
) => void;
