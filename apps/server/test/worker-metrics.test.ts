// A worker-only process serves no app, but with METRICS_PORT it answers /healthz, /readyz (its own
// heartbeat makes it ready) and /metrics, where its jobs and engine calls are counted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answers, dropProcessSchema, freePort, startServerProcess, stopProcess } from './processes.ts';

const TOKEN = 'worker-metrics-token-0123';

describe('a worker process with METRICS_PORT', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('answers health, readiness and metrics on that port, and nothing of the app', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-worker-metrics-'));
    const schema = `worker_metrics_${process.pid}`;
    cleanup.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => dropProcessSchema(schema),
    );
    const base = `http://127.0.0.1:${metricsPort}`;
    const worker = await startServerProcess({
      port,
      dataDir,
      schema,
      args: ['--role=worker'],
      env: { METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN },
      isUp: () =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
    });
    cleanup.push(() => stopProcess(worker, 'SIGTERM'));

    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: unknown }).checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      worker: 'ok',
    });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/sightline_job_queue_jobs\{queue="mail\.send",state="ready"\} 0/);
    // The app is not served by a worker, on either port.
    expect((await fetch(`${base}/api/subscription/plans/`)).status).toBe(404);
    expect(await answers(port)).toBe(false);
  });
});
