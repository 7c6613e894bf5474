import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ZodApp } from '../../http/types.ts';
import type { PromptService } from './prompt.service.ts';
export declare const promptRoutes: (
  app: ZodApp,
  deps: {
    prompts: PromptService;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => void;
