// /healthz, /readyz and /metrics: what an operator's probes and Prometheus read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_STALE_MS } from '../src/observability/health.ts';
import { bearer, type Harness, harnessForFile, register, startHarness } from './harness.ts';

const TOKEN = 'metrics-token-of-this-test';
const h = await harnessForFile({ env: { METRICS_TOKEN: TOKEN } });

describe('/healthz and /readyz', () => {
  it('says the process is up, with no query and no credentials', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is not ready until a worker beats, ready while beats are recent, not ready once they stop', async () => {
    const ready = () => h.app.inject({ method: 'GET', url: '/readyz' });
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', worker: 'none' },
    });

    const stop = await h.ctx.health.startHeartbeat();
    try {
      const now = await ready();
      expect(now.statusCode).toBe(200);
      expect(now.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', worker: 'ok' },
      });
      h.clock.advance(HEARTBEAT_STALE_MS + 1000);
      const later = await ready();
      expect(later.statusCode).toBe(503);
      expect(later.json().checks.worker).toBe('stale');
    } finally {
      h.clock.advance(-(HEARTBEAT_STALE_MS + 1000));
      await stop();
    }
    expect((await ready()).json().checks.worker).toBe('none');
  });

  it('is not ready while a migration of this code is not applied', async () => {
    const stop = await h.ctx.health.startHeartbeat();
    const [{ name }] = (
      await h.ctx.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1')
    ).rows;
    await h.ctx.db.query('DELETE FROM schema_migrations WHERE name = $1', [name]);
    try {
      const res = await h.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', migrations: 'pending', worker: 'ok' });
    } finally {
      await h.ctx.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      await stop();
    }
  });
});

describe('/metrics', () => {
  const scrape = (token?: string) =>
    h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers only with the token', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape('metrics-token-of-another')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(200);
  });

  it('counts requests by route pattern, jobs by queue, engine calls by engine and mail', async () => {
    const { session } = await register(h);
    await h.app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(session) });
    await h.drainJobs();
    const res = await scrape(TOKEN);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /sightline_http_requests_total\{method="GET",route="\/api\/auth\/profile\/",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /sightline_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/register\/"\} [1-9]/,
    );
    // The registration's mails went out through the queue: their jobs and the transport counted.
    expect(text).toMatch(/sightline_job_duration_seconds_count\{queue="mail\.send",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/sightline_mail_total\{outcome="sent"\} [1-9]/);
    expect(text).toMatch(/sightline_job_queue_jobs\{queue="mail\.send",state="ready"\} 0/);
    expect(text).toMatch(/sightline_visits_waiting 0/);
    expect(text).toMatch(/sightline_process_resident_memory_bytes [1-9]/);
  });

  it('counts each engine call by engine, simulated or live, and outcome', async () => {
    const answer = await h.ctx.engines.chatgpt.ask({
      engine: 'chatgpt',
      prompt: 'best crm for startups',
      sample: 1,
      day: '2026-11-01',
      project: {
        entity_name: 'Acme',
        entity_label: 'Acme',
        domain: 'acme.example',
        location: 'Spain',
        aliases: [],
      },
    });
    const text = (await scrape(TOKEN)).body;
    expect(text).toContain(
      `sightline_engine_calls_total{engine="chatgpt",simulated="true",outcome="${answer.status}"} 1`,
    );
    expect(text).toMatch(
      /sightline_engine_call_duration_seconds_count\{engine="chatgpt",simulated="true"\} 1/,
    );
  });
});

describe('without METRICS_TOKEN', () => {
  let plain: Harness;
  beforeAll(async () => {
    plain = await startHarness();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('has no metrics endpoint', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
