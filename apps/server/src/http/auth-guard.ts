// Who is calling. A bearer token is either the web app's short-lived access token (a JWT whose session
// must still be open) or an API key (`sl_api_…`). Keys are read for every /api request by `apiKeyAuth`
// (an onRequest hook: before validation, so a refused write is a 403 whatever its body), which also
// rate-limits the key and refuses a read-only key's writes; `requireAuth` then admits either.
import { type ApiKeyScope, apiKeyMessages, genericMessages } from '@sightline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.ts';
import { type ApiKeyService, isApiKey, type KeyIdentity } from '../modules/api-keys/api-keys.service.ts';
import type { AccessTokens } from '../modules/auth/access-token.ts';
import type { SessionCheck } from '../modules/auth/session-check.ts';

interface RequestAuth {
  userId: number;
  uuid: string;
  /** The browser session behind an access token; null for an API key. */
  sessionId: string | null;
  key: { id: number; scope: ApiKeyScope } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** A valid signature is not enough: the token's session must still be open (not logged out or ended). */
export const createRequireAuth =
  (accessTokens: AccessTokens, sessions: SessionCheck, clock: Clock) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.auth?.key) return;
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verify(token, clock.now()) : null;
    if (claims === 'expired') throw unauthorized(genericMessages.unauthorized, 'token_expired');
    if (!claims) throw unauthorized(genericMessages.unauthorized);
    if (!(await sessions.isOpen(claims.sessionId, claims.userId))) {
      throw unauthorized(genericMessages.unauthorized, 'session_ended');
    }
    request.auth = { ...claims, key: null };
  };

/**
 * The key's identity, counted against its rate limit; 401 for an unknown or revoked key, 429 past the
 * limit. Shared by the /api hook and the MCP endpoint, so a key has one budget for both.
 */
export const createKeyAuthenticator = (app: FastifyInstance, apiKeys: ApiKeyService, perMinute: number) => {
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (req) => `api-key:${req.auth?.key?.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<KeyIdentity> => {
    const identity = await apiKeys.authenticate(token);
    if (!identity) throw unauthorized(genericMessages.unauthorized);
    request.auth = {
      userId: identity.userId,
      uuid: identity.uuid,
      sessionId: null,
      key: { id: identity.keyId, scope: identity.scope },
    };
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', verdict.ttlInSeconds);
      throw new HttpError(429, apiKeyMessages.rateLimited);
    }
    return identity;
  };
};

export type KeyAuthenticator = ReturnType<typeof createKeyAuthenticator>;

/** The /api onRequest hook: authenticates a key when one is sent; read-only keys only read. */
export const apiKeyAuth =
  (authenticate: KeyAuthenticator) => async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token || !isApiKey(token)) return;
    const identity = await authenticate(request, reply, token);
    if (identity.scope === 'read' && !READ_METHODS.has(request.method)) {
      throw forbidden(apiKeyMessages.readOnlyKey);
    }
  };

/**
 * The onRequest hook of routes a key must not reach (it runs after `apiKeyAuth`, before validation):
 * managing keys (a key cannot mint keys) and the password, which need the person at a browser.
 */
export const requireBrowserSession = async (request: FastifyRequest) => {
  if (request.auth?.key) throw forbidden(apiKeyMessages.sessionRequired);
};

const authOf = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized(genericMessages.unauthorized);
  return request.auth;
};

/** The signed-in user's id; only valid behind `requireAuth`. */
export const userIdOf = (request: FastifyRequest) => authOf(request).userId;

/** The signed-in session's id; only valid behind `requireBrowserSession` and `requireAuth`. */
export const sessionIdOf = (request: FastifyRequest) => {
  const { sessionId } = authOf(request);
  if (!sessionId) throw forbidden(apiKeyMessages.sessionRequired);
  return sessionId;
};

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
