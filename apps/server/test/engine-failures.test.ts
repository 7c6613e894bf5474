// Engine failures: a rate-limited engine is asked again later, a refused one fails its answers
// without failing the report, and a report with nothing collected fails.
import type { ENGINE_CODES } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createEngines, type EngineAdapter, EngineError } from '../src/engines/index.ts';
import { bearer, createBrand, type Harness, register, startHarness } from './harness.ts';

const sandbox = createEngines(loadConfig({}, []).engines);
let calls: Record<string, number>;
const flaky = (
  code: (typeof ENGINE_CODES)[number],
  fail: (n: number) => EngineError | null,
): EngineAdapter => ({
  ...sandbox[code],
  async ask(req) {
    calls[code] = (calls[code] ?? 0) + 1;
    const err = fail(calls[code]);
    if (err) throw err;
    return sandbox[code].ask(req);
  },
});

let h: Harness;
beforeAll(async () => {
  calls = {};
  const engines = { ...sandbox };
  // chatgpt: rate limited once, then fine. claude: always refused (bad key). gemini: always down.
  engines.chatgpt = flaky('chatgpt', (n) =>
    n === 1 ? new EngineError('429', { kind: 'http', status: 429, retryable: true, retryAfterMs: 1 }) : null,
  );
  engines.claude = flaky(
    'claude',
    () => new EngineError('invalid key', { kind: 'http', status: 401, retryable: false }),
  );
  engines.gemini = flaky(
    'gemini',
    () => new EngineError('503', { kind: 'http', status: 503, retryable: true }),
  );
  h = await startHarness({ env: { REPORT_SAMPLES: '1', COLLECT_MAX_ATTEMPTS: '2' }, engines });
});
afterAll(async () => {
  await h?.close();
});

const brand = async (engines: string[]) => {
  const { session } = await register(h);
  const project = await createBrand(h, session, {
    entity_name: 'Acme',
    location: 'Paris',
    domain: 'acme.com',
    ai_engines: engines,
    ranking_queries: ['best CRM software'],
  });
  await h.app.inject({ method: 'POST', url: `/api/projects/${project.uuid}/run/`, headers: bearer(session) });
  return project;
};

const settle = async () => {
  // Retries wait out their delay (Retry-After, or the queue's backoff) before a worker may take them.
  for (let i = 0; i < 40; i++) {
    await h.drainJobs();
    const { rows } = await h.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM answers WHERE status = 'PENDING'`,
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
};

describe('engine failures', () => {
  it('retries after Retry-After and keeps a report whose other engines answered', {
    timeout: 60_000,
  }, async () => {
    const project = await brand(['chatgpt', 'claude']);
    await settle();
    await h.drainJobs();
    const { rows } = await h.ctx.db.query<{
      engine: string;
      status: string;
      attempts: number;
      error: string | null;
    }>('SELECT engine, status, attempts, error FROM answers WHERE project_id = $1 ORDER BY engine', [
      project.id,
    ]);
    expect(rows.find((r) => r.engine === 'chatgpt')).toMatchObject({ status: 'COMPLETED', attempts: 2 });
    expect(rows.find((r) => r.engine === 'claude')).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error: 'invalid key',
    });
    const { rows: exec } = await h.ctx.db.query<{ status: string }>(
      'SELECT status FROM report_executions WHERE project_id = $1',
      [project.id],
    );
    expect(exec[0].status).toBe('COMPLETED');
  });

  it('fails the report when no engine answered, after the allowed attempts', {
    timeout: 60_000,
  }, async () => {
    const project = await brand(['gemini']);
    await settle();
    await h.drainJobs();
    const { rows } = await h.ctx.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM answers WHERE project_id = $1',
      [project.id],
    );
    expect(rows).toEqual([{ status: 'FAILED', attempts: 2 }]);
    const { rows: exec } = await h.ctx.db.query<{ status: string; error: string }>(
      'SELECT status, error FROM report_executions WHERE project_id = $1',
      [project.id],
    );
    expect(exec[0].status).toBe('FAILED');
  });
});
