// The keyword explorer's calls on a real database, with the sandbox volume provider: analyses start,
// run as jobs, complete with simulated volumes; input is checked with the spec's messages; each
// analysis is its owner's only; the plan's monthly analyses and read-only accounts are enforced.
import {
  billingMessages,
  DAY_MS,
  KEYWORD_PROMPTS_PER_KEYWORD,
  KeywordExecutionListSchema,
  KeywordExecutionSchema,
  KeywordResultsReplySchema,
  KeywordSummarySchema,
  keywordMessages,
  keywordExplorerPaths as paths,
  readOnlyMessage,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYWORD_STEP_ATTEMPTS } from '../src/modules/keywords/keyword-jobs.ts';
import { api } from './billing-support.ts';
import { type Harness, register, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

// 127.0.0.1 is refused at once by the website reader (no loopback here): the keywords alone are used.
const analysis = {
  title: 'CRM research',
  website: '127.0.0.1',
  keywords: 'crm software, sales pipeline , ,',
  country: 'ES',
  language: 'en',
};

const create = (session: Session, body: object = analysis) => api(h, session, 'POST', paths.create, body);

const executionOf = async (session: Session, uuid: string) =>
  KeywordExecutionSchema.parse((await api(h, session, 'GET', paths.execution(uuid))).json());

const resultsOf = async (session: Session, uuid: string) =>
  KeywordResultsReplySchema.parse((await api(h, session, 'GET', paths.prompts(uuid))).json()).results;

const remaining = async (session: Session) =>
  KeywordSummarySchema.parse((await api(h, session, 'GET', paths.summary)).json()).remaining_executions;

describe('a keyword analysis', () => {
  it('starts pending, runs as jobs and completes with simulated volumes of the prompts it wrote', async () => {
    const { session } = await register(h);
    expect(await remaining(session)).toBe(10);
    const res = await create(session);
    expect(res.statusCode).toBe(201);
    const started = KeywordExecutionSchema.parse(res.json());
    expect(started).toMatchObject({
      title: 'CRM research',
      status: 'pending',
      keywords_count: 2,
      country: 'ES',
      language: 'en',
      error_message: null,
    });
    expect(await resultsOf(session, started.uuid)).toEqual([]);
    expect(await remaining(session)).toBe(9);

    await h.drainJobs();
    const done = await executionOf(session, started.uuid);
    expect(done).toMatchObject({ status: 'completed', simulated: true });
    const results = await resultsOf(session, started.uuid);
    expect(results.length).toBeGreaterThan(KEYWORD_PROMPTS_PER_KEYWORD);
    expect(results.length).toBeLessThanOrEqual(2 * KEYWORD_PROMPTS_PER_KEYWORD);
    expect(new Set(results.map((r) => r.keyword))).toEqual(new Set(['crm software', 'sales pipeline']));
    expect(results.map((r) => r.query)).toContain('Best crm software in Spain');
    for (const r of results) {
      expect(r.simulated).toBe(true);
      expect(r.monthly_volumes).toHaveLength(12);
      if (r.volume === null) expect(r.volume_interval).toBe('No data');
      else expect(r.volume_interval).toMatch(/^(\d+|\d+K|\d+M)(-\d+[KM]?|\+)$/);
    }

    const list = KeywordExecutionListSchema.parse((await api(h, session, 'GET', paths.executions)).json());
    expect(list.map((e) => e.uuid)).toEqual([started.uuid]);
  });

  it('writes its prompts once per run, however often a step runs', async () => {
    const { session } = await register(h);
    const { id } = (await create(session)).json();
    const payload = { executionId: id, run: 1 };
    // The generate step twice (a retry after a lost acknowledgement), then the volume step twice.
    await h.ctx.keywordJobs.generateJob.handle(payload);
    await h.ctx.keywordJobs.generateJob.handle(payload);
    const { rows } = await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM keyword_results WHERE execution_id = $1',
      [id],
    );
    await h.ctx.keywordJobs.volumesJob.handle(payload);
    await h.ctx.keywordJobs.volumesJob.handle(payload);
    await h.drainJobs();
    const uuid = (await api(h, session, 'GET', paths.executions)).json()[0].uuid;
    expect((await resultsOf(session, uuid)).length).toBe(rows[0].n);
  });

  it('refreshes with a new run, refused while one runs', async () => {
    const { session } = await register(h);
    const { uuid } = (await create(session)).json();
    const running = await api(h, session, 'POST', paths.refresh(uuid));
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(keywordMessages.stillRunning);
    await h.drainJobs();
    const before = await resultsOf(session, uuid);

    const res = await api(h, session, 'POST', paths.refresh(uuid));
    expect(res.statusCode).toBe(200);
    expect(KeywordExecutionSchema.parse(res.json()).status).toBe('pending');
    expect(await resultsOf(session, uuid)).toEqual([]);
    expect(await remaining(session)).toBe(8);
    await h.drainJobs();
    const after = await resultsOf(session, uuid);
    // Same prompts, same (deterministic) volumes; new rows of the new run.
    expect(after.map((r) => [r.query, r.volume])).toEqual(before.map((r) => [r.query, r.volume]));
  });
});

describe('input', () => {
  it('refuses a bad country or language, empty or too many keywords and a bad website', async () => {
    const { session } = await register(h);
    const refused = async (body: object, field: string, message: string) => {
      const res = await create(session, { ...analysis, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: [message] } });
    };
    await refused({ country: 'XX' }, 'country', keywordMessages.countryInvalid);
    await refused({ country: 'es' }, 'country', keywordMessages.countryInvalid);
    await refused({ language: 'klingon' }, 'language', keywordMessages.languageInvalid);
    await refused({ keywords: '' }, 'keywords', keywordMessages.keywordsRequired);
    await refused({ keywords: ' , ,, ' }, 'keywords', keywordMessages.keywordsRequired);
    await refused(
      { keywords: Array.from({ length: 21 }, (_, i) => `kw${i}`).join(',') },
      'keywords',
      keywordMessages.tooManyKeywords,
    );
    await refused({ keywords: 'x'.repeat(81) }, 'keywords', keywordMessages.keywordTooLong);
    await refused({ title: ' ' }, 'title', keywordMessages.titleRequired);
    await refused({ website: 'not a website' }, 'website', 'Please enter a valid URL');
    // Nothing was taken from the plan.
    expect(await remaining(session)).toBe(10);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's analysis on every call", async () => {
    const owner = await register(h);
    const { uuid } = (await create(owner.session)).json();
    await h.drainJobs();
    const other = await register(h);
    for (const [method, url] of [
      ['GET', paths.execution(uuid)],
      ['GET', paths.prompts(uuid)],
      ['POST', paths.refresh(uuid)],
    ] as const) {
      const res = await api(h, other.session, method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(keywordMessages.notFound);
    }
    expect((await api(h, other.session, 'GET', paths.executions)).json()).toEqual([]);
    expect((await api(h, owner.session, 'GET', paths.execution('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('plan limits', () => {
  it("refuse the analysis past the month's figure with the spec message; a failed one retries free", async () => {
    const { session } = await register(h);
    // Mid-month, so the trial's 10 are all of this month.
    const start = h.clock.now();
    h.clock.current = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 10));
    await h.ctx.db.query('UPDATE subscriptions SET trial_end_date = $2 WHERE user_id = $1', [
      session.user.id,
      new Date(h.clock.now().getTime() + 60 * DAY_MS),
    ]);
    try {
      const uuids: string[] = [];
      for (let i = 0; i < 10; i++) uuids.push((await create(session)).json().uuid);
      expect(await remaining(session)).toBe(0);
      const refused = await create(session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'execution_limit_reached',
        message: billingMessages.noExecutions,
      });
      await h.drainJobs();
      const refresh = await api(h, session, 'POST', paths.refresh(uuids[0]));
      expect(refresh.json()).toMatchObject({ code: 'execution_limit_reached' });

      // A failed analysis (every try of its step failed) can be retried without an analysis left.
      const [failing] = (
        await h.ctx.db.query<{ id: number }>(
          `UPDATE keyword_executions SET status = 'running', attempts = $2, run = run + 1
           WHERE uuid = $1 RETURNING id`,
          [uuids[1], KEYWORD_STEP_ATTEMPTS],
        )
      ).rows;
      await h.ctx.keywordJobs.generateJob.handle({ executionId: failing.id, run: 2 });
      const failed = await executionOf(session, uuids[1]);
      expect(failed).toMatchObject({ status: 'failed', error_message: keywordMessages.analysisError });
      const retry = await api(h, session, 'POST', paths.refresh(uuids[1]));
      expect(retry.statusCode).toBe(200);
      await h.drainJobs();
      expect((await executionOf(session, uuids[1])).status).toBe('completed');
    } finally {
      h.clock.current = start;
    }
  });

  it('refuses every analysis of a read-only account with the upgrade message', async () => {
    const { session } = await register(h);
    const { uuid } = (await create(session)).json();
    await h.drainJobs();
    await h.ctx.db.query(
      `UPDATE subscriptions SET status = 'FREE', is_trial = false,
         plan_id = (SELECT id FROM plans WHERE name = 'FREE') WHERE user_id = $1`,
      [session.user.id],
    );
    for (const res of [await create(session), await api(h, session, 'POST', paths.refresh(uuid))]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'trial_expired',
        message: readOnlyMessage('analyses', 'plan'),
      });
    }
    expect(await remaining(session)).toBe(0);
    // Reading stays open.
    expect((await resultsOf(session, uuid)).length).toBeGreaterThan(0);
  });
});
