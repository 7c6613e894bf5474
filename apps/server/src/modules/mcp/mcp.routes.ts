// POST /mcp: the Streamable HTTP MCP endpoint, stateless (a server and transport per request, JSON
// replies, no SSE stream to resume), authenticated by an API key with the same rate limit as /api.
// Browsers may not call it from other sites: a request with a foreign Origin is refused (DNS
// rebinding), and the reply's policy lets nothing load or frame it.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { apiKeyMessages, MCP_PATH } from '@sightline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { bearerToken, type KeyAuthenticator } from '../../http/auth-guard.ts';
import { BASE_SECURITY_HEADERS, DATA_ONLY_POLICY } from '../../http/security-headers.ts';
import { forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import { isApiKey } from '../api-keys/api-keys.service.ts';
import { createMcpServer } from './mcp-server.ts';

const BEARER_CHALLENGE = 'Bearer realm="sightline"';

export const mcpRoutes = (
  app: FastifyInstance,
  deps: { ctx: AppContext; authenticate: KeyAuthenticator },
) => {
  const { ctx, authenticate } = deps;
  const ownOrigin = new URL(ctx.config.publicUrl).origin;

  app.post(MCP_PATH, { schema: { hide: true } }, async (req, reply) => {
    const origin = req.headers.origin;
    if (origin && origin !== ownOrigin) throw forbidden(apiKeyMessages.originRefused);
    const token = bearerToken(req);
    // Every 401 says how to authenticate (RFC 6750): a missing key, and a wrong or revoked one.
    if (!token || !isApiKey(token)) {
      reply.header('www-authenticate', BEARER_CHALLENGE);
      throw unauthorized(apiKeyMessages.keyRequired);
    }
    const identity = await authenticate(req, reply, token).catch((err: unknown) => {
      if (err instanceof HttpError && err.status === 401) {
        reply.header('www-authenticate', `${BEARER_CHALLENGE}, error="invalid_token"`);
      }
      throw err;
    });
    const server = createMcpServer(ctx, identity, req.log);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) reply.raw.setHeader(name, value);
    reply.raw.setHeader('content-security-policy', DATA_ONLY_POLICY);
    reply.raw.setHeader('cache-control', 'no-store');
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });

  // Without sessions there is no stream to open (GET) or session to end (DELETE).
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    schema: { hide: true },
    handler: async (_req, reply) => {
      reply.header('allow', 'POST');
      throw new HttpError(405, apiKeyMessages.mcpPostOnly);
    },
  });
};
