// Builds the HTTP application: plugins, API routes under /api, media files and the web app.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import scalarReference from '@scalar/fastify-api-reference';
import { API_PREFIX, filePaths, genericMessages, MCP_PATH, websiteAnalysisPaths } from '@sightline/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/http-error.ts';
import { answerImportRoutes } from '../modules/answer-imports/answer-imports.routes.ts';
import { apiKeyRoutes } from '../modules/api-keys/api-keys.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { knownCompetitorRoutes } from '../modules/competitors/known-competitors.routes.ts';
import { contentRoutes } from '../modules/content/content.routes.ts';
import { customReportRoutes } from '../modules/custom-reports/custom-report.routes.ts';
import { evidenceRoutes } from '../modules/evidence/evidence.routes.ts';
import { faviconRoutes } from '../modules/favicons/favicon.routes.ts';
import { generalMetricsRoutes } from '../modules/general-metrics/general-metrics.routes.ts';
import { keywordRoutes } from '../modules/keywords/keywords.routes.ts';
import { mcpRoutes } from '../modules/mcp/mcp.routes.ts';
import { dashboardMetricsRoutes } from '../modules/metrics/dashboard-metrics.routes.ts';
import { notificationRoutes } from '../modules/notifications/notification.routes.ts';
import { projectRoutes } from '../modules/projects/project.routes.ts';
import { promptDashboardRoutes } from '../modules/prompt-dashboards/prompt-dashboards.routes.ts';
import { promptRoutes } from '../modules/prompts/prompt.routes.ts';
import { recommendationRoutes } from '../modules/recommendations/recommendations.routes.ts';
import { reportRoutes } from '../modules/reports/report.routes.ts';
import { resultsRoutes } from '../modules/results/results.routes.ts';
import { sharingRoutes } from '../modules/sharing/sharing.routes.ts';
import { localBillingRoutes } from '../modules/subscription/local-billing.routes.ts';
import { readOnlyPolicy } from '../modules/subscription/read-only-policy.ts';
import { subscriptionRoutes } from '../modules/subscription/subscription.routes.ts';
import { tagRoutes } from '../modules/tags/tag.routes.ts';
import { webhookRoutes } from '../modules/webhooks/webhooks.routes.ts';
import { websiteAnalyzerDeps } from '../modules/website/analyze-website.ts';
import { websiteRoutes } from '../modules/website/website.routes.ts';
import { TRACKER_SCRIPT } from '../modules/website-analysis/tracker-script.ts';
import { websiteAnalysisRoutes } from '../modules/website-analysis/website-analysis.routes.ts';
import { apiKeyAuth, createKeyAuthenticator, createRequireAuth } from './auth-guard.ts';
import { frameworkErrors, registerErrorHandling, sendError } from './error-handler.ts';
import { healthRoutes } from './health.routes.ts';
import { fitOpenApi30, openApiDocument } from './openapi.ts';
import { apiDocsPolicy, appPolicy, BASE_SECURITY_HEADERS, DATA_ONLY_POLICY } from './security-headers.ts';
import type { ZodApp } from './types.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_KEY } from './uploads.ts';
import { refuseIllFormedInput } from './well-formed-input.ts';

const ONE_YEAR_SECONDS = 31_536_000;

export const buildApp = async (
  ctx: AppContext,
  options: { logger?: FastifyServerOptions['logger']; loggerInstance?: FastifyBaseLogger } = {},
) => {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
    // One line per request drowns the worker and startup logs; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  app.addHook('preValidation', refuseIllFormedInput);
  // By route pattern (never the raw URL: ids would make a series per brand); unmatched as one.
  app.addHook('onResponse', async (req, reply) => {
    ctx.metrics.request(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime);
  });

  const policy = appPolicy({
    images: ctx.config.s3?.publicUrl ? [new URL(ctx.config.s3.publicUrl).origin] : [],
    widgets: ctx.config.widgetHosts,
  });
  const docsPrefix = `${API_PREFIX}/docs`;
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(BASE_SECURITY_HEADERS);
    const docsPage =
      req.url.startsWith(docsPrefix) &&
      typeof payload === 'string' &&
      String(reply.getHeader('content-type')).startsWith('text/html');
    const mcp = req.url === MCP_PATH || req.url.startsWith(`${MCP_PATH}?`);
    reply.header(
      'content-security-policy',
      docsPage ? apiDocsPolicy(payload) : mcp ? DATA_ONLY_POLICY : policy,
    );
  });

  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(fastifySwagger, {
    openapi: openApiDocument,
    transform: jsonSchemaTransform,
    transformObject: (doc) => fitOpenApi30('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
  });

  const requireAuth = createRequireAuth(ctx.accessTokens, ctx.sessions, ctx.clock);
  const authenticateKey = createKeyAuthenticator(app, ctx.apiKeys, ctx.config.apiKeyRateLimitPerMinute);
  await app.register(
    async (api) => {
      const zapi = api as unknown as ZodApp;
      // JSON replies of the API, compressed once they pass 1 KB (tiny ones, like the ingest
      // endpoints' acknowledgements, gain less than they cost). Only here: the MCP endpoint streams
      // and the web app's files are compressed at build time.
      await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
      api.addHook('onRequest', apiKeyAuth(authenticateKey));
      // Before any route: it wraps every write route declared below.
      api.addHook('onRoute', readOnlyPolicy({ db: ctx.db, limits: ctx.limits }));
      authRoutes(zapi, {
        auth: ctx.auth,
        account: ctx.account,
        captcha: ctx.captcha,
        requireAuth,
        rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' },
        uploadsPerMinute: ctx.config.uploadRateLimitPerMinute,
      });
      apiKeyRoutes(zapi, { apiKeys: ctx.apiKeys, requireAuth });
      subscriptionRoutes(zapi, { subscriptions: ctx.subscriptions, events: ctx.billing.events, requireAuth });
      if (ctx.billing.local) localBillingRoutes(zapi, { localBilling: ctx.billing.local });
      projectRoutes(zapi, {
        projects: ctx.projects,
        requireAuth,
        uploadsPerMinute: ctx.config.uploadRateLimitPerMinute,
      });
      sharingRoutes(zapi, {
        projectSharing: ctx.projectSharing,
        subscriptionSharing: ctx.subscriptionSharing,
        requireAuth,
      });
      promptRoutes(zapi, { prompts: ctx.prompts, requireAuth });
      reportRoutes(zapi, { executions: ctx.executions, requireAuth, engines: ctx.config.engines.settings });
      dashboardMetricsRoutes(zapi, { dashboardMetrics: ctx.dashboardMetrics, requireAuth });
      notificationRoutes(zapi, { notifications: ctx.notifications, requireAuth });
      resultsRoutes(zapi, {
        queryResults: ctx.queryResults,
        insights: ctx.insights,
        reports: ctx.reportDocuments,
        requireAuth,
      });
      promptDashboardRoutes(zapi, { dashboards: ctx.dashboards, requireAuth });
      tagRoutes(zapi, { tags: ctx.tags, requireAuth });
      knownCompetitorRoutes(zapi, { knownCompetitors: ctx.knownCompetitors, requireAuth });
      evidenceRoutes(zapi, { evidence: ctx.evidence, requireAuth });
      answerImportRoutes(zapi, { answerImports: ctx.answerImports, requireAuth });
      generalMetricsRoutes(zapi, { generalMetrics: ctx.generalMetrics, requireAuth });
      keywordRoutes(zapi, { keywords: ctx.keywords, requireAuth });
      webhookRoutes(zapi, { webhooks: ctx.webhooks, requireAuth });
      websiteAnalysisRoutes(zapi, {
        websiteAnalysis: ctx.websiteAnalysis,
        requireAuth,
        collectPerMinute: ctx.config.visits.collectPerMinute,
        ingestPerMinute: ctx.config.visits.ingestPerMinute,
      });
      customReportRoutes(zapi, { customReports: ctx.customReports, requireAuth });
      contentRoutes(zapi, {
        content: ctx.content,
        requireAuth,
        appConfig: ctx.config,
        uploadsPerMinute: ctx.config.uploadRateLimitPerMinute,
      });
      recommendationRoutes(zapi, { recommendations: ctx.recommendations, requireAuth });
      // A page may show a hundred sources; each domain is fetched from its site at most once.
      faviconRoutes(zapi, { favicons: ctx.favicons, rateLimit: { max: 600, timeWindow: '1 minute' } });
      websiteRoutes(zapi, {
        analyzer: websiteAnalyzerDeps(ctx.config, api.log),
        requireAuth,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      });
    },
    { prefix: API_PREFIX },
  );
  mcpRoutes(app, { ctx, authenticate: authenticateKey });
  await app.register(scalarReference, {
    routePrefix: `${API_PREFIX}/docs`,
    // Its default fonts come from Scalar's CDN, which the page's policy does not allow.
    configuration: { withDefaultFonts: false },
  });

  // The tracking snippet's script: loaded by other sites with a plain script tag.
  app.get(websiteAnalysisPaths.script, { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(TRACKER_SCRIPT),
  );
  healthRoutes(app, { health: ctx.health, metrics: ctx.metrics, metricsToken: ctx.config.metricsToken });
  // Visits still buffered are written before the database closes.
  app.addHook('onClose', async () => ctx.visitWriter.stop());

  const media = ctx.media;
  if (media.root) {
    await mkdir(media.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: media.root,
      prefix: filePaths.media,
      decorateReply: false,
      index: false,
      // Media names are random and never reused, so clients may cache them for good.
      maxAge: ONE_YEAR_SECONDS * 1000,
      immutable: true,
    });
  } else {
    // Object storage: /media/<key> keeps working, with the same caching, by proxying GetObject.
    app.get(`${filePaths.media}*`, { schema: { hide: true } }, async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const found = MEDIA_KEY.test(key) ? await media.read(key) : null;
      if (!found) return reply.callNotFound();
      reply.header('cache-control', MEDIA_CACHE_CONTROL).type(found.contentType);
      if (found.etag) reply.header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified);
      return reply.send(found.body);
    });
  }

  const webIndex = path.join(ctx.config.webDist, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The .br and .gz written beside each file by the build, sent to browsers that accept them.
      preCompressed: true,
      // Source maps give the app's source away: served only when configured.
      allowedPath: (pathName) => ctx.config.serveSourceMaps || !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi =
      req.url === API_PREFIX || req.url.startsWith(`${API_PREFIX}/`) || req.url.startsWith(filePaths.media);
    // A missing asset (or a source map not served) is a 404, never the app's page in its place; so is
    // a well-known document (OAuth discovery of MCP clients): a page there reads as a broken server.
    const isAsset = req.url.startsWith('/assets/') || req.url.startsWith('/.well-known/');
    if (isApi || isAsset || req.method !== 'GET' || !hasWeb) {
      return sendError(reply, new HttpError(404, genericMessages.notFound));
    }
    // Client-side routes: the web app renders them, including its own 404 screen.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', ctx.config.webDist);
  });

  return app;
};
