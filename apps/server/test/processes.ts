// Helpers for tests that run the real server as a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { multipart } from './harness.ts';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Polls until `check` holds, every 200 ms for up to `seconds` (generous: the machine may be busy). */
export const waitFor = async (check: () => boolean | Promise<boolean>, seconds = 120) => {
  for (let i = 0; i < seconds * 5; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};

/** Whether the app answers on this port. */
export const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/subscription/plans/`).then(
    (r) => r.ok,
    () => false,
  );

/** Process ids whose parent is `pid` (from /proc). */
export const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A new account over HTTP, with the captcha solved as a browser would; returns its bearer header. */
export const registerOverHttp = async (base: string, email: string) => {
  const challenge = (await (await fetch(`${base}/auth/captcha/`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  const res = await fetch(`${base}/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Process Tester',
      email,
      password: 'Str0ng!Pass',
      company_info: { name: 'R', role: 'other', referral: 'other' },
      seo_info: { objectives: ['track_presence'], current_position: 'new' },
      captcha_token: btoa(JSON.stringify({ challenge, solution })),
    }),
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`register: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { token: string };
  return { authorization: `Bearer ${session.token}` };
};

/** A brand created over HTTP with the multipart form of the brand wizard. */
export const createBrandOverHttp = async (
  base: string,
  auth: Record<string, string>,
  fields: Record<string, string>,
) => {
  const form = multipart(fields);
  const res = await fetch(`${base}/projects/create/`, {
    method: 'POST',
    headers: { ...form.headers, ...auth },
    body: form.payload,
  });
  return (await res.json()) as { uuid: string };
};

const serverEntry = path.resolve(import.meta.dirname, '../src/main.ts');

/**
 * The real server as a child process on `port`: its data in `dataDir` (PGlite), or in `schema` of
 * DATABASE_URL when that is set; `env` adds settings, `args` a role. Resolves once it answers (the
 * API on `port`, or `isUp`).
 */
export const startServerProcess = async (options: {
  port: number;
  dataDir: string;
  schema: string;
  env: Record<string, string>;
  args?: string[];
  isUp?: () => Promise<boolean>;
  onOutput?: (text: string) => void;
}) => {
  const databaseUrl = process.env.DATABASE_URL;
  const isUp = options.isUp ?? (() => answers(options.port));
  const proc = spawn(process.execPath, [serverEntry, ...(options.args ?? [])], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: databaseUrl ? options.schema : '',
      SCHEDULER: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.on('data', (chunk: Buffer) => options.onOutput?.(chunk.toString()));
  }
  const up = await waitFor(async () => proc.exitCode !== null || (await isUp()), 90);
  if (!up || proc.exitCode !== null) throw new Error('server did not start');
  return proc;
};

/** Sends `signal` and resolves when the process has exited. */
export const stopProcess = (proc: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });

/** The database a server process used (once it has exited: PGlite takes one process at a time). */
export const openProcessDatabase = (dataDir: string, schema: string): Promise<Database> => {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? openPostgres(databaseUrl, schema) : openPglite(path.join(dataDir, 'pglite'));
};

/** Drops what a server process left on DATABASE_URL (its schema and the job queue's). */
export const dropProcessSchema = async (schema: string) => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
  await admin.end();
};
