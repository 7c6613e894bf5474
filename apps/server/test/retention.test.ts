// The privacy policy's retention periods, kept by the daily job: an account that never paid goes 6
// months after its last activity, a former customer's brands 3 months after the subscription ended;
// each after a warning mail at least 14 days before, and signing in moves the date. The raw text of
// answers goes two years after they were collected or captured, their reading and figures staying.
import { answerImportPaths, DAY_MS } from '@sightline/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { reanalyze } from '../src/modules/reports/reanalyze.ts';
import { createRetentionService } from '../src/modules/retention/retention.service.ts';
import { ASANA, HUBSPOT } from '../src/seed/data.ts';
import { api } from './billing-support.ts';
import {
  bearer,
  createBrand,
  harnessForFile,
  register,
  runReportsDaysAgo,
  signIn,
  startHarness,
} from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
const MONTH_MS = 31 * DAY_MS;
const start = h.clock.now().getTime();
const backToStart = () => h.clock.advance(start - h.clock.now().getTime());
afterEach(backToStart);

const userExists = async (id: number) =>
  (await h.ctx.db.query('SELECT 1 FROM users WHERE id = $1', [id])).rows.length === 1;
const brandsOf = async (id: number) =>
  (await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects WHERE owner_id = $1', [id]))
    .rows[0].n;
const warnings = async (email: string, subject: RegExp) => {
  await h.drainJobs();
  return h.mails.filter((m) => m.to === email && subject.test(m.subject));
};

describe('an account that never paid', () => {
  it('is warned 14 days before its 6 months of inactivity end, once, then deleted', async () => {
    const idle = await register(h);
    const active = await register(h);
    await createBrand(h, idle.session, ASANA);

    h.clock.advance(6 * MONTH_MS - 20 * DAY_MS);
    await h.ctx.retention.run();
    expect(await warnings(idle.email, /account will be deleted/)).toHaveLength(0);

    h.clock.advance(10 * DAY_MS);
    // The other account signs in: its date moves six months on.
    await signIn(h, active.email);
    await h.ctx.retention.run();
    await h.ctx.retention.run();
    const [warning] = await warnings(idle.email, /account will be deleted/);
    expect(warning.text).toMatch(/will be deleted on \d{1,2} \w+ \d{4}/);
    expect(await warnings(idle.email, /account will be deleted/)).toHaveLength(1);
    expect(await warnings(active.email, /account will be deleted/)).toHaveLength(0);

    h.clock.advance(13 * DAY_MS);
    await h.ctx.retention.run();
    expect(await userExists(idle.session.user.id)).toBe(true);
    h.clock.advance(2 * DAY_MS);
    await h.ctx.retention.run();
    expect(await userExists(idle.session.user.id)).toBe(false);
    expect(await userExists(active.session.user.id)).toBe(true);
  });

  it('is kept when its owner signs in after the warning', async () => {
    const returning = await register(h);
    h.clock.advance(6 * MONTH_MS - 5 * DAY_MS);
    await h.ctx.retention.run();
    expect(await warnings(returning.email, /account will be deleted/)).toHaveLength(1);
    await signIn(h, returning.email);
    h.clock.advance(30 * DAY_MS);
    await h.ctx.retention.run();
    expect(await userExists(returning.session.user.id)).toBe(true);
  });

  it('a warning sent late still gives the full notice before the deletion', async () => {
    const late = await register(h);
    h.clock.advance(7 * MONTH_MS);
    await h.ctx.retention.run();
    expect(await warnings(late.email, /account will be deleted/)).toHaveLength(1);
    h.clock.advance(10 * DAY_MS);
    await h.ctx.retention.run();
    expect(await userExists(late.session.user.id)).toBe(true);
    h.clock.advance(5 * DAY_MS);
    await h.ctx.retention.run();
    expect(await userExists(late.session.user.id)).toBe(false);
  });
});

describe('a former customer', () => {
  it('keeps the account, and its brands go 3 months after the subscription ended, after a warning', async () => {
    const former = await register(h);
    await createBrand(h, former.session, ASANA);
    // A paid plan that ended now (as the billing webhook leaves it: back on FREE, with the end date).
    await h.ctx.db.query(
      `UPDATE subscriptions SET status = 'FREE', current_period_end = $2 WHERE user_id = $1`,
      [former.session.user.id, h.clock.now()],
    );
    await h.ctx.db.query(
      `INSERT INTO invoices (subscription_id, amount, status)
       SELECT id, 49, 'paid' FROM subscriptions WHERE user_id = $1`,
      [former.session.user.id],
    );
    h.clock.advance(3 * MONTH_MS - 10 * DAY_MS);
    await h.ctx.retention.run();
    const [warning] = await warnings(former.email, /brands will be deleted/);
    expect(warning.text).toContain('/plans');
    h.clock.advance(15 * DAY_MS);
    await h.ctx.retention.run();
    expect(await brandsOf(former.session.user.id)).toBe(0);
    expect(await userExists(former.session.user.id)).toBe(true);
    const fresh = await signIn(h, former.email);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/projects/', headers: bearer(fresh) })).json().projects,
    ).toEqual([]);
  });
});

describe('the raw text of answers', () => {
  let project: Awaited<ReturnType<typeof createBrand>>;
  const logged: object[] = [];
  /** The job as the workers run it, with `batch` answers per statement and its log kept. */
  const retention = (batch: number, answerTextDays = h.ctx.config.retention.answerTextDays) =>
    createRetentionService({
      db: h.ctx.db,
      clock: h.clock,
      mail: h.ctx.mail,
      account: h.ctx.account,
      publicUrl: h.ctx.config.publicUrl,
      config: { ...h.ctx.config.retention, answerTextDays },
      log: { info: (obj) => logged.push(obj), error() {} },
      answerTextBatch: batch,
    });
  const texts = async () =>
    (
      await h.ctx.db.query<{ id: number; kept: boolean; removed_at: Date | null; old: boolean }>(
        `SELECT id::int, answer_text IS NOT NULL AS kept, text_removed_at AS removed_at,
           collected_at < $2::timestamptz - interval '730 days' AS old
         FROM answers WHERE project_id = $1 AND collected_at IS NOT NULL
         UNION ALL
         SELECT -id::int, answer_text IS NOT NULL, text_removed_at, captured_at < $2::timestamptz - interval '730 days'
         FROM imported_answers WHERE project_id = $1 ORDER BY 1`,
        [project.id, h.clock.now()],
      )
    ).rows;
  /** Everything but the text: readings, spans, sources, entities and roll-ups. */
  const figures = async () => {
    const rows = (sql: string) => h.ctx.db.query(sql, [project.id]).then((r) => r.rows);
    return {
      answers: await rows(
        `SELECT id, status, mention, position, ranking, spans, rating, score, justification, analyzer_version
         FROM answers WHERE project_id = $1 ORDER BY id`,
      ),
      imported: await rows(
        'SELECT id, mention, position, ranking, spans, sources, entities FROM imported_answers WHERE project_id = $1 ORDER BY id',
      ),
      sources: await rows(
        'SELECT s.* FROM answer_sources s JOIN answers a ON a.id = s.answer_id WHERE a.project_id = $1 ORDER BY s.id',
      ),
      entities: await rows(
        'SELECT e.* FROM answer_entities e JOIN answers a ON a.id = e.answer_id WHERE a.project_id = $1 ORDER BY 1, 2',
      ),
      daily: await rows('SELECT * FROM metrics_daily WHERE project_id = $1 ORDER BY day, prompt_id, engine'),
      weekly: await rows(
        'SELECT * FROM metrics_weekly WHERE project_id = $1 ORDER BY week, prompt_id, engine',
      ),
      imported_daily: await rows(
        'SELECT * FROM imported_metrics_daily WHERE project_id = $1 ORDER BY day, prompt_id, engine',
      ),
    };
  };

  beforeAll(async () => {
    const { session } = await register(h);
    project = await createBrand(h, session, HUBSPOT);
    // Answers collected 740 and 700 days ago: the first past the two years, the second not yet.
    await runReportsDaysAgo(h, session, project.uuid, [740, 700]);
    backToStart();
    const signedIn = await signIn(h, session.user.email);
    const captured = (days: number) => new Date(start - days * DAY_MS).toISOString();
    const imported = await api(h, signedIn, 'POST', answerImportPaths.rows(project.uuid), {
      confirm: true,
      rows: [740, 700].map((days) => ({
        prompt: HUBSPOT.ranking_queries[0],
        engine: 'chatgpt',
        captured_at: captured(days),
        answer: '1. **HubSpot** — the free CRM.\n2. **Pipedrive** — pipelines.',
      })),
    });
    expect(imported.json()).toMatchObject({ imported: 2 });
    // A paying customer, so that only the text rule reaches this account.
    await h.ctx.db.query(`UPDATE subscriptions SET status = 'ACTIVE' WHERE user_id = $1`, [session.user.id]);
  });

  it('reads two years (730 days) by default; RETENTION_ANSWER_TEXT_DAYS=0 keeps every text', async () => {
    expect(loadConfig({}, []).retention.answerTextDays).toBe(730);
    expect(loadConfig({ RETENTION_ANSWER_TEXT_DAYS: '0' }, []).retention.answerTextDays).toBe(0);
    const before = await texts();
    expect(before.some((t) => t.old)).toBe(true);
    expect((await retention(2, 0).run())?.answerTexts).toBeNull();
    expect(await texts()).toEqual(before);
  });

  it('removes the text of answers older than the period in batches until none is left, the rest untouched', async () => {
    const before = await texts();
    const old = before.filter((t) => t.old);
    const kept = before.filter((t) => !t.old);
    expect(kept.length).toBeGreaterThan(0);
    const oldApi = old.filter((t) => t.id > 0).length;
    expect(oldApi).toBeGreaterThan(2);
    const unchanged = await figures();

    logged.length = 0;
    const result = await retention(2).run();
    // Two per statement: the API answers take ceil(n / 2) statements, the one old imported answer one more.
    expect(result?.answerTexts).toEqual({
      answers: oldApi,
      imported_answers: 1,
      batches: Math.ceil(oldApi / 2) + 1,
    });
    expect(logged).toContainEqual({
      rule: 'answer_text',
      answers: oldApi,
      imported_answers: 1,
      batches: result?.answerTexts?.batches,
    });
    const after = await texts();
    expect(after.filter((t) => t.old)).toEqual(
      old.map((t) => ({ ...t, kept: false, removed_at: h.clock.now() })),
    );
    expect(after.filter((t) => !t.old)).toEqual(kept);
    expect(await figures()).toEqual(unchanged);
  });

  it('is idempotent: a later run removes nothing more and keeps the date of the removal', async () => {
    const removed = await texts();
    h.clock.advance(DAY_MS);
    logged.length = 0;
    expect((await retention(2).run())?.answerTexts).toEqual({ answers: 0, imported_answers: 0, batches: 0 });
    expect(logged).toEqual([]);
    expect((await texts()).map(({ old, ...t }) => t)).toEqual(removed.map(({ old, ...t }) => t));
  });

  it('re-analysis reads only the answers that kept their text', async () => {
    const kept = (await texts()).filter((t) => t.kept);
    const result = await reanalyze(h.ctx.db, { projectId: project.id, all: true });
    expect(result.answers).toBe(kept.filter((t) => t.id > 0 && t.kept).length);
    expect(result.imported).toBe(kept.filter((t) => t.id < 0).length);
  });
});

describe('RETENTION=false', () => {
  it('keeps everything', async () => {
    const off = await startHarness({ env: { RETENTION: 'false' } });
    try {
      const kept = await register(off);
      off.clock.advance(12 * MONTH_MS);
      expect(await off.ctx.retention.run()).toBeNull();
      expect(
        (await off.ctx.db.query('SELECT 1 FROM users WHERE id = $1', [kept.session.user.id])).rows,
      ).toHaveLength(1);
    } finally {
      await off.close();
    }
  });
});
