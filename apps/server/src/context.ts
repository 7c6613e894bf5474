// Everything a request or job needs, built once per process (and once per test).
import type { EngineCode } from '@sightline/contracts';
import { createLocalProvider } from './billing/local-provider.ts';
import type { PaymentProvider } from './billing/provider.ts';
import { createStripeProvider } from './billing/stripe-provider.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { loadAppSecret } from './db/settings.ts';
import { createEngines, type EngineAdapter } from './engines/index.ts';
import { createS3MediaStore } from './http/s3-media-store.ts';
import { createMediaStore, type MediaStore } from './http/uploads.ts';
import type { AnyJob, JobQueue } from './jobs/queue.ts';
import { startQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import { languageModelFor } from './lib/llm-model.ts';
import { createMailService, type MailService } from './mail/mail.service.ts';
import { fileTransport, type MailTransport, mailDir, smtpTransport } from './mail/transport.ts';
import {
  type AnswerImportService,
  createAnswerImportService,
} from './modules/answer-imports/answer-imports.service.ts';
import { type ApiKeyService, createApiKeyService } from './modules/api-keys/api-keys.service.ts';
import { type AccessTokens, createAccessTokens } from './modules/auth/access-token.ts';
import { type AccountService, createAccountService } from './modules/auth/account.service.ts';
import { type AuthService, createAuthService } from './modules/auth/auth.service.ts';
import { type Captcha, createCaptcha } from './modules/auth/captcha.ts';
import { createSessionCheck, type SessionCheck } from './modules/auth/session-check.ts';
import {
  createKnownCompetitorService,
  type KnownCompetitorService,
} from './modules/competitors/known-competitors.service.ts';
import { seedContentOnce } from './modules/content/content.repo.ts';
import { type ContentService, createContentService } from './modules/content/content.service.ts';
import {
  type CustomReportService,
  createCustomReportService,
} from './modules/custom-reports/custom-report.service.ts';
import { createAnalysisWriter } from './modules/custom-reports/report-analysis.ts';
import { reportSections } from './modules/custom-reports/report-sections.ts';
import { createEvidenceService, type EvidenceService } from './modules/evidence/evidence.service.ts';
import {
  createFaviconService,
  type FaviconService,
  type FaviconServiceDeps,
} from './modules/favicons/favicon.service.ts';
import {
  createGeneralMetricsService,
  type GeneralMetricsService,
} from './modules/general-metrics/general-metrics.service.ts';
import { createKeywordJobs, type KeywordJobs } from './modules/keywords/keyword-jobs.ts';
import { createKeywordService, type KeywordService } from './modules/keywords/keywords.service.ts';
import { createLlmKeywordPrompts } from './modules/keywords/llm-keyword-prompts.ts';
import { createVolumeProvider } from './modules/keywords/volume-provider.ts';
import {
  createDashboardMetricsService,
  type DashboardMetricsService,
} from './modules/metrics/dashboard-metrics.service.ts';
import {
  createNotificationService,
  type NotificationService,
} from './modules/notifications/notification.service.ts';
import { createProjectService, type ProjectService } from './modules/projects/project.service.ts';
import {
  createPromptDashboardService,
  type PromptDashboardService,
} from './modules/prompt-dashboards/prompt-dashboards.service.ts';
import { createPromptService, type PromptService } from './modules/prompts/prompt.service.ts';
import { createLlmRecommendationProse } from './modules/recommendations/llm-recommendations.ts';
import {
  createRecommendationJobs,
  type RecommendationJobs,
} from './modules/recommendations/recommendation-jobs.ts';
import {
  createRecommendationService,
  type RecommendationService,
} from './modules/recommendations/recommendations.service.ts';
import { createExecutionService, type ExecutionService } from './modules/reports/execution.service.ts';
import { accuracyJudgeFor } from './modules/reports/llm-accuracy-judge.ts';
import { createReportJobs, type ReportJobs } from './modules/reports/report-jobs.ts';
import { createInsightsService, type InsightsService } from './modules/results/insights.service.ts';
import {
  createQueryResultsService,
  type QueryResultsService,
} from './modules/results/query-results.service.ts';
import {
  createReportDocumentService,
  type ReportDocumentService,
} from './modules/results/report-document.service.ts';
import { createRetentionService, type RetentionService } from './modules/retention/retention.service.ts';
import {
  createProjectSharingService,
  type ProjectSharingService,
} from './modules/sharing/project-sharing.service.ts';
import {
  createSubscriptionSharingService,
  type SubscriptionSharingService,
} from './modules/sharing/subscription-sharing.service.ts';
import { type BillingEvents, createBillingEvents } from './modules/subscription/billing-events.ts';
import { createLimits, type Limits } from './modules/subscription/limits.ts';
import {
  createLocalBillingService,
  type LocalBillingService,
} from './modules/subscription/local-billing.service.ts';
import {
  createSubscriptionService,
  type SubscriptionService,
} from './modules/subscription/subscription.service.ts';
import { createTagService, type TagService } from './modules/tags/tag.service.ts';
import { type AlertJobs, createAlertJobs } from './modules/webhooks/alert-jobs.ts';
import { createWebhookService, type WebhookService } from './modules/webhooks/webhooks.service.ts';
import { vendoredClassifier } from './modules/website-analysis/classifier.ts';
import { createVisitWriter, type VisitWriter } from './modules/website-analysis/visit-writer.ts';
import {
  createWebsiteAnalysisService,
  type WebsiteAnalysisService,
} from './modules/website-analysis/website-analysis.service.ts';
import { createHealth, type Health } from './observability/health.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';

export interface Logger {
  info(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  queue: JobQueue;
  mail: MailService;
  media: MediaStore;
  captcha: Captcha;
  accessTokens: AccessTokens;
  sessions: SessionCheck;
  /** API keys: their management and the lookup of requests that send one. */
  apiKeys: ApiKeyService;
  auth: AuthService;
  /** The account's data as a whole: its export and its deletion. */
  account: AccountService;
  projects: ProjectService;
  /** Brands shared with other users, and their invitations. */
  projectSharing: ProjectSharingService;
  /** Subscriptions shared with team members, and their invitations. */
  subscriptionSharing: SubscriptionSharingService;
  prompts: PromptService;
  tags: TagService;
  knownCompetitors: KnownCompetitorService;
  /** Answers with the spans of their reading, and users' corrections of readings. */
  evidence: EvidenceService;
  /** Answers captured in the engines' own apps: import and comparison with API answers. */
  answerImports: AnswerImportService;
  /** Favicons of cited domains, fetched once from their sites and cached. */
  favicons: FaviconService;
  dashboards: PromptDashboardService;
  generalMetrics: GeneralMetricsService;
  /** Plan limits and read-only accounts: every write that creates something asks it. */
  limits: Limits;
  subscriptions: SubscriptionService;
  billing: {
    provider: PaymentProvider;
    /** Set when no Stripe keys are configured: its test-mode pages are served. */
    local: LocalBillingService | null;
    events: BillingEvents;
  };
  dashboardMetrics: DashboardMetricsService;
  notifications: NotificationService;
  queryResults: QueryResultsService;
  insights: InsightsService;
  reportDocuments: ReportDocumentService;
  engines: Record<EngineCode, EngineAdapter>;
  reportJobs: ReportJobs;
  executions: ExecutionService;
  keywords: KeywordService;
  keywordJobs: KeywordJobs;
  /** Events of finished executions, their webhook deliveries and alert mails. */
  alertJobs: AlertJobs;
  webhooks: WebhookService;
  websiteAnalysis: WebsiteAnalysisService;
  /** Buffers collected visits and writes them in batches; stopped (and flushed) with the app. */
  visitWriter: VisitWriter;
  /** Tutorials, FAQs, services and service requests; admins manage them. */
  content: ContentService;
  /** Printable reports of a brand over a chosen period. */
  customReports: CustomReportService;
  /** The AI agent tab, implemented changes, recommendation runs and their effect. */
  recommendations: RecommendationService;
  recommendationJobs: RecommendationJobs;
  /** Every job this codebase defines (timed for the metrics); worker processes run them. */
  jobs: readonly AnyJob[];
  metrics: Metrics;
  /** The privacy policy's retention periods: the daily job and its warnings. */
  retention: RetentionService;
  /** Readiness checks and the worker heartbeat. */
  health: Health;
}

export const createContext = async (deps: {
  config: Config;
  db: Database;
  clock: Clock;
  log: Logger;
  transport?: MailTransport;
  engines?: Record<EngineCode, EngineAdapter>;
  /** Where favicons are fetched from; tests point it at a local server. */
  faviconSites?: Pick<FaviconServiceDeps, 'resolve' | 'siteOrigin' | 'limits'>;
}): Promise<AppContext> => {
  const { config, db, clock, log } = deps;
  const secret = await loadAppSecret(db, config.appSecret);
  const queue = await startQueue(db, { log, schedule: config.role !== 'api' && config.scheduler });
  const metrics = createMetrics();
  const transport = metrics.countMail(
    deps.transport ??
      (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(mailDir(config.dataDir))),
  );
  const mail = createMailService({
    db,
    queue: () => queue,
    transport,
    from: config.mailFrom,
    log: (msg, extra) => log.info(extra ?? {}, msg),
  });
  const captcha = createCaptcha({ db, clock, secret, maxCounter: config.captchaCost });
  const accessTokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
  const engines = metrics.countEngineCalls(deps.engines ?? createEngines(config.engines));
  const alertJobs = createAlertJobs({
    db,
    queue: () => queue,
    clock,
    mail,
    publicUrl: config.publicUrl,
    allowLoopback: config.safeFetch.allowLoopback,
    retryDelaySeconds: config.webhooks.retryDelaySeconds,
  });
  const reportJobs = createReportJobs({
    db,
    queue: () => queue,
    clock,
    config,
    engines,
    judge: accuracyJudgeFor(config.judgeLlm, log),
    mail,
    alerts: alertJobs,
    log: (msg, extra) => log.info(extra ?? {}, msg),
  });
  const keywordJobs = createKeywordJobs({
    db,
    queue: () => queue,
    clock,
    volumes: createVolumeProvider(config.keywordVolumes),
    writer: config.keywordLlm && createLlmKeywordPrompts(languageModelFor(config.keywordLlm, 'keywords')),
    site: { allowLoopback: config.safeFetch.allowLoopback },
    log: (msg, extra) => log.info(extra ?? {}, msg),
  });
  await seedContentOnce(db);
  const recommendationJobs = createRecommendationJobs({
    db,
    queue: () => queue,
    clock,
    prose:
      config.recommendationLlm &&
      createLlmRecommendationProse(languageModelFor(config.recommendationLlm, 'recommendations')),
    log: (msg, extra) => log.info(extra ?? {}, msg),
  });
  const sessions = createSessionCheck({ db, clock });
  const media = config.s3 ? createS3MediaStore(config.s3) : createMediaStore(config.dataDir);
  const limits = createLimits({ clock });
  const local =
    config.billing.provider === 'local'
      ? createLocalProvider({
          db,
          clock,
          appSecret: secret,
          publicUrl: config.publicUrl,
          deliver: () => events.receive,
        })
      : null;
  const provider = config.billing.provider === 'stripe' ? createStripeProvider(config.billing) : local!;
  const events = createBillingEvents({ db, provider, mail, publicUrl: config.publicUrl, log });
  const auth = createAuthService({
    db,
    clock,
    captcha,
    mail,
    accessTokens,
    sessions,
    loginFailures: config.loginFailures,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    media,
    log,
  });
  const account = createAccountService({ db, clock, provider, media, sessions, log });
  const retention = createRetentionService({
    db,
    clock,
    mail,
    account,
    publicUrl: config.publicUrl,
    config: config.retention,
    log,
  });
  const visitWriter = createVisitWriter({ db, log, stored: metrics.visitsStored }, config.visits);
  metrics.readFrom({
    visitsWaiting: () => visitWriter.pending,
    async queueDepth() {
      const queues = await queue.boss.getQueues();
      return queues.flatMap((q) => [
        { queue: q.name, state: 'ready', jobs: q.readyCount },
        { queue: q.name, state: 'deferred', jobs: q.deferredCount },
        { queue: q.name, state: 'active', jobs: q.activeCount },
      ]);
    },
  });
  const websiteAnalysis = createWebsiteAnalysisService({
    db,
    clock,
    classifier: vendoredClassifier(),
    writer: visitWriter,
    publicUrl: config.publicUrl,
  });
  const recommendations = createRecommendationService({ db, clock, limits, jobs: () => recommendationJobs });
  const generalMetrics = createGeneralMetricsService({ db, clock });
  const executions = createExecutionService({
    db,
    clock,
    queue: () => queue,
    jobs: () => reportJobs,
    sampling: config.sampling,
    limits,
  });
  const dashboards = createPromptDashboardService({ db, clock });
  return {
    config,
    db,
    clock,
    queue,
    mail,
    media,
    captcha,
    accessTokens,
    sessions,
    apiKeys: createApiKeyService({ db, clock }),
    auth,
    account,
    projects: createProjectService({
      db,
      clock,
      media,
      log,
      limits,
      executions: () => executions,
      firstReportOnCreate: config.firstReportOnCreate,
    }),
    projectSharing: createProjectSharingService({ db, clock, mail, publicUrl: config.publicUrl }),
    subscriptionSharing: createSubscriptionSharingService({
      db,
      clock,
      limits,
      mail,
      publicUrl: config.publicUrl,
    }),
    prompts: createPromptService({ db, limits }),
    tags: createTagService({ db }),
    knownCompetitors: createKnownCompetitorService({ db }),
    evidence: createEvidenceService({ db }),
    answerImports: createAnswerImportService({ db, clock }),
    favicons: createFaviconService({
      db,
      clock,
      allowLoopback: config.safeFetch.allowLoopback,
      ...deps.faviconSites,
    }),
    dashboards,
    generalMetrics,
    dashboardMetrics: createDashboardMetricsService({ db, clock }),
    notifications: createNotificationService({ db }),
    queryResults: createQueryResultsService({ db, clock }),
    insights: createInsightsService({ db, clock }),
    reportDocuments: createReportDocumentService({ db }),
    limits,
    subscriptions: createSubscriptionService({ db, clock, provider, publicUrl: config.publicUrl, log }),
    billing: { provider, local: local && createLocalBillingService({ db, provider: local }), events },
    engines,
    reportJobs,
    executions,
    keywords: createKeywordService({ db, clock, limits, jobs: () => keywordJobs }),
    keywordJobs,
    alertJobs,
    webhooks: createWebhookService({
      db,
      alerts: () => alertJobs,
      allowLoopback: config.safeFetch.allowLoopback,
    }),
    websiteAnalysis,
    visitWriter,
    content: createContentService({ db, mail, media, log, operatorEmail: config.operatorEmail }),
    customReports: createCustomReportService({
      db,
      generalMetrics,
      dashboards,
      sections: reportSections({ websiteAnalysis, recommendations }),
      writer: createAnalysisWriter(config.reportLlm && languageModelFor(config.reportLlm, 'report'), log),
    }),
    recommendations,
    recommendationJobs,
    jobs: metrics.timeJobs([
      mail.sendJob,
      ...reportJobs.all,
      ...keywordJobs.all,
      ...alertJobs.all,
      ...recommendationJobs.all,
      retention.job,
    ]),
    retention,
    metrics,
    health: createHealth({ db, clock, log }),
  };
};
