import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { ZodApp } from '../../http/types.ts';
import { type MediaStore } from '../../http/uploads.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProjectService } from './project.service.ts';
export declare const projectRoutes: (
  app: ZodApp,
  deps: {
    db: Database;
    clock: Clock;
    projects: ProjectService;
    media: MediaStore;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => void;
