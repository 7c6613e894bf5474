// Environment, parsed once. Every variable is documented in the README; no other file reads it.
import path from 'node:path';
import {
  API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT,
  CHECKOUT_PLANS,
  type CheckoutPlanName,
  ENGINE_CODES,
  type EngineCode,
  RETENTION_ANSWER_TEXT_DAYS,
  RETENTION_BRAND_DATA_EXTRA_MONTHS,
  RETENTION_UNPAID_PROFILE_MONTHS,
} from '@sightline/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { type EngineSettings, sandboxModel } from './engines/engine-config.ts';
import type { LlmConfig } from './lib/llm-model.ts';

/** The privacy policy's retention periods (RETENTION_*), kept by a daily job of the workers. */
export interface RetentionConfig {
  enabled: boolean;
  unpaidProfileMonths: number;
  brandDataMonths: number;
  /** Days between the warning mail and the deletion, at least. */
  noticeDays: number;
  /** Days an answer's raw text is kept after it was collected or captured; 0 keeps it forever. */
  answerTextDays: number;
}

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Fastify's trustProxy: which peers may tell us, in X-Forwarded-For, whom they forward for. */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for loopback and private ranges: where a reverse proxy usually talks from. */
const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy; a number n trusts the n nearest hops whoever they are
 * (only when nothing else can reach the server); otherwise a comma-separated list of proxy addresses
 * or CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal). `true` no longer trusts every
 * hop, which let any client pick its own address by sending X-Forwarded-For: it trusts proxies on
 * loopback and private networks.
 */
const TrustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (['false', 'no', '0'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return PRIVATE_PROXIES;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter(
    (e) => !PRIVATE_PROXIES.includes(e) && !ipaddr.isValid(e) && !ipaddr.isValidCIDR(e),
  );
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected false, true, a number of proxies or proxy addresses/CIDRs; not ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** A credential, model or endpoint: blank (spaces only) counts as unset. */
const setting = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

/** The credentials, models and endpoints of the engines (see ENGINE_VARIABLES). */
const ENGINE_SETTING_NAMES = [
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
  'OPENAI_BASE_URL',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_MODEL',
  'ANTHROPIC_BASE_URL',
  'GOOGLE_GENERATIVE_AI_API_KEY',
  'GEMINI_MODEL',
  'GEMINI_BASE_URL',
  'PERPLEXITY_API_KEY',
  'PERPLEXITY_MODEL',
  'PERPLEXITY_BASE_URL',
  'DEEPSEEK_API_KEY',
  'DEEPSEEK_MODEL',
  'DEEPSEEK_BASE_URL',
  'MISTRAL_API_KEY',
  'MISTRAL_MODEL',
  'MISTRAL_BASE_URL',
  'LLAMA_API_KEY',
  'LLAMA_MODEL',
  'LLAMA_BASE_URL',
  'SERPAPI_API_KEY',
  'SERPAPI_BASE_URL',
] as const;
type EngineSettingName = (typeof ENGINE_SETTING_NAMES)[number];

interface EngineVariables {
  key: EngineSettingName;
  model?: EngineSettingName;
  baseURL: EngineSettingName;
  /** The variable whose presence makes the engine live. */
  requires: EngineSettingName;
  defaultModel: string;
}

/**
 * Defaults are current search-capable models at the time of writing; every one can be
 * overridden, because providers retire model ids faster than we release.
 */
const ENGINE_VARIABLES: Record<EngineCode, EngineVariables> = {
  chatgpt: {
    key: 'OPENAI_API_KEY',
    model: 'OPENAI_MODEL',
    baseURL: 'OPENAI_BASE_URL',
    requires: 'OPENAI_API_KEY',
    defaultModel: 'gpt-6-astra',
  },
  claude: {
    key: 'ANTHROPIC_API_KEY',
    model: 'ANTHROPIC_MODEL',
    baseURL: 'ANTHROPIC_BASE_URL',
    requires: 'ANTHROPIC_API_KEY',
    defaultModel: 'claude-sonnet-5-5',
  },
  gemini: {
    key: 'GOOGLE_GENERATIVE_AI_API_KEY',
    model: 'GEMINI_MODEL',
    baseURL: 'GEMINI_BASE_URL',
    requires: 'GOOGLE_GENERATIVE_AI_API_KEY',
    defaultModel: 'gemini-3.8-flash',
  },
  perplexity: {
    key: 'PERPLEXITY_API_KEY',
    model: 'PERPLEXITY_MODEL',
    baseURL: 'PERPLEXITY_BASE_URL',
    requires: 'PERPLEXITY_API_KEY',
    defaultModel: 'sonar-pro',
  },
  deepseek: {
    key: 'DEEPSEEK_API_KEY',
    model: 'DEEPSEEK_MODEL',
    baseURL: 'DEEPSEEK_BASE_URL',
    requires: 'DEEPSEEK_API_KEY',
    defaultModel: 'deepseek-v4-flash',
  },
  mistral: {
    key: 'MISTRAL_API_KEY',
    model: 'MISTRAL_MODEL',
    baseURL: 'MISTRAL_BASE_URL',
    requires: 'MISTRAL_API_KEY',
    defaultModel: 'mistral-medium-latest',
  },
  // Ollama and vLLM run without a key, so the endpoint is what makes Llama live.
  llama: {
    key: 'LLAMA_API_KEY',
    model: 'LLAMA_MODEL',
    baseURL: 'LLAMA_BASE_URL',
    requires: 'LLAMA_BASE_URL',
    defaultModel: 'llama3.3',
  },
  // SerpApi engines have no model to choose; the "model" is the SerpApi engine that scrapes them.
  copilot: {
    key: 'SERPAPI_API_KEY',
    baseURL: 'SERPAPI_BASE_URL',
    requires: 'SERPAPI_API_KEY',
    defaultModel: 'bing_copilot',
  },
  ai_overviews: {
    key: 'SERPAPI_API_KEY',
    baseURL: 'SERPAPI_BASE_URL',
    requires: 'SERPAPI_API_KEY',
    defaultModel: 'google_ai_overview',
  },
  ai_mode: {
    key: 'SERPAPI_API_KEY',
    baseURL: 'SERPAPI_BASE_URL',
    requires: 'SERPAPI_API_KEY',
    defaultModel: 'google_ai_mode',
  },
};

/** ENGINE_RPM_<CODE>: one engine's calls a minute, over ENGINE_RPM. */
const rpmVariable = (code: EngineCode) =>
  `ENGINE_RPM_${code.toUpperCase()}` as `ENGINE_RPM_${Uppercase<EngineCode>}`;

const engineShape = {
  ...(Object.fromEntries(ENGINE_SETTING_NAMES.map((name) => [name, setting])) as Record<
    EngineSettingName,
    typeof setting
  >),
  ...(Object.fromEntries(
    ENGINE_CODES.map((code) => [rpmVariable(code), z.coerce.number().int().min(0).optional()]),
  ) as Record<ReturnType<typeof rpmVariable>, z.ZodOptional<z.ZodCoercedNumber>>),
};

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sightline <no-reply@sightline.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  CAPTCHA_COST: z.coerce.number().int().positive().default(5000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(API_KEY_RATE_LIMIT_PER_MINUTE_DEFAULT),
  COLLECT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  INGEST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  VISIT_FLUSH_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  VISIT_BUFFER_MAX: z.coerce.number().int().positive().default(50_000),
  WEB_DIST: z.string().optional(),
  SERVE_SOURCE_MAPS: bool.default(false),
  TRUST_PROXY: TrustProxySchema.default(false),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  REPORT_SAMPLES: z.coerce.number().int().min(1).max(10).default(3),
  REPORT_ADAPTIVE: bool.default(true),
  REPORT_MAX_SAMPLES: z.coerce.number().int().min(1).max(20).default(8),
  REPORT_TARGET_WIDTH: z.coerce.number().gt(0).max(1).default(0.6),
  REPORT_EXTRA_BUDGET: z.coerce.number().min(0).max(10).default(0.5),
  ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  COLLECT_LEASE_SECONDS: z.coerce.number().int().min(1).default(180),
  COLLECT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  ENGINE_RPM: z.coerce.number().int().min(0).default(0),
  SCHEDULER: bool.default(true),
  FIRST_REPORT_ON_CREATE: bool.default(true),
  RETENTION: bool.default(true),
  RETENTION_UNPAID_PROFILE_MONTHS: z.coerce
    .number()
    .int()
    .positive()
    .default(RETENTION_UNPAID_PROFILE_MONTHS),
  RETENTION_BRAND_DATA_MONTHS: z.coerce.number().int().positive().default(RETENTION_BRAND_DATA_EXTRA_MONTHS),
  RETENTION_NOTICE_DAYS: z.coerce.number().int().min(1).default(14),
  RETENTION_ANSWER_TEXT_DAYS: z.coerce.number().int().min(0).default(RETENTION_ANSWER_TEXT_DAYS),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  ...engineShape,
  ANALYZER_LLM_PROVIDER: setting,
  ANALYZER_LLM_BASE_URL: setting,
  ANALYZER_LLM_API_KEY: setting,
  ANALYZER_MODEL: setting,
  JUDGE_LLM_PROVIDER: setting,
  JUDGE_LLM_BASE_URL: setting,
  JUDGE_LLM_API_KEY: setting,
  JUDGE_MODEL: setting,
  KEYWORD_LLM_PROVIDER: setting,
  KEYWORD_LLM_BASE_URL: setting,
  KEYWORD_LLM_API_KEY: setting,
  KEYWORD_MODEL: setting,
  REPORT_LLM_PROVIDER: setting,
  REPORT_LLM_BASE_URL: setting,
  REPORT_LLM_API_KEY: setting,
  REPORT_MODEL: setting,
  OPERATOR_EMAIL: z.email().optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHAT_WIDGET_URL: z.url({ protocol: /^https$/ }).optional(),
  RECOMMENDATION_LLM_PROVIDER: setting,
  RECOMMENDATION_LLM_BASE_URL: setting,
  RECOMMENDATION_LLM_API_KEY: setting,
  RECOMMENDATION_MODEL: setting,
  DATAFORSEO_LOGIN: setting,
  DATAFORSEO_PASSWORD: setting,
  DATAFORSEO_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  KEYWORD_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  STRIPE_SECRET_KEY: setting,
  STRIPE_WEBHOOK_SECRET: setting,
  STRIPE_PRICE_STARTER: setting,
  STRIPE_PRICE_PRO: setting,
  STRIPE_PRICE_ADVANCE: setting,
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** `local` on purpose: the test-mode provider on a server that is not on a loopback address. */
  BILLING_PROVIDER: z.enum(['stripe', 'local']).optional(),
  SIGHTLINE_ALLOW_LOOPBACK_FETCH: bool.default(false),
  /** First retry delay of a webhook delivery; each further one doubles it. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  WIDGET_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin))),
});
type Env = z.infer<typeof EnvSchema>;

/** Every variable the server reads (the README documents each one). */
export const ENV_VARIABLE_NAMES = Object.keys(EnvSchema.shape);

const engineSettings = (e: Env, code: EngineCode): EngineSettings => {
  const names = ENGINE_VARIABLES[code];
  if (e[names.requires] === undefined) return { code, live: false, model: sandboxModel(code) };
  return {
    code,
    live: true,
    model: (names.model && e[names.model]) || names.defaultModel,
    apiKey: e[names.key],
    baseURL: e[names.baseURL],
  };
};

/**
 * A helper LLM (website analyzer, accuracy judge, keyword explorer), each set under its own prefix:
 * `PREFIX_LLM_PROVIDER=openai` with OPENAI_API_KEY (OPENAI_BASE_URL optional), or
 * `PREFIX_LLM_BASE_URL` for any OpenAI-compatible server (`PREFIX_LLM_API_KEY` optional);
 * `PREFIX_MODEL` overrides the default model; `PREFIX_LLM_PROVIDER=none` (or `off`) disables it.
 * Anything else: undefined, and the caller uses its deterministic implementation.
 */
const llmConfig = (
  e: Env,
  own: { provider?: string; baseURL?: string; apiKey?: string; model?: string },
  defaultModel: string,
): LlmConfig | undefined => {
  const model = own.model ?? defaultModel;
  const provider = own.provider?.toLowerCase();
  if (provider === 'none' || provider === 'off') return undefined;
  if (provider === 'openai' && e.OPENAI_API_KEY) {
    return { provider: 'openai', model, apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL };
  }
  if (!own.baseURL) return undefined;
  return { provider: 'openai-compatible', model, apiKey: own.apiKey, baseURL: own.baseURL };
};

/** The AI engines: how each is reached, and the limits of a call. */
export interface EnginesConfig {
  /** Live when the engine's credentials are set, else the sandbox stands in. */
  settings: Record<EngineCode, EngineSettings>;
  /** ENGINE_TIMEOUT_MS bounds one provider call (2 minutes by default: search-backed answers are slow). */
  timeoutMs: number;
  /** Simulated latency of each sandbox answer. */
  sandboxLatencyMs: number;
}

type Role = 'api' | 'worker' | 'all';

/**
 * Each prompt x engine cell of a report is asked `samples` times; with adaptive sampling it is asked
 * again while its 95 % brand-mention interval is wider than `targetWidth`, up to `maxSamples` asks,
 * and the report spends at most `extraBudgetRatio` x its base answers on such extra asks.
 */
export interface SamplingConfig {
  samples: number;
  maxSamples: number;
  /** Null: fixed sampling (REPORT_ADAPTIVE=false). */
  targetWidth: number | null;
  extraBudgetRatio: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base (CDN or public bucket) for absolute media URLs; unset: the server proxies /media/. */
  publicUrl: string | undefined;
}

/**
 * Payments: Stripe when STRIPE_SECRET_KEY is set, else the local provider (the same state machine
 * in process, with a test-mode checkout page that grants any plan without a card), so the app runs
 * without keys. The local provider is only taken on a loopback public URL, or when
 * BILLING_PROVIDER=local says it is meant (`chosen`): anywhere else it would give paid plans away.
 */
export type BillingConfig =
  | { provider: 'local'; chosen: boolean }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Stripe price id of each plan sold through checkout. */
      prices: Record<CheckoutPlanName, string>;
      /** STRIPE_API_BASE: another API server (tests, stripe-mock); unset: Stripe's. */
      api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
    };

const priceVariable = (plan: CheckoutPlanName) =>
  `STRIPE_PRICE_${plan}` as `STRIPE_PRICE_${CheckoutPlanName}`;

/** Whether the server is only reached on this machine: its public URL's host is a loopback name. */
const isLoopbackUrl = (url: string) => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
};

/** What the server says at start when it runs the test-mode billing. */
export const billingTestModeNotice = (chosen: boolean) =>
  chosen
    ? 'Billing: TEST MODE on purpose (BILLING_PROVIDER=local): checkout grants any paid plan without a card. Set the Stripe keys for real payments.'
    : 'Billing: test mode (no Stripe keys): checkout grants any paid plan without a card, on this machine only.';

const billingConfig = (e: Env, publicUrl: string): BillingConfig => {
  if (!e.STRIPE_SECRET_KEY || e.BILLING_PROVIDER === 'local') {
    if (e.BILLING_PROVIDER === 'stripe')
      throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY: required when BILLING_PROVIDER is stripe');
    const chosen = e.BILLING_PROVIDER === 'local';
    if (!chosen && !isLoopbackUrl(publicUrl)) {
      throw new Error(
        `Invalid environment:\n  STRIPE_SECRET_KEY: required on ${publicUrl}: without it the test-mode billing ` +
          'grants every paid plan without a card. Set the Stripe keys, or BILLING_PROVIDER=local to run test-mode ' +
          'billing there on purpose.',
      );
    }
    return { provider: 'local', chosen };
  }
  const missing = ['STRIPE_WEBHOOK_SECRET', ...CHECKOUT_PLANS.map(priceVariable)].filter(
    (name) => !e[name as keyof Env],
  );
  if (missing.length > 0) {
    throw new Error(`Invalid environment:\n  ${missing.join(', ')}: required when STRIPE_SECRET_KEY is set`);
  }
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    prices: Object.fromEntries(CHECKOUT_PLANS.map((plan) => [plan, e[priceVariable(plan)]!])) as Record<
      CheckoutPlanName,
      string
    >,
    api: base && {
      host: base.hostname,
      port: Number(base.port || (protocol === 'http' ? 80 : 443)),
      protocol,
    },
  };
};

/**
 * The stdio MCP bridge's two settings, flags first: it is a client of a Sightline server, so it reads
 * none of the server's configuration.
 */
export const mcpBridgeSettings = (
  flags: { url?: string; key?: string },
  env: NodeJS.ProcessEnv = process.env,
) => ({ url: flags.url ?? env.SIGHTLINE_MCP_URL, key: flags.key ?? env.SIGHTLINE_API_KEY });

/**
 * Where keyword volumes come from: DataForSEO's Google Ads search volume when its login is set, else
 * the sandbox, whose figures are simulated and labelled so.
 */
export type KeywordVolumesConfig =
  | { provider: 'dataforseo'; login: string; password: string; baseURL: string | undefined }
  | { provider: 'sandbox'; latencyMs: number };

const keywordVolumesConfig = (e: Env): KeywordVolumesConfig => {
  if (!e.DATAFORSEO_LOGIN) return { provider: 'sandbox', latencyMs: e.KEYWORD_SANDBOX_LATENCY_MS };
  if (!e.DATAFORSEO_PASSWORD) {
    throw new Error('Invalid environment:\n  DATAFORSEO_PASSWORD: required when DATAFORSEO_LOGIN is set');
  }
  return {
    provider: 'dataforseo',
    login: e.DATAFORSEO_LOGIN,
    password: e.DATAFORSEO_PASSWORD,
    baseURL: e.DATAFORSEO_BASE_URL,
  };
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A schema other than public (isolated test runs, several apps on one database). */
  databaseSchema: string | undefined;
  publicUrl: string;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  accessTokenTtlSeconds: number;
  captchaCost: number;
  authRateLimitPerMinute: number;
  /** Profile and brand saves (the calls that take an image) per user and minute. */
  uploadRateLimitPerMinute: number;
  /** Requests per minute of one API key, on /api and /mcp together. */
  apiKeyRateLimitPerMinute: number;
  /**
   * Website visits: snippet requests per address and minute (also shipper requests whose key is not
   * known yet), shipper requests per ingest key and minute, how soon stored visits reach the
   * dashboards, and the writer's buffer (events waiting for their insert).
   */
  visits: { collectPerMinute: number; ingestPerMinute: number; flushIntervalMs: number; bufferMax: number };
  /** Failed sign-ins of one account (from any address) within the window before it is refused for a while. */
  loginFailures: { perAccount: number; windowMs: number };
  webDist: string;
  /** Serve the web build's source maps (*.map); off: they stay on disk, out of what is served. */
  serveSourceMaps: boolean;
  trustProxy: TrustProxy;
  role: Role;
  /** Asks per (prompt, engine) in one execution, fixed or adaptive; answers are averaged over them. */
  sampling: SamplingConfig;
  /** Answers collected at once per engine and worker process. */
  engineConcurrency: number;
  collectLeaseSeconds: number;
  collectMaxAttempts: number;
  engines: EnginesConfig;
  /** Calls a minute per engine and process (0: no limit): ENGINE_RPM_<CODE>, else ENGINE_RPM. */
  engineRpm: Record<EngineCode, number>;
  /** Writes suggested prompts in the brand wizard; unset: the deterministic generator. */
  analyzerLlm: LlmConfig | undefined;
  /** Rates accuracy answers; unset: the deterministic fact check. */
  judgeLlm: LlmConfig | undefined;
  /** Writes the keyword explorer's prompts; unset: the deterministic generator. */
  keywordLlm: LlmConfig | undefined;
  /** Writes the custom report's AI analysis; unset: the deterministic summary of the same figures. */
  reportLlm: LlmConfig | undefined;
  /** Receives service requests; unset: every admin does. */
  operatorEmail: string | undefined;
  /** The bearer token of /metrics; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Where a worker-only process serves /healthz and /metrics; unset: it serves no HTTP. */
  metricsPort: number | undefined;
  /** The privacy policy's retention periods, kept by a daily job of the workers. */
  retention: RetentionConfig;
  /** Addresses made admins once their owner confirms them (lower case); else only `npm run admin` grants. */
  adminEmails: string[];
  /** The external booking page of Book a demo and Book consultation. */
  bookingUrl: string | undefined;
  /** A third-party chat widget's script; its origin joins widgetHosts. */
  chatWidgetUrl: string | undefined;
  keywordVolumes: KeywordVolumesConfig;
  /** Writes the prose of AI recommendations from their evidence; unset: the templates. */
  recommendationLlm: LlmConfig | undefined;
  /** TEST ONLY: the website analyzer and webhook deliveries may reach loopback addresses. */
  safeFetch: { allowLoopback: boolean };
  webhooks: { retryDelaySeconds: number };
  scheduler: boolean;
  /** A new brand's first report starts when it is created (the run route's checks apply). */
  firstReportOnCreate: boolean;
  /** Set when S3_BUCKET is: uploaded images go there instead of the data dir. */
  s3: S3Config | undefined;
  /** Origins of third-party widgets (chat, support) the Content-Security-Policy lets the pages load. */
  widgetHosts: string[];
  billing: BillingConfig;
}

const parseRole = (argv: readonly string[]): Role => {
  const arg = argv.find((a) => a.startsWith('--role='));
  const role = arg?.slice('--role='.length) ?? 'all';
  if (role !== 'api' && role !== 'worker' && role !== 'all') {
    throw new Error(`--role must be api, worker or all (got "${role}")`);
  }
  return role;
};

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): Config => {
  // An empty variable means unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  }
  if (e.REPORT_ADAPTIVE && e.REPORT_MAX_SAMPLES < e.REPORT_SAMPLES) {
    throw new Error(
      `Invalid environment:\n  REPORT_MAX_SAMPLES: must be at least REPORT_SAMPLES (${e.REPORT_SAMPLES})`,
    );
  }
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseSchema: e.DATABASE_SCHEMA,
    publicUrl,
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    captchaCost: e.CAPTCHA_COST,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    visits: {
      collectPerMinute: e.COLLECT_RATE_LIMIT_PER_MINUTE,
      ingestPerMinute: e.INGEST_RATE_LIMIT_PER_MINUTE,
      flushIntervalMs: e.VISIT_FLUSH_INTERVAL_MS,
      bufferMax: e.VISIT_BUFFER_MAX,
    },
    loginFailures: {
      perAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    trustProxy: e.TRUST_PROXY,
    role: parseRole(argv),
    sampling: e.REPORT_ADAPTIVE
      ? {
          samples: e.REPORT_SAMPLES,
          maxSamples: e.REPORT_MAX_SAMPLES,
          targetWidth: e.REPORT_TARGET_WIDTH,
          extraBudgetRatio: e.REPORT_EXTRA_BUDGET,
        }
      : { samples: e.REPORT_SAMPLES, maxSamples: e.REPORT_SAMPLES, targetWidth: null, extraBudgetRatio: 0 },
    engineConcurrency: e.ENGINE_CONCURRENCY,
    collectLeaseSeconds: e.COLLECT_LEASE_SECONDS,
    collectMaxAttempts: e.COLLECT_MAX_ATTEMPTS,
    engines: {
      settings: Object.fromEntries(ENGINE_CODES.map((code) => [code, engineSettings(e, code)])) as Record<
        EngineCode,
        EngineSettings
      >,
      timeoutMs: e.ENGINE_TIMEOUT_MS,
      sandboxLatencyMs: e.SANDBOX_LATENCY_MS,
    },
    engineRpm: Object.fromEntries(
      ENGINE_CODES.map((code) => [code, e[rpmVariable(code)] ?? e.ENGINE_RPM]),
    ) as Record<EngineCode, number>,
    analyzerLlm: llmConfig(
      e,
      {
        provider: e.ANALYZER_LLM_PROVIDER,
        baseURL: e.ANALYZER_LLM_BASE_URL,
        apiKey: e.ANALYZER_LLM_API_KEY,
        model: e.ANALYZER_MODEL,
      },
      'gpt-4o-mini',
    ),
    // Small, cheap and honours temperature 0 (the GPT-5 reasoning models drop the temperature).
    judgeLlm: llmConfig(
      e,
      {
        provider: e.JUDGE_LLM_PROVIDER,
        baseURL: e.JUDGE_LLM_BASE_URL,
        apiKey: e.JUDGE_LLM_API_KEY,
        model: e.JUDGE_MODEL,
      },
      'gpt-4.1-mini',
    ),
    keywordLlm: llmConfig(
      e,
      {
        provider: e.KEYWORD_LLM_PROVIDER,
        baseURL: e.KEYWORD_LLM_BASE_URL,
        apiKey: e.KEYWORD_LLM_API_KEY,
        model: e.KEYWORD_MODEL,
      },
      'gpt-4o-mini',
    ),
    reportLlm: llmConfig(
      e,
      {
        provider: e.REPORT_LLM_PROVIDER,
        baseURL: e.REPORT_LLM_BASE_URL,
        apiKey: e.REPORT_LLM_API_KEY,
        model: e.REPORT_MODEL,
      },
      'gpt-4o-mini',
    ),
    keywordVolumes: keywordVolumesConfig(e),
    recommendationLlm: llmConfig(
      e,
      {
        provider: e.RECOMMENDATION_LLM_PROVIDER,
        baseURL: e.RECOMMENDATION_LLM_BASE_URL,
        apiKey: e.RECOMMENDATION_LLM_API_KEY,
        model: e.RECOMMENDATION_MODEL,
      },
      'gpt-4o-mini',
    ),
    safeFetch: { allowLoopback: e.SIGHTLINE_ALLOW_LOOPBACK_FETCH },
    webhooks: { retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS },
    scheduler: e.SCHEDULER,
    firstReportOnCreate: e.FIRST_REPORT_ON_CREATE,
    s3: e.S3_BUCKET
      ? {
          endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    widgetHosts: [
      ...new Set([...e.WIDGET_HOSTS, ...(e.CHAT_WIDGET_URL ? [new URL(e.CHAT_WIDGET_URL).origin] : [])]),
    ],
    operatorEmail: e.OPERATOR_EMAIL,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    retention: {
      enabled: e.RETENTION,
      unpaidProfileMonths: e.RETENTION_UNPAID_PROFILE_MONTHS,
      brandDataMonths: e.RETENTION_BRAND_DATA_MONTHS,
      noticeDays: e.RETENTION_NOTICE_DAYS,
      answerTextDays: e.RETENTION_ANSWER_TEXT_DAYS,
    },
    adminEmails: e.ADMIN_EMAILS,
    bookingUrl: e.BOOKING_URL,
    chatWidgetUrl: e.CHAT_WIDGET_URL,
    billing: billingConfig(e, publicUrl),
  };
};
