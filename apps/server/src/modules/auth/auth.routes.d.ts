import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ZodApp } from '../../http/types.ts';
import { type MediaStore } from '../../http/uploads.ts';
import type { AuthService } from './auth.service.ts';
import type { Captcha } from './captcha.ts';
export declare const authRoutes: (
  app: ZodApp,
  deps: {
    auth: AuthService;
    captcha: Captcha;
    media: MediaStore;
    requireAuth: preHandlerAsyncHookHandler;
    rateLimit: {
      max: number;
      timeWindow: string;
    };
  },
) => void;
