// Environment, parsed once. Every variable is documented in the README.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

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
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
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
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
});

export type Role = 'api' | 'worker' | 'all';

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
  webDist: string;
  trustProxy: boolean;
  role: Role;
  /** Asks per (prompt, engine) in one execution, fixed or adaptive; answers are averaged over them. */
  sampling: SamplingConfig;
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
  if (e.REPORT_ADAPTIVE && e.REPORT_MAX_SAMPLES < e.REPORT_SAMPLES) {
    throw new Error(
      `Invalid environment:\n  REPORT_MAX_SAMPLES: must be at least REPORT_SAMPLES (${e.REPORT_SAMPLES})`,
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
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
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
