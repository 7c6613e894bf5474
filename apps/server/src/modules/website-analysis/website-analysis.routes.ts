// Website analysis calls: the dashboard (spec 7), the tracking key and installation check of a brand,
// and the public collect endpoints the snippet and server-side shippers post to.
import {
  ApiErrorSchema,
  BrowserCollectSchema,
  COLLECT_LIMITS,
  CollectReplySchema,
  IngestKeyCreatedSchema,
  InstallationCheckSchema,
  websiteAnalysisMessages as m,
  ProjectRefSchema,
  websiteAnalysisPaths as paths,
  ServerIngestSchema,
  TrackingSettingsSchema,
  WebsiteDashboardQuerySchema,
  WebsiteDashboardSchema,
} from '@sightline/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { WebsiteAnalysisService } from './website-analysis.service.ts';

const tags = ['website-analysis'];
const readErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const collectErrors = {
  400: ApiErrorSchema,
  403: ApiErrorSchema,
  413: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

const bearerKey = (req: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

/** Any site may post (no credentials are involved); preflights of JSON or keyed requests pass. */
const allowAnyOrigin = (reply: FastifyReply) =>
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'POST, OPTIONS')
    .header('access-control-allow-headers', 'content-type, authorization')
    .header('access-control-max-age', '86400');

/** The public endpoints: CORS on every reply (errors too), and JSON also sent as text/plain. */
const collectRoutes = (
  app: ZodApp,
  deps: { websiteAnalysis: WebsiteAnalysisService; collectPerMinute: number; ingestPerMinute: number },
) => {
  const { websiteAnalysis } = deps;
  app.addHook('onSend', async (_req, reply) => {
    allowAnyOrigin(reply);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, m.invalidJson), undefined);
    }
  });
  for (const path of [paths.collect, paths.ingest]) {
    app.options(path, { schema: { hide: true } }, (_req, reply) => reply.code(204).send());
  }

  app.post(paths.collect, {
    bodyLimit: COLLECT_LIMITS.browserBodyBytes,
    config: { rateLimit: { max: deps.collectPerMinute, timeWindow: '1 minute' } },
    schema: {
      operationId: 'collectPageViews',
      summary: 'Page views from the tracking snippet',
      tags,
      security: [],
      description:
        "Public, keyed by the brand's tracking key. The browser's user agent and address come with the request; " +
        'the address is only hashed with a salt of the day. Events are stored once per id, before the 202. Page views ' +
        'only: AI crawlers are counted from the ingest endpoint. Body as JSON or text/plain JSON.',
      body: BrowserCollectSchema,
      response: { 202: CollectReplySchema, ...collectErrors },
    },
    handler: async (req, reply) => {
      const userAgent = req.headers['user-agent'] ?? '';
      const events = req.body.events.map((e) => ({ ...e, userAgent, ip: req.ip }));
      return reply.code(202).send(await websiteAnalysis.collect(req.body.key, events));
    },
  });

  app.post(paths.ingest, {
    bodyLimit: COLLECT_LIMITS.serverBodyBytes,
    config: {
      rateLimit: {
        // A request whose key this process knows counts against its brand; any other (a key not
        // yet seen, made up, or sent in the body) against its address, at the snippet's rate, so
        // random keys neither make buckets nor look-ups beyond that.
        keyGenerator: (req: FastifyRequest) =>
          websiteAnalysis.rateBucketOf(bearerKey(req), 'server') ?? `ingest-address:${req.ip}`,
        max: async (_req: FastifyRequest, bucket: string) =>
          bucket.startsWith('ingest-address:') ? deps.collectPerMinute : deps.ingestPerMinute,
        timeWindow: '1 minute',
      },
    },
    schema: {
      operationId: 'ingestServerEvents',
      summary: "Requests seen by the site's server (AI crawlers)",
      tags,
      security: [],
      description:
        "Keyed by the brand's secret ingest key in `Authorization: Bearer <ingest key>` (or `key` in the body; the " +
        'public snippet key is refused here): up to 500 requests from a middleware, an access-log shipper or an edge ' +
        'worker, each with its user agent and client address (used to verify crawlers and hashed, never stored). ' +
        'Without an id, one is derived from the event, so a resent log line counts once. A 202 means the events are stored.',
      body: ServerIngestSchema,
      response: { 202: CollectReplySchema, ...collectErrors },
    },
    handler: async (req, reply) => {
      const key = bearerKey(req) ?? req.body.key;
      if (!key) throw new HttpError(400, m.keyRequired, { errors: { key: [m.keyRequired] } });
      const events = req.body.events.map(({ user_agent, ...e }) => ({ ...e, userAgent: user_agent }));
      return reply.code(202).send(await websiteAnalysis.ingest(key, events));
    },
  });
};

export const websiteAnalysisRoutes = (
  app: ZodApp,
  deps: {
    websiteAnalysis: WebsiteAnalysisService;
    requireAuth: preHandlerAsyncHookHandler;
    collectPerMinute: number;
    ingestPerMinute: number;
  },
) => {
  const { websiteAnalysis, requireAuth } = deps;

  app.get('/website-analysis/:id/dashboard/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getWebsiteDashboard',
      summary: 'Website analysis dashboard',
      tags,
      description:
        'Visits of the range (time_range 7d, 30d, 90d, 6m, 1y or custom with start_date and end_date; default 30d): ' +
        'statistics with their change against the previous period, Visits Over Time, Visits by Source, Most Popular ' +
        'Pages, AI crawler fetches by purpose and bot, and one page of Recent Visits (page, page_size, endpoint_filter ' +
        'searches page URLs).',
      params: ProjectRefSchema,
      querystring: WebsiteDashboardQuerySchema,
      response: { 200: WebsiteDashboardSchema, ...readErrors, 403: ApiErrorSchema },
    },
    handler: (req) => websiteAnalysis.dashboard(userIdOf(req), req.params.id, req.query),
  });

  app.get('/website-analysis/:id/tracking/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getWebsiteTracking',
      summary: "The brand's tracking key and snippet",
      tags,
      description: 'The tracking key, the snippet and the endpoints to send visits to (VIEW access).',
      params: ProjectRefSchema,
      response: { 200: TrackingSettingsSchema, ...readErrors, 403: ApiErrorSchema },
    },
    handler: (req) => websiteAnalysis.tracking(userIdOf(req), req.params.id),
  });

  app.post('/website-analysis/:id/tracking/rotate/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'rotateWebsiteTrackingKey',
      summary: "Replaces the brand's tracking key",
      tags,
      description:
        'A new tracking key (EDIT access); the old one stops working (within 30 seconds on every server process).',
      params: ProjectRefSchema,
      response: { 200: TrackingSettingsSchema, ...readErrors, 403: ApiErrorSchema },
    },
    handler: (req) => websiteAnalysis.rotateKey(userIdOf(req), req.params.id),
  });

  app.post('/website-analysis/:id/tracking/ingest-key/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'rotateWebsiteIngestKey',
      summary: "Creates the brand's secret ingest key",
      tags,
      description:
        'A new secret key for server-side ingest (EDIT access), replacing any earlier one at once. Only its hash is ' +
        'kept: the reply is the only time the key is shown.',
      params: ProjectRefSchema,
      response: { 200: IngestKeyCreatedSchema, ...readErrors, 403: ApiErrorSchema },
    },
    handler: (req) => websiteAnalysis.rotateIngestKey(userIdOf(req), req.params.id),
  });

  app.get('/website-analysis/:id/installation/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'checkWebsiteInstallation',
      summary: 'Whether a visit has arrived',
      tags,
      description: 'The latest recorded event of the brand, if any (the "check installation" button).',
      params: ProjectRefSchema,
      response: { 200: InstallationCheckSchema, ...readErrors, 403: ApiErrorSchema },
    },
    handler: (req) => websiteAnalysis.installation(userIdOf(req), req.params.id),
  });

  app.register(async (scope) => collectRoutes(scope as unknown as ZodApp, deps));
};
