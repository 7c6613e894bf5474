// The privacy policy's retention periods, kept by the daily job: an account that never paid goes 6
// months after its last activity, a former customer's brands 3 months after the subscription ended;
// each after a warning mail at least 14 days before, and signing in moves the date.
import { DAY_MS } from '@sightline/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, harnessForFile, register, signIn, startHarness } from './harness.ts';

const h = await harnessForFile();
const MONTH_MS = 31 * DAY_MS;
const start = h.clock.now().getTime();
afterEach(() => {
  h.clock.advance(start - h.clock.now().getTime());
});

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
