import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}
export declare const bearerToken: (request: FastifyRequest) => string | null;
export declare const createRequireAuth: (
  accessTokens: AccessTokens,
  clock: Clock,
) => (request: FastifyRequest, _reply: FastifyReply) => Promise<void>;
/** The signed-in user's id; only valid behind `requireAuth`. */
export declare const userIdOf: (request: FastifyRequest) => number;
