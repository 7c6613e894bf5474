// Environment, parsed once. Every variable is documented in the README.
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Fastify's trustProxy: which peers may tell us, in X-Forwarded-For, whom they forward for. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

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
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  REPORT_SAMPLES: z.coerce.number().int().min(1).max(10).default(3),
  ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  COLLECT_LEASE_SECONDS: z.coerce.number().int().min(1).default(180),
  COLLECT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  ENGINE_RPM: z.coerce.number().int().min(0).default(0),
  SCHEDULER: bool.default(true),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
});

export type Role = 'api' | 'worker' | 'all';

/** S3-compatible object storage for uploaded images (path-style requests, Signature Version 4). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base (CDN or public bucket) for absolute media URLs; unset: the server proxies /media/. */
  publicUrl: string | undefined;
}

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
  /** Failed sign-ins of one account (from any address) within the window before it is refused for a while. */
  loginFailures: { perAccount: number; windowMs: number };
  webDist: string;
  trustProxy: TrustProxy;
  role: Role;
  /** Asks per (prompt, engine) in one execution; answers are averaged over them. */
  reportSamples: number;
  /** Answers collected at once per engine and worker process. */
  engineConcurrency: number;
  collectLeaseSeconds: number;
  collectMaxAttempts: number;
  sandboxLatencyMs: number;
  /** Calls a minute per engine and process (0: no limit); ENGINE_RPM_<CODE> overrides it per engine. */
  engineRpm: number;
  scheduler: boolean;
  /** Set when S3_BUCKET is: uploaded images go there instead of the data dir. */
  s3: S3Config | undefined;
  /** The raw environment, for engine credentials. */
  env: NodeJS.ProcessEnv;
}

export const parseRole = (argv: readonly string[]): Role => {
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
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseSchema: e.DATABASE_SCHEMA,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    captchaCost: e.CAPTCHA_COST,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    loginFailures: {
      perAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    role: parseRole(argv),
    reportSamples: e.REPORT_SAMPLES,
    engineConcurrency: e.ENGINE_CONCURRENCY,
    collectLeaseSeconds: e.COLLECT_LEASE_SECONDS,
    collectMaxAttempts: e.COLLECT_MAX_ATTEMPTS,
    sandboxLatencyMs: e.SANDBOX_LATENCY_MS,
    engineRpm: e.ENGINE_RPM,
    scheduler: e.SCHEDULER,
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
    env,
  };
};
