import { z } from 'zod';

declare const EnvSchema: z.ZodObject<
  {
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    DATA_DIR: z.ZodDefault<z.ZodString>;
    DATABASE_URL: z.ZodOptional<z.ZodString>;
    DATABASE_SCHEMA: z.ZodOptional<z.ZodString>;
    PUBLIC_URL: z.ZodOptional<z.ZodString>;
    APP_SECRET: z.ZodOptional<z.ZodString>;
    SMTP_URL: z.ZodOptional<z.ZodString>;
    MAIL_FROM: z.ZodDefault<z.ZodString>;
    LOG_LEVEL: z.ZodDefault<
      z.ZodEnum<{
        debug: 'debug';
        error: 'error';
        fatal: 'fatal';
        info: 'info';
        silent: 'silent';
        trace: 'trace';
        warn: 'warn';
      }>
    >;
    ACCESS_TOKEN_TTL_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    CAPTCHA_COST: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    AUTH_RATE_LIMIT_PER_MINUTE: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    WEB_DIST: z.ZodOptional<z.ZodString>;
    TRUST_PROXY: z.ZodDefault<
      z.ZodPipe<
        z.ZodEnum<{
          '': '';
          0: '0';
          1: '1';
          false: 'false';
          no: 'no';
          true: 'true';
          yes: 'yes';
        }>,
        z.ZodTransform<boolean, '' | '0' | '1' | 'false' | 'no' | 'true' | 'yes'>
      >
    >;
    REPORT_SAMPLES: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    ENGINE_CONCURRENCY: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    COLLECT_LEASE_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    COLLECT_MAX_ATTEMPTS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SANDBOX_LATENCY_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    SCHEDULER: z.ZodDefault<
      z.ZodPipe<
        z.ZodEnum<{
          '': '';
          0: '0';
          1: '1';
          false: 'false';
          no: 'no';
          true: 'true';
          yes: 'yes';
        }>,
        z.ZodTransform<boolean, '' | '0' | '1' | 'false' | 'no' | 'true' | 'yes'>
      >
    >;
  },
  z.core.$strip
>;
export type Role = 'api' | 'worker' | 'all';
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
  /** Asks per (prompt, engine) in one execution; answers are averaged over them. */
  reportSamples: number;
  /** Answers collected at once per engine and worker process. */
  engineConcurrency: number;
  collectLeaseSeconds: number;
  collectMaxAttempts: number;
  sandboxLatencyMs: number;
  scheduler: boolean;
  /** The raw environment, for engine credentials. */
  env: NodeJS.ProcessEnv;
}
export declare const parseRole: (argv: readonly string[]) => Role;
export declare const loadConfig: (env?: NodeJS.ProcessEnv, argv?: readonly string[]) => Config;
