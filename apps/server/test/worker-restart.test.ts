// A worker killed in the middle of an execution and started again finishes it, with one answer per
// (prompt, engine, sample) and nothing written twice, and no job fails on a lock cycle on the way;
// the execution's webhook events reach a local receiver once each, and a further restart sends
// nothing again. Runs the real server process.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEBHOOK_EVENT_TYPES, webhookPaths } from '@sightline/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { multipart } from './harness.ts';
import { answers, freePort, waitFor } from './processes.ts';
import { startReceiver } from './webhook-receiver.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/main.ts');
const schema = `t_restart_${randomBytes(4).toString('hex')}`;
const databaseUrl = process.env.DATABASE_URL;
let dataDir = '';
const receiver = await startReceiver();
let child: ChildProcess | undefined;
/** What the server processes logged (warnings and errors), shown as they come and kept to check. */
const logged: string[] = [];

const startServer = async (port: number) => {
  const proc = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: databaseUrl ? schema : '',
      SANDBOX_LATENCY_MS: '120',
      ENGINE_CONCURRENCY: '1',
      COLLECT_LEASE_SECONDS: '2',
      SCHEDULER: 'false',
      CAPTCHA_COST: '200',
      LOG_LEVEL: 'warn',
      REPORT_SAMPLES: '3',
      // The webhook receiver listens on 127.0.0.1.
      SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      logged.push(chunk.toString());
      process.stdout.write(chunk);
    });
  }
  const up = await waitFor(async () => proc.exitCode !== null || (await answers(port)), 90);
  if (!up || proc.exitCode !== null) throw new Error('server did not start');
  return proc;
};

const stop = (proc: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });

afterAll(async () => {
  await receiver.close();
  if (child && child.exitCode === null) await stop(child, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
    await admin.end();
  }
});

describe('worker restart', () => {
  it('finishes an execution after a kill, without duplicate answers', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    child = await startServer(port);

    const challenge = (await (await fetch(`${base}/auth/captcha/`)).json()) as Parameters<
      typeof solveChallenge
    >[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    const session = (await (
      await fetch(`${base}/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Restart Tester',
          email: 'restart@example.com',
          password: 'Str0ng!Pass',
          company_info: { name: 'R', role: 'other', referral: 'other' },
          seo_info: { objectives: ['track_presence'], current_position: 'new' },
          captcha_token: btoa(JSON.stringify({ challenge, solution })),
        }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${session.token}` };
    const form = multipart({
      entity_name: 'Notion',
      location: 'San Francisco',
      domain: 'notion.so',
      ai_engines: JSON.stringify(['chatgpt', 'claude']),
      ranking_queries: JSON.stringify([
        'best note-taking apps',
        'best project management tools',
        'top wiki software',
      ]),
    });
    const project = (await (
      await fetch(`${base}/projects/create/`, {
        method: 'POST',
        headers: { ...form.headers, ...auth },
        body: form.payload,
      })
    ).json()) as { uuid: string };
    const hook = await fetch(`${base}${webhookPaths.list(project.uuid)}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url('/hook'), events: WEBHOOK_EVENT_TYPES }),
    });
    expect(hook.status).toBe(201);
    expect(
      (await fetch(`${base}/projects/${project.uuid}/run/`, { method: 'POST', headers: auth })).status,
    ).toBe(202);

    // 18 answers, 2 engines one at a time, 120 ms each: about a second in, part of them are done.
    await new Promise((r) => setTimeout(r, 700));
    await stop(child, 'SIGKILL');

    child = await startServer(port);
    let running = true;
    for (let i = 0; i < 300 && running; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const status = (await (
        await fetch(`${base}/projects/${project.uuid}/execution-status/`, { headers: auth })
      ).json()) as { running: boolean };
      running = status.running;
    }
    expect(running).toBe(false);
    const completed = () =>
      receiver.at('/hook').some((r) => JSON.parse(r.body).type === 'execution.completed');
    expect(await waitFor(completed, 60)).toBe(true);
    // Restarted once more: nothing is pending, so nothing is posted again.
    await stop(child, 'SIGTERM');
    child = await startServer(port);
    await stop(child, 'SIGTERM');

    const db: Database = databaseUrl
      ? await openPostgres(databaseUrl, schema)
      : await openPglite(path.join(dataDir, 'pglite'));
    try {
      const { rows: answers } = await db.query<{ status: string; sample: number }>(
        'SELECT status, sample FROM answers',
      );
      const { rows: executions } = await db.query<{ status: string; extra_spent: number }>(
        'SELECT status, extra_spent FROM report_executions',
      );
      // The base samples once each, and exactly the extra samples the budget counter spent.
      expect(answers.filter((a) => a.sample <= 3)).toHaveLength(3 * 2 * 3);
      expect(answers).toHaveLength(3 * 2 * 3 + executions[0].extra_spent);
      expect(answers.every((a) => a.status === 'COMPLETED')).toBe(true);
      const { rows: dupes } = await db.query(
        'SELECT answer_id, url FROM answer_sources GROUP BY answer_id, url HAVING count(*) > 1',
      );
      expect(dupes).toEqual([]);
      expect(executions).toMatchObject([{ status: 'COMPLETED' }]);
      const { rows: deliveries } = await db.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM webhook_deliveries',
      );
      const posted = receiver.at('/hook').map((r) => JSON.parse(r.body).id);
      expect(new Set(posted).size).toBe(posted.length);
      expect(deliveries).toHaveLength(posted.length);
      expect(deliveries.every((d) => d.status === 'DELIVERED' && d.attempts === 1)).toBe(true);
      // Answers landing at once take the execution's lock in one order (PostgreSQL found cycles).
      expect(logged.join('')).not.toMatch(/deadlock detected/);
    } finally {
      await db.close();
    }
  });
});
