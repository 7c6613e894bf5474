// Reads the bearer access token. Routes that need a user call `requireAuth` as a preHandler.
import { genericMessages } from '@sightline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { unauthorized } from '../lib/http-error.ts';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

export const createRequireAuth =
  (accessTokens: AccessTokens, clock: Clock) => async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verify(token, clock.now()) : null;
    if (!claims) throw unauthorized(genericMessages.unauthorized);
    request.auth = claims;
  };

/** The signed-in user's id; only valid behind `requireAuth`. */
export const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized(genericMessages.unauthorized);
  return request.auth.userId;
};
