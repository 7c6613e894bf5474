// Operator endpoints outside the API: liveness, readiness and Prometheus metrics. Unauthenticated
// and cheap, except /metrics, which answers only with METRICS_TOKEN as a bearer (and 404 when no
// token is configured).
import { timingSafeEqual } from 'node:crypto';
import { genericMessages } from '@sightline/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sha256 } from '../lib/crypto.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Health } from '../observability/health.ts';
import type { Metrics } from '../observability/metrics.ts';
import { sendError } from './error-handler.ts';

const OPERATOR_PATHS = { live: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

// Hashes compared, so the comparison takes the same time whatever the lengths.
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected)));

export const healthRoutes = (
  app: FastifyInstance,
  deps: { health: Health; metrics: Metrics; metricsToken: string | undefined },
) => {
  const hide = { schema: { hide: true } };
  app.get(OPERATOR_PATHS.live, hide, (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(OPERATOR_PATHS.ready, hide, async (_req, reply) => {
    const { ready, checks } = await deps.health.readiness();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  const token = deps.metricsToken;
  app.get(OPERATOR_PATHS.metrics, hide, async (req, reply) => {
    // Without a token there are no metrics (and never the web app's page in their place).
    if (!token) return sendError(reply, new HttpError(404, genericMessages.notFound));
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, new HttpError(401, genericMessages.unauthorized));
    }
    const { body, contentType } = await deps.metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};

/** A worker-only process's own small server: liveness, readiness and its metrics, nothing else. */
export const buildOperatorApp = async (ctx: Pick<AppContext, 'health' | 'metrics' | 'config'>) => {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  healthRoutes(app, { health: ctx.health, metrics: ctx.metrics, metricsToken: ctx.config.metricsToken });
  await app.ready();
  return app;
};
