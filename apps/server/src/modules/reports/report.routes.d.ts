import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { ZodApp } from '../../http/types.ts';
import type { ExecutionService } from './execution.service.ts';
export declare const ExecutionStatusSchema: z.ZodObject<
  {
    running: z.ZodBoolean;
    is_running: z.ZodBoolean;
    estimated_time: z.ZodNumber;
    current_execution: z.ZodNullable<
      z.ZodObject<
        {
          id: z.ZodNumber;
          uuid: z.ZodUUID;
          executed_at: z.ZodString;
          status: z.ZodEnum<{
            COMPLETED: 'COMPLETED';
            FAILED: 'FAILED';
            PENDING: 'PENDING';
            RUNNING: 'RUNNING';
          }>;
        },
        z.core.$strip
      >
    >;
    next_execution: z.ZodString;
    queries_on_execution: z.ZodArray<z.ZodNumber>;
    executions: z.ZodArray<
      z.ZodObject<
        {
          id: z.ZodNumber;
          uuid: z.ZodUUID;
          executed_at: z.ZodString;
          status: z.ZodEnum<{
            COMPLETED: 'COMPLETED';
            FAILED: 'FAILED';
            PENDING: 'PENDING';
            RUNNING: 'RUNNING';
          }>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export declare const reportRoutes: (
  app: ZodApp,
  deps: {
    executions: ExecutionService;
    requireAuth: preHandlerAsyncHookHandler;
    env: NodeJS.ProcessEnv;
  },
) => void;
