// Subscription sharing end to end (spec 2 sections 2.8, 4-8): paid plans only, members within the
// plan's limit, the team invitation and its mail, a member working under the owner's plan ('Shared
// {plan}', usage counted against the owner), brands given and taken one at a time, and removal.
import {
  billingMessages,
  DAY_MS,
  INVITATION_DAYS,
  sharingMessages as m,
  ProjectListSchema,
  planLabel,
  SharedProjectEntrySchema,
  SharedProjectListSchema,
  SubscriptionInvitationListSchema,
  SubscriptionShareListSchema,
  sharedReadOnlyMessage,
  sharingPaths,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPrompt, api, subscribeLocally, subscriptionOf } from './billing-support.ts';
import { createBrand, type Harness, register, signIn, startHarness } from './harness.ts';
import { invitationToken, invite, joinTeam, mailTo, respond, shareSubscription } from './sharing-support.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Session = { token: string };

const brand = (session: Session, name: string, prompts = 1) =>
  createBrand(h, session, {
    entity_name: name,
    location: 'Madrid',
    domain: `${name.toLowerCase()}.com`,
    ai_engines: ['chatgpt'],
    ranking_queries: Array.from({ length: prompts }, (_, i) => `${name} prompt ${i}`),
  });

const teamOf = async (session: Session) =>
  SubscriptionShareListSchema.parse((await api(h, session, 'GET', sharingPaths.subscriptionShares)).json());

const brandsOf = async (session: Session) =>
  ProjectListSchema.parse((await api(h, session, 'GET', '/projects/')).json()).projects;

const memberBrands = async (owner: Session, email: string) =>
  SharedProjectListSchema.parse(
    (await api(h, owner, 'GET', `${sharingPaths.sharedWithUser}?email=${encodeURIComponent(email)}`)).json(),
  ).projects;

/** A paying owner (Starter: 2 members, 20 prompts) with two brands. */
const payingOwner = async () => {
  const owner = await register(h, { name: 'Olivia Owner' });
  const alpha = await brand(owner.session, 'Alpha');
  const beta = await brand(owner.session, 'Beta');
  await subscribeLocally(h, owner.session, 'STARTER');
  return { ...owner, alpha, beta };
};

describe('sharing a subscription', () => {
  it('is for paid plans only: a trial gets the upgrade message', async () => {
    const owner = await register(h);
    const project = await brand(owner.session, 'Trial');
    const res = await shareSubscription(h, owner.session, 'someone@example.com', [project.id]);
    expect(res.json()).toMatchObject({ code: 'forbidden', message: m.premiumOnly });
    expect(await teamOf(owner.session)).toEqual({ shares: [], members_used: 0, members_limit: 0 });
  });

  it('validates the address and the brands, and only shares brands of the owner', async () => {
    const owner = await payingOwner();
    const empty = await shareSubscription(h, owner.session, ' ', [owner.alpha.id]);
    expect(empty.json().errors.email).toEqual([m.subscriptionEmailRequired]);
    const none = await shareSubscription(h, owner.session, 'member@example.com', []);
    expect(none.json().errors.project_ids).toEqual([m.selectProject]);
    const self = await shareSubscription(h, owner.session, owner.email, [owner.alpha.id]);
    expect(self.json().message).toBe(m.cannotShareWithSelf);
    const stranger = await register(h);
    const foreign = await brand(stranger.session, 'Foreign');
    const notTheirs = await shareSubscription(h, owner.session, 'member@example.com', [foreign.uuid]);
    expect(notTheirs.statusCode).toBe(404);
    expect((await teamOf(owner.session)).shares).toEqual([]);
  });

  it('invites with brands by mail; the member works under the plan, sees the brands with VIEW, and counts', async () => {
    const owner = await payingOwner();
    const member = await register(h, { name: 'Mia Member' });
    const own = await brand(member.session, 'Mine', 3);

    const invited = await shareSubscription(h, owner.session, ` ${member.email.toUpperCase()}`, [
      owner.alpha.id,
      owner.beta.uuid,
    ]);
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      user_email: member.email,
      user_name: 'Mia Member',
      status: 'PENDING',
      shared_by_name: 'Olivia Owner',
      plan_name: 'Starter',
    });
    const [mail] = await mailTo(h, member.email, /team/);
    expect(mail.subject).toBe('Olivia Owner invited you to their team on Sightline');
    expect(mail.text).toContain('Starter plan and see these brands: Alpha, Beta.');
    expect(mail.text).toContain(`${h.ctx.config.publicUrl}/subscription/sharing`);
    // The brands come with the team invitation: they are not separate brand invitations.
    expect((await api(h, member.session, 'GET', sharingPaths.invitations)).json().invitations).toEqual([]);
    expect((await teamOf(owner.session)).members_used).toBe(1);

    const [invitation] = SubscriptionInvitationListSchema.parse(
      (await api(h, member.session, 'GET', sharingPaths.subscriptionInvitations)).json(),
    ).invitations;
    expect(invitation.id).toBe(invited.json().id);
    const accepted = await api(h, member.session, 'POST', sharingPaths.subscriptionRespond(invitation.uuid), {
      action: 'ACCEPT',
    });
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });

    const sub = await subscriptionOf(h, member.session);
    expect(sub).toMatchObject({ is_shared: true, shared_by_name: 'Olivia Owner', plan: { name: 'STARTER' } });
    expect(planLabel(sub)).toBe('Shared Starter');
    // Usage counts against the owner's subscription: the owner's 2 prompts and the member's 3.
    expect(sub).toMatchObject({ total_queries: 20, total_queries_used: 5 });
    expect((await subscriptionOf(h, owner.session)).total_queries_used).toBe(5);
    expect((await subscriptionOf(h, owner.session)).is_shared).toBe(false);

    const brands = await brandsOf(member.session);
    expect(brands.map((b) => [b.title, b.permission])).toEqual(
      expect.arrayContaining([
        ['Alpha', 'VIEW'],
        ['Beta', 'VIEW'],
        ['Mine', 'OWNER'],
      ]),
    );
    expect((await addPrompt(h, member.session, owner.alpha.uuid)).statusCode).toBe(403);
    expect((await addPrompt(h, member.session, own.uuid)).statusCode).toBe(201);
    expect((await subscriptionOf(h, owner.session)).remaining_queries).toBe(14);
    expect((await memberBrands(owner.session, member.email)).map((b) => b.project_title)).toEqual([
      'Alpha',
      'Beta',
    ]);
  });

  it("counts members against the plan's limit; expired invitations free their place", async () => {
    const owner = await payingOwner();
    await shareSubscription(h, owner.session, 'one@example.com', [owner.alpha.id]);
    await shareSubscription(h, owner.session, 'two@example.com', [owner.alpha.id]);
    const third = await shareSubscription(h, owner.session, 'three@example.com', [owner.alpha.id]);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      code: 'member_limit_reached',
      message: billingMessages.memberLimit,
    });
    const twice = await shareSubscription(h, owner.session, 'ONE@example.com', [owner.beta.id]);
    expect(twice.json()).toMatchObject({ code: 'member_limit_reached' });
    expect(await teamOf(owner.session)).toMatchObject({ members_used: 2, members_limit: 2 });

    const start = h.clock.now();
    try {
      h.clock.current = new Date(start.getTime() + INVITATION_DAYS * DAY_MS + 1000);
      const later = await signIn(h, owner.email);
      const team = await teamOf(later);
      expect(team.members_used).toBe(0);
      expect(team.shares.map((s) => s.status)).toEqual(['EXPIRED', 'EXPIRED']);
      expect((await shareSubscription(h, later, 'three@example.com', [owner.alpha.id])).statusCode).toBe(201);
      // An expired invitation can be sent again.
      expect((await shareSubscription(h, later, 'one@example.com', [owner.alpha.id])).statusCode).toBe(201);
      const full = await shareSubscription(h, later, 'two@example.com', [owner.alpha.id]);
      expect(full.json().code).toBe('member_limit_reached');
    } finally {
      h.clock.current = start;
    }
  });

  it('refuses the same address twice while invited', async () => {
    const owner = await payingOwner();
    await subscribeLocally(h, owner.session, 'PRO');
    await shareSubscription(h, owner.session, 'dup@example.com', [owner.alpha.id]);
    const twice = await shareSubscription(h, owner.session, 'Dup@Example.com ', [owner.beta.id]);
    expect(twice.json()).toMatchObject({ code: 'conflict', message: m.alreadyMember });
  });
});

describe('a team member', () => {
  it('is given and loses brands one at a time (always VIEW), and only once accepted', async () => {
    const owner = await payingOwner();
    const gamma = await brand(owner.session, 'Gamma');
    const member = await register(h);
    const pending = await shareSubscription(h, owner.session, member.email, [owner.alpha.id]);
    const early = await api(h, owner.session, 'POST', sharingPaths.subscriptionGrant(pending.json().id), {
      project_id: gamma.id,
    });
    expect(early.json()).toMatchObject({ code: 'conflict', message: m.memberNotAccepted });

    const accepted = await api(
      h,
      member.session,
      'POST',
      sharingPaths.subscriptionRespond(pending.json().id),
      {
        action: 'ACCEPT',
      },
    );
    expect(accepted.statusCode).toBe(200);
    const granted = await api(h, owner.session, 'POST', sharingPaths.subscriptionGrant(pending.json().id), {
      project_id: gamma.uuid,
    });
    expect(granted.statusCode).toBe(201);
    const entry = SharedProjectEntrySchema.parse(granted.json());
    expect(entry).toMatchObject({ project_title: 'Gamma', permission: 'VIEW', status: 'ACCEPTED' });
    expect((await brandsOf(member.session)).map((b) => b.title).sort()).toEqual(['Alpha', 'Gamma']);
    const again = await api(h, owner.session, 'POST', sharingPaths.subscriptionGrant(pending.json().id), {
      project_id: gamma.id,
    });
    expect(again.json()).toMatchObject({ code: 'conflict', message: m.alreadyHasAccess });

    // Taking a brand back is the brand share's revoke.
    expect((await api(h, owner.session, 'DELETE', sharingPaths.revoke(entry.id))).statusCode).toBe(200);
    expect((await brandsOf(member.session)).map((b) => b.title)).toEqual(['Alpha']);
    // Someone else cannot give the owner's member brands.
    const stranger = await register(h);
    const foreign = await api(
      h,
      stranger.session,
      'POST',
      sharingPaths.subscriptionGrant(pending.json().id),
      {
        project_id: gamma.id,
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('removed from the team goes back to their own plan and loses the brands given with the team', async () => {
    const owner = await payingOwner();
    const member = await register(h);
    const direct = await brand(owner.session, 'Direct');
    // A brand shared on its own stays shared when the member leaves the team.
    const share = await invite(h, owner.session, direct.uuid, member.email, 'EDIT');
    await respond(h, member.session, share.id, 'ACCEPT');
    const membership = await joinTeam(h, owner.session, member, [owner.alpha.id, direct.id]);
    expect((await brandsOf(member.session)).map((b) => [b.title, b.permission]).sort()).toEqual([
      ['Alpha', 'VIEW'],
      ['Direct', 'EDIT'],
    ]);

    const removed = await api(h, owner.session, 'DELETE', sharingPaths.subscriptionRevoke(membership.id));
    expect(removed.json()).toEqual({ success: true, message: m.revoked });
    expect(await subscriptionOf(h, member.session)).toMatchObject({
      is_shared: false,
      plan: null,
      is_trial: true,
    });
    expect((await brandsOf(member.session)).map((b) => b.title)).toEqual(['Direct']);
    expect((await api(h, member.session, 'GET', `/projects/${owner.alpha.uuid}/`)).statusCode).toBe(404);
    expect((await teamOf(owner.session)).shares).toEqual([]);
  });

  it('who rejects gets none of the brands; the owner sees REJECTED', async () => {
    const owner = await payingOwner();
    const member = await register(h);
    const invited = await shareSubscription(h, owner.session, member.email, [owner.alpha.id]);
    const rejected = await api(
      h,
      member.session,
      'POST',
      sharingPaths.subscriptionRespond(invited.json().id),
      {
        action: 'REJECT',
      },
    );
    expect(rejected.json().status).toBe('REJECTED');
    expect(await brandsOf(member.session)).toEqual([]);
    expect((await teamOf(owner.session)).shares.map((s) => s.status)).toEqual(['REJECTED']);
    expect(await memberBrands(owner.session, member.email)).toEqual([]);
    expect((await subscriptionOf(h, member.session)).is_shared).toBe(false);
  });

  it('is joined from an unconfirmed address only through the link of its mail', async () => {
    const owner = await payingOwner();
    const member = await register(h, {}, { unverified: true });
    const invited = await shareSubscription(h, owner.session, member.email, [owner.alpha.id]);
    const answer = (token?: string) =>
      api(h, member.session, 'POST', sharingPaths.subscriptionRespond(invited.json().id), {
        action: 'ACCEPT',
        ...(token ? { token } : {}),
      });
    expect((await answer()).json().code).toBe('email_unverified');
    const [mail] = await mailTo(h, member.email, /team/);
    expect(mail.text).toContain('/subscription/sharing?invitation=');
    expect((await answer(invitationToken(mail))).json().status).toBe('ACCEPTED');
    expect((await brandsOf(member.session)).map((b) => b.title)).toEqual(['Alpha']);
  });

  it('cannot join with a paid plan of their own, nor belong to two teams', async () => {
    const first = await payingOwner();
    const second = await payingOwner();
    const member = await register(h);
    await joinTeam(h, first.session, member, [first.alpha.id]);
    const other = await shareSubscription(h, second.session, member.email, [second.alpha.id]);
    const refused = await api(h, member.session, 'POST', sharingPaths.subscriptionRespond(other.json().id), {
      action: 'ACCEPT',
    });
    expect(refused.json()).toMatchObject({ code: 'conflict', message: m.alreadyInTeam });

    const payer = await register(h);
    await subscribeLocally(h, payer.session, 'PRO');
    const invited = await shareSubscription(h, second.session, payer.email, [second.alpha.id]);
    const paying = await api(h, payer.session, 'POST', sharingPaths.subscriptionRespond(invited.json().id), {
      action: 'ACCEPT',
    });
    expect(paying.json()).toMatchObject({ code: 'conflict', message: m.joinWithOwnPlan });
  });

  it("is read-only when the owner's plan ends, with a message that says whose plan it is", async () => {
    const owner = await payingOwner();
    const member = await register(h);
    const own = await brand(member.session, 'Mine');
    await joinTeam(h, owner.session, member, [owner.alpha.id]);
    await h.ctx.db.query(
      `UPDATE subscriptions SET status = 'FREE', plan_id = (SELECT id FROM plans WHERE name = 'FREE') WHERE user_id = $1`,
      [owner.session.user.id],
    );
    const refused = await addPrompt(h, member.session, own.uuid);
    expect(refused.json()).toMatchObject({
      code: 'trial_expired',
      message: sharedReadOnlyMessage('prompts', 'team'),
    });
    expect((await subscriptionOf(h, member.session)).remaining_queries).toBe(0);
  });
});
