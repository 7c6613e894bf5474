// Reads the bearer access token. Routes that need a user call `requireAuth` as a preHandler.
import { genericMessages } from '@sightline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { unauthorized } from '../lib/http-error.ts';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.ts';
import type { SessionCheck } from '../modules/auth/session-check.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** A valid signature is not enough: the token's session must still be open (not logged out or ended). */
export const createRequireAuth =
  (accessTokens: AccessTokens, sessions: SessionCheck, clock: Clock) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verify(token, clock.now()) : null;
    if (claims === 'expired') throw unauthorized(genericMessages.unauthorized, 'token_expired');
    if (!claims) throw unauthorized(genericMessages.unauthorized);
    if (!(await sessions.isOpen(claims.sessionId, claims.userId))) {
      throw unauthorized(genericMessages.unauthorized, 'session_ended');
    }
    request.auth = claims;
  };

const claimsOf = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized(genericMessages.unauthorized);
  return request.auth;
};

/** The signed-in user's id; only valid behind `requireAuth`. */
export const userIdOf = (request: FastifyRequest) => claimsOf(request).userId;

/** The signed-in session's id; only valid behind `requireAuth`. */
export const sessionIdOf = (request: FastifyRequest) => claimsOf(request).sessionId;

/**
 * A route's rate limit per signed-in user, applied after `requireAuth` (so it knows who), for calls
 * that cost storage (image uploads) rather than guesses.
 */
export const perUserRateLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `user:${request.auth?.userId ?? request.ip}`,
});
