// Every plan limit, enforced by the server's one limit service with the spec's message: prompts per
// plan (also after a downgrade), team members, keyword analyses and recommendation runs per month.
import {
  billingMessages,
  DAY_MS,
  type ExecutionKind,
  PLANS,
  projectMessages,
  readOnlyMessage,
  type Session,
  sharedReadOnlyMessage,
  subscriptionPaths,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { brandNamed } from '../src/seed/data.ts';
import { addPrompt, api, subscribeLocally, subscriptionOf } from './billing-support.ts';
import { createBrand, harnessForFile, register, signIn } from './harness.ts';

const h = await harnessForFile();

const brandWith = (session: Session, prompts: number) => createBrand(h, session, brandNamed('Acme', prompts));

const expectPromptLimit = async (res: Awaited<ReturnType<typeof addPrompt>>) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'prompt_limit_reached', message: projectMessages.promptLimit });
};

describe('prompts per plan', () => {
  it('follow the plan bought: Starter 20 (less than the trial), Pro 100', async () => {
    const { session } = await register(h);
    const project = await brandWith(session, 15);
    await subscribeLocally(h, session, 'STARTER');
    expect(await subscriptionOf(h, session)).toMatchObject({ total_queries: 20, remaining_queries: 5 });
    for (let i = 0; i < 5; i++) expect((await addPrompt(h, session, project.uuid)).statusCode).toBe(201);
    await expectPromptLimit(await addPrompt(h, session, project.uuid));
    await subscribeLocally(h, session, 'PRO');
    expect(await subscriptionOf(h, session)).toMatchObject({ total_queries: 100, remaining_queries: 80 });
    expect((await addPrompt(h, session, project.uuid)).statusCode).toBe(201);
  });

  it('after a downgrade below usage: existing prompts stay, new ones wait until usage fits', async () => {
    const { session } = await register(h);
    const project = await brandWith(session, 22);
    await subscribeLocally(h, session, 'PRO');
    await subscribeLocally(h, session, 'STARTER');
    expect(await subscriptionOf(h, session)).toMatchObject({ total_queries_used: 22, remaining_queries: 0 });
    await expectPromptLimit(await addPrompt(h, session, project.uuid));
    // Brand edits that add prompts are refused too; ones that keep them go through.
    const prompts = project.ranking_queries;
    for (const p of prompts.slice(0, 3))
      expect(
        (await api(h, session, 'DELETE', `/projects/${project.uuid}/ranking-queries/${p.id}/delete/`))
          .statusCode,
      ).toBe(200);
    expect((await subscriptionOf(h, session)).remaining_queries).toBe(1);
    expect((await addPrompt(h, session, project.uuid)).statusCode).toBe(201);
    await expectPromptLimit(await addPrompt(h, session, project.uuid));
  });

  it('gives the FREE plan nothing: never more than a paid plan', async () => {
    expect(PLANS.FREE.queries_per_month).toBe(0);
    for (const plan of ['STARTER', 'PRO', 'ADVANCE'] as const) {
      expect(PLANS.FREE.queries_per_month!).toBeLessThanOrEqual(PLANS[plan].queries_per_month!);
      expect(PLANS.FREE.team_members!).toBeLessThanOrEqual(
        PLANS[plan].team_members ?? Number.POSITIVE_INFINITY,
      );
      expect(PLANS.FREE.keyword_analyses_per_month!).toBeLessThanOrEqual(
        PLANS[plan].keyword_analyses_per_month!,
      );
      expect(PLANS.FREE.recommendation_runs_per_month!).toBeLessThanOrEqual(
        PLANS[plan].recommendation_runs_per_month!,
      );
    }
  });
});

/** Puts the user's subscription on a plan directly, as the webhook handler would. */
const onPlan = async (userId: number, plan: keyof typeof PLANS | null) => {
  await h.ctx.db.query(
    `UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE name = $2),
       status = CASE WHEN $2::text IS NULL THEN 'TRIALING' WHEN $2 = 'FREE' THEN 'FREE' ELSE 'ACTIVE' END,
       is_trial = ($2::text IS NULL) WHERE user_id = $1`,
    [userId, plan],
  );
};

let invited = 0;
const invite = async (ownerId: number, n: number) => {
  for (let i = 0; i < n; i++, invited++)
    await h.ctx.db.query(
      `INSERT INTO subscription_shares (subscription_id, user_email, status)
       SELECT id, $2, 'ACCEPTED' FROM subscriptions WHERE user_id = $1`,
      [ownerId, `member${invited}@example.com`],
    );
};

const memberSlot = (ownerId: number) => h.ctx.db.tx((q) => h.ctx.limits.requireMemberSlot(q, ownerId));

describe('team members per plan', () => {
  it('Starter takes 2, Pro 10, Advance any number; a trial none (sharing is premium)', async () => {
    const { session } = await register(h);
    const owner = session.user.id;
    await expect(memberSlot(owner)).rejects.toMatchObject({ status: 403, code: 'member_limit_reached' });
    await onPlan(owner, 'STARTER');
    await memberSlot(owner);
    await invite(owner, 2);
    await expect(memberSlot(owner)).rejects.toMatchObject({
      code: 'member_limit_reached',
      message: billingMessages.memberLimit,
    });
    await onPlan(owner, 'PRO');
    await invite(owner, 7);
    await memberSlot(owner);
    await invite(owner, 1);
    await expect(memberSlot(owner)).rejects.toMatchObject({ code: 'member_limit_reached' });
    await onPlan(owner, 'ADVANCE');
    await invite(owner, 50);
    await memberSlot(owner);
  });
});

const take = (ownerId: number, kind: ExecutionKind) =>
  h.ctx.db.tx((q) => h.ctx.limits.takeExecution(q, ownerId, kind));

describe('keyword analyses and recommendation runs per month', () => {
  it("refuse the run past the plan's figure with the spec message, and count again next month", async () => {
    const { session } = await register(h);
    const owner = session.user.id;
    const start = h.clock.now();
    try {
      // Mid-month, so the trial's 10 and the month boundary can both be reached.
      h.clock.current = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 10));
      await h.ctx.db.query('UPDATE subscriptions SET trial_end_date = $2 WHERE user_id = $1', [
        owner,
        new Date(h.clock.now().getTime() + 60 * DAY_MS),
      ]);
      for (let i = 0; i < 10; i++) await take(owner, 'keyword_analysis');
      await expect(take(owner, 'keyword_analysis')).rejects.toMatchObject({
        status: 403,
        code: 'execution_limit_reached',
        message: billingMessages.noExecutions,
      });
      // Each kind has its own count.
      await take(owner, 'recommendation');
      expect(await h.ctx.limits.remainingExecutions(h.ctx.db, owner, 'recommendation')).toBe(9);
      h.clock.current = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      await take(owner, 'keyword_analysis');
      await onPlan(owner, 'ENTERPRISE');
      expect(await h.ctx.limits.remainingExecutions(h.ctx.db, owner, 'keyword_analysis')).toBeNull();
    } finally {
      h.clock.current = start;
    }
  });

  it('are refused with the upgrade message once the account is read-only', async () => {
    const { session } = await register(h);
    await onPlan(session.user.id, 'FREE');
    await expect(take(session.user.id, 'keyword_analysis')).rejects.toMatchObject({
      code: 'trial_expired',
      message: readOnlyMessage('analyses', 'plan'),
    });
    await expect(take(session.user.id, 'recommendation')).rejects.toMatchObject({
      message: readOnlyMessage('recommendations', 'plan'),
    });
    expect(await h.ctx.limits.remainingExecutions(h.ctx.db, session.user.id, 'recommendation')).toBe(0);
  });
});

describe('a collaborator', () => {
  const shareEdit = (projectUuid: string, collaborator: { email: string; session: Session }) =>
    h.ctx.db.query(
      `INSERT INTO project_shares (project_id, user_email, user_id, permission, status, shared_by)
       SELECT id, $2, $3, 'EDIT', 'ACCEPTED', owner_id FROM projects WHERE uuid = $1`,
      [projectUuid, collaborator.email, collaborator.session.user.id],
    );

  it("cannot run a read-only owner's brand, and is told it is the owner's plan", async () => {
    const owner = await register(h);
    const project = await brandWith(owner.session, 1);
    const collaborator = await register(h);
    await shareEdit(project.uuid, collaborator);
    await onPlan(owner.session.user.id, 'FREE');
    const run = await api(h, await signIn(h, collaborator.email), 'POST', `/projects/${project.uuid}/run/`);
    expect(run.json()).toMatchObject({
      code: 'trial_expired',
      message: sharedReadOnlyMessage('runs', 'brand'),
    });
    const prompt = await addPrompt(h, collaborator.session, project.uuid);
    expect(prompt.json()).toMatchObject({
      code: 'trial_expired',
      message: sharedReadOnlyMessage('prompts', 'brand'),
    });
    expect((await api(h, owner.session, 'GET', subscriptionPaths.current)).json().remaining_queries).toBe(0);
  });

  it("writes on a paying owner's brand with a read-only account of their own: the owner's plan decides", async () => {
    const owner = await register(h);
    const project = await brandWith(owner.session, 1);
    await onPlan(owner.session.user.id, 'PRO');
    const collaborator = await register(h);
    await shareEdit(project.uuid, collaborator);
    await onPlan(collaborator.session.user.id, 'FREE');
    expect((await addPrompt(h, collaborator.session, project.uuid)).statusCode).toBe(201);
    expect((await api(h, collaborator.session, 'POST', `/projects/${project.uuid}/run/`)).statusCode).toBe(
      202,
    );
    // Their own writes stay refused with their own upgrade message.
    const own = await api(h, collaborator.session, 'POST', '/projects/create/');
    expect(own.json()).toMatchObject({ code: 'trial_expired', message: readOnlyMessage('brands', 'plan') });
  });
});
