// A worker killed in the middle of an execution and started again finishes it, with one answer per
// (prompt, engine, sample) and nothing written twice, and no job fails on a lock cycle on the way;
// the execution's webhook events reach a local receiver once each, and a further restart sends
// nothing again. Runs the real server process.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEBHOOK_EVENT_TYPES, webhookPaths } from '@sightline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createBrandOverHttp,
  dropProcessSchema,
  freePort,
  openProcessDatabase,
  registerOverHttp,
  startServerProcess,
  stopProcess,
  waitFor,
} from './processes.ts';
import { startReceiver } from './webhook-receiver.ts';

const schema = `t_restart_${randomBytes(4).toString('hex')}`;
let dataDir = '';
const receiver = await startReceiver();
let child: ChildProcess | undefined;
/** What the server processes logged (warnings and errors), shown as they come and kept to check. */
const logged: string[] = [];

const startServer = (port: number) =>
  startServerProcess({
    port,
    dataDir,
    schema,
    env: {
      SANDBOX_LATENCY_MS: '120',
      ENGINE_CONCURRENCY: '1',
      COLLECT_LEASE_SECONDS: '2',
      CAPTCHA_COST: '200',
      REPORT_SAMPLES: '3',
      // The execution killed is the one started below, after the webhook is in place.
      FIRST_REPORT_ON_CREATE: 'false',
      // The webhook receiver listens on 127.0.0.1.
      SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1',
    },
    onOutput: (text) => {
      logged.push(text);
      process.stdout.write(text);
    },
  });
const stop = stopProcess;

afterAll(async () => {
  await receiver.close();
  if (child && child.exitCode === null) await stop(child, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await dropProcessSchema(schema);
});

describe('worker restart', () => {
  it('finishes an execution after a kill, without duplicate answers', { timeout: 240_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-restart-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    child = await startServer(port);

    const auth = await registerOverHttp(base, 'restart@example.com');
    const project = await createBrandOverHttp(base, auth, {
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

    const db = await openProcessDatabase(dataDir, schema);
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
