import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ZodApp } from '../../http/types.ts';
import type { Clock } from '../../lib/clock.ts';
export declare const resultsRoutes: (
  app: ZodApp,
  deps: {
    db: Database;
    clock: Clock;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => void;
