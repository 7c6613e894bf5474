import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
export declare const buildApp: (
  ctx: AppContext,
  options?: {
    logger?: FastifyServerOptions['logger'];
    loggerInstance?: FastifyBaseLogger;
  },
) => Promise<
  Fastify.FastifyInstance<
    Fastify.RawServerDefault,
    import('http').IncomingMessage,
    import('http').ServerResponse<import('http').IncomingMessage>,
    FastifyBaseLogger,
    ZodTypeProvider
  >
>;
