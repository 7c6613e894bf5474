import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ZodApp } from '../../http/types.ts';
export declare const subscriptionRoutes: (
  app: ZodApp,
  deps: {
    db: Database;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => void;
