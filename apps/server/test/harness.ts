// Test harness: a fresh database (in-memory PGlite, or a private schema on DATABASE_URL), migrated,
// with the real context and app, and a mail transport that records messages.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DAY_MS, ProjectSchema, type RegisterRequest, type Session } from '@sightline/contracts';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { afterAll } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type AppContext, createContext } from '../src/context.ts';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildApp } from '../src/http/app.ts';
import { drainJobs } from '../src/jobs/drain.ts';
import { ManualClock } from '../src/lib/clock.ts';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.ts';
import { emailVerificationRepo } from '../src/modules/auth/email-verification.repo.ts';
import type { VisitRow } from '../src/modules/website-analysis/website-analysis.repo.ts';
import { captchaTokenFor } from '../src/seed/captcha.ts';
import { brandFields, newIdentity, registrationOf, STRONG_PASSWORD } from '../src/seed/data.ts';
import { runReportsAt } from '../src/seed/factories.ts';

export const openTestDatabase = async (): Promise<{ db: Database; drop: () => Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres(url, schema);
  return {
    db,
    drop: async () => {
      await db.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
      await admin.end();
    },
  };
};

export interface Harness {
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  clock: ManualClock;
  mails: OutgoingMail[];
  dataDir: string;
  /** Runs queued jobs now, as a worker would. */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
}

export const startHarness = async (
  options: {
    env?: Record<string, string>;
    transport?: MailTransport;
    engines?: Parameters<typeof createContext>[0]['engines'];
    faviconSites?: Parameters<typeof createContext>[0]['faviconSites'];
  } = {},
): Promise<Harness> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-test-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      CAPTCHA_COST: '300',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
      API_KEY_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      // Tests run the reports they need at the days they choose; first-report.test.ts turns it on.
      FIRST_REPORT_ON_CREATE: 'false',
      ...options.env,
    },
    [],
  );
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  const clock = new ManualClock();
  const mails: OutgoingMail[] = [];
  const transport: MailTransport = options.transport ?? {
    async send(mail) {
      mails.push(mail);
      return { messageId: `<${mails.length}@test>` };
    },
  };
  const ctx = await createContext({
    config,
    db,
    clock,
    log: { info() {}, error() {} },
    transport,
    engines: options.engines,
    faviconSites: options.faviconSites,
  });
  await ctx.queue.prepare(ctx.jobs);
  const app = await buildApp(ctx, { logger: process.env.TEST_LOG ? { level: 'error' } : false });
  await app.ready();
  return {
    ctx,
    app,
    clock,
    mails,
    dataDir,
    drainJobs: () => drainJobs(ctx.queue, ctx.jobs),
    async close() {
      // A test's HTTP client (an MCP client, a child process) may leave a connection open that
      // would hold the server's close until the hook times out; at the end of a file none matters.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await ctx.queue.stop();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The harness of one test file, started while the file is collected (`const h = await
 * harnessForFile()` at its top level) and closed after its last test.
 */
export const harnessForFile = async (options: Parameters<typeof startHarness>[0] = {}) => {
  const h = await startHarness(options);
  afterAll(() => h.close());
  return h;
};

/** Solves a challenge from the running app, as the browser widget does. */
export const solveCaptcha = async (h: Harness): Promise<string> =>
  captchaTokenFor((await h.app.inject({ method: 'GET', url: '/api/auth/captcha/' })).json());

/** A challenge signed with another secret: well formed, but forged. */
export const forgedCaptcha = async (): Promise<string> => {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 10,
    deriveKey,
    hmacSignatureSecret: 'not-the-app-secret-not-the-app-secret',
  });
  return captchaTokenFor(challenge);
};

export const newRegistration = async (
  h: Harness,
  overrides: Partial<RegisterRequest> = {},
): Promise<RegisterRequest> => ({
  ...registrationOf(newIdentity()),
  captcha_token: await solveCaptcha(h),
  ...overrides,
});

/**
 * A new account through the registration route. Its address counts as confirmed, as if its owner
 * had followed the mailed link (the auth tests take that path), unless `unverified`.
 */
export const register = async (
  h: Harness,
  overrides: Partial<RegisterRequest> = {},
  options: { unverified?: boolean } = {},
) => {
  const body = await newRegistration(h, overrides);
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/register/', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const session = res.json() as Session;
  if (!options.unverified) {
    await emailVerificationRepo.markVerified(h.ctx.db, session.user.id, h.clock.now());
    session.user.email_verified = true;
  }
  return { session, email: body.email as string, password: body.password as string };
};

export const bearer = (session: { token: string }) => ({ authorization: `Bearer ${session.token}` });

/** Signs in again, e.g. after moving the clock past the access token's life. */
export const signIn = async (h: Harness, email: string, password = STRONG_PASSWORD): Promise<Session> => {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** GET profile/ with the session's access token: 200 while the session is open, else 401. */
export const profileWith = (h: Harness, session: { token: string }) =>
  h.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(session) });

/** The images the local media store holds in one folder (names), for checking nothing is left behind. */
export const storedMedia = async (h: Harness, folder: 'avatars' | 'logos' | 'content') =>
  (await readdir(path.join(h.dataDir, 'media', folder)).catch(() => [] as string[])).sort();

/** A 1x1 PNG: real image bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Encodes a multipart form as a browser would. */
export const multipart = (
  fields: Record<string, string>,
  file?: { field: string; name: string; data: Buffer; type: string },
) => {
  const boundary = '----sightline-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/**
 * Runs a report of the project at each of these days ago (oldest first) through the run route, and
 * leaves the clock at the last one. Returns a session signed in at that time.
 */
export const runReportsDaysAgo = async (
  h: Harness,
  session: Session,
  projectUuid: string,
  daysAgo: number[],
) => {
  const start = h.clock.now().getTime();
  let current = session;
  await runReportsAt(
    h.ctx,
    h.clock,
    daysAgo.map((days) => new Date(start - days * DAY_MS)),
    async () => {
      current = await signIn(h, current.user.email);
      const run = await h.app.inject({
        method: 'POST',
        url: `/api/projects/${projectUuid}/run/`,
        headers: bearer(current),
      });
      if (run.statusCode !== 202) throw new Error(`run failed: ${run.statusCode} ${run.body}`);
    },
  );
  return current;
};

/** Creates a brand through the API as the wizard does. */
export const createBrand = async (
  h: Harness,
  session: { token: string },
  form: Readonly<Record<string, unknown>>,
) => {
  const { payload, headers } = multipart(brandFields(form));
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/projects/create/',
    payload,
    headers: { ...headers, ...bearer(session) },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return ProjectSchema.parse(res.json());
};

/** Visits through the website writer (stored as a collect endpoint stores them), then on the dashboards. */
export const storeVisits = async (h: Harness, rows: readonly VisitRow[]) => {
  const stored = h.ctx.visitWriter.write(rows);
  if (!stored) throw new Error('the visit writer refused the rows (buffer full)');
  await stored;
  await h.ctx.visitWriter.flush();
};
