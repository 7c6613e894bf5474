// Brand sharing end to end through the API (spec 2 sections 2.7, 4-8): invitation by email, its mail,
// accept and reject, the permission while accepted, revoke on the next request, expiry, and the rules
// on addresses (trimmed, any case, never oneself, never twice).
import {
  authMessages,
  brandAccessMessages,
  DAY_MS,
  INVITATION_DAYS,
  sharingMessages as m,
  ProjectInvitationListSchema,
  ProjectListSchema,
  ProjectShareListSchema,
  ProjectShareSchema,
  SharedProjectListSchema,
  sharingPaths,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPrompt, api } from './billing-support.ts';
import { bearer, createBrand, type Harness, multipart, register, signIn, startHarness } from './harness.ts';
import { collaborate, invitationToken, invite, mailTo, respond, shareBrand } from './sharing-support.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const brand = (session: { token: string }, name = 'Acme') =>
  createBrand(h, session, {
    entity_name: name,
    location: 'Madrid',
    domain: `${name.toLowerCase()}.com`,
    ai_engines: ['chatgpt'],
    timezone: 'Europe/Madrid',
    ranking_queries: ['best crm'],
  });

const brandsOf = async (session: { token: string }) =>
  ProjectListSchema.parse((await api(h, session, 'GET', '/projects/')).json()).projects;

const invitationsOf = async (session: { token: string }) =>
  ProjectInvitationListSchema.parse((await api(h, session, 'GET', sharingPaths.invitations)).json())
    .invitations;

const sharesOf = async (session: { token: string }, projectUuid: string) =>
  ProjectShareListSchema.parse((await api(h, session, 'GET', sharingPaths.projectShares(projectUuid))).json())
    .shares;

describe('sharing a brand', () => {
  it('invites by email (trimmed, any case), mails the invitee, and gives access once accepted', async () => {
    const owner = await register(h, { name: 'Olivia Owner' });
    const project = await brand(owner.session);
    const guest = await register(h);
    const typed = `  ${guest.email.toUpperCase()} `;

    const res = await shareBrand(h, owner.session, project.uuid, typed);
    expect(res.statusCode).toBe(201);
    const share = ProjectShareSchema.parse(res.json());
    expect(share).toMatchObject({
      user_email: guest.email,
      permission: 'VIEW',
      status: 'PENDING',
      project_title: 'Acme',
      shared_by_email: owner.email,
      via_subscription: false,
    });
    expect(new Date(share.expires_at!).getTime() - new Date(share.shared_at).getTime()).toBe(
      INVITATION_DAYS * DAY_MS,
    );

    const [mail] = await mailTo(h, guest.email, /shared/);
    expect(mail.subject).toBe('Olivia Owner shared Acme with you on Sightline');
    expect(mail.text).toContain('with view access');
    expect(mail.text).toContain(`${h.ctx.config.publicUrl}/sharing`);

    // Pending: listed as an invitation, not yet a brand of the invitee.
    expect(await invitationsOf(guest.session)).toEqual([share]);
    expect(await brandsOf(guest.session)).toEqual([]);
    expect((await api(h, guest.session, 'GET', `/projects/${project.uuid}/`)).statusCode).toBe(404);

    const accepted = await respond(h, guest.session, share.uuid, 'ACCEPT');
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });
    expect(await invitationsOf(guest.session)).toEqual([]);
    const [shared] = await brandsOf(guest.session);
    expect(shared).toMatchObject({ uuid: project.uuid, permission: 'VIEW', is_owner: false });
    expect((await sharesOf(owner.session, project.uuid)).map((s) => s.status)).toEqual(['ACCEPTED']);
  });

  it('VIEW reads, EDIT also writes, and a permission change or a revoke holds from the next request', async () => {
    const owner = await register(h);
    const project = await brand(owner.session);
    const guest = await register(h);
    const share = await collaborate(h, owner.session, project.uuid, guest, 'VIEW');

    expect((await api(h, guest.session, 'GET', `/projects/${project.uuid}/queries/`)).statusCode).toBe(200);
    const refused = await addPrompt(h, guest.session, project.uuid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: brandAccessMessages.viewOnly });

    const updated = await api(h, owner.session, 'PUT', sharingPaths.update(share.id), { permission: 'EDIT' });
    expect(updated.json()).toMatchObject({ permission: 'EDIT', status: 'ACCEPTED' });
    expect((await addPrompt(h, guest.session, project.uuid)).statusCode).toBe(201);
    expect((await brandsOf(guest.session))[0].permission).toBe('EDIT');

    const revoked = await api(h, owner.session, 'DELETE', sharingPaths.revoke(share.id));
    expect(revoked.json()).toEqual({ success: true, message: m.revoked });
    expect((await api(h, guest.session, 'GET', `/projects/${project.uuid}/`)).statusCode).toBe(404);
    expect((await addPrompt(h, guest.session, project.uuid)).statusCode).toBe(404);
    expect(await brandsOf(guest.session)).toEqual([]);
    // A revoked share leaves the owner's list.
    expect(await sharesOf(owner.session, project.uuid)).toEqual([]);
  });

  it('leaves deleting, the schedule and sharing to the owner', async () => {
    const owner = await register(h);
    const project = await brand(owner.session);
    const editor = await register(h);
    await collaborate(h, owner.session, project.uuid, editor, 'EDIT');
    const form = (fields: Record<string, string>) =>
      multipart({
        entity_name: 'Acme',
        location: 'Madrid',
        domain: 'acme.com',
        ai_engines: '["chatgpt"]',
        timezone: project.timezone,
        scheduled_day: project.scheduled_day!,
        scheduled_hour: String(project.scheduled_hour),
        ...fields,
      });
    const save = (fields: Record<string, string>) => {
      const body = form(fields);
      return h.app.inject({
        method: 'PUT',
        url: `/api/projects/${project.uuid}/update/`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(editor.session) },
      });
    };

    expect((await save({ location: 'Barcelona' })).json()).toMatchObject({ location: 'Barcelona' });
    const otherDay = project.scheduled_day === 'MON' ? 'TUE' : 'MON';
    const schedule = await save({ scheduled_day: otherDay });
    expect(schedule.statusCode).toBe(403);
    expect(schedule.json().message).toBe(brandAccessMessages.scheduleOwnerOnly);
    const del = await api(h, editor.session, 'DELETE', `/projects/${project.uuid}/delete/`);
    expect(del.json()).toMatchObject({ code: 'forbidden', message: brandAccessMessages.deleteOwnerOnly });
    const reshare = await shareBrand(h, editor.session, project.uuid, 'someone@example.com');
    expect(reshare.json()).toMatchObject({ code: 'forbidden', message: brandAccessMessages.shareOwnerOnly });
    expect((await api(h, editor.session, 'GET', sharingPaths.projectShares(project.uuid))).statusCode).toBe(
      403,
    );
    // A stranger does not learn the brand exists.
    const stranger = await register(h);
    expect((await shareBrand(h, stranger.session, project.uuid, 'x@example.com')).statusCode).toBe(404);
  });

  it("refuses an empty or invalid address, oneself, twice, and a permission change before it's accepted", async () => {
    const owner = await register(h);
    const project = await brand(owner.session);
    const empty = await shareBrand(h, owner.session, project.uuid, '   ');
    expect(empty.json()).toMatchObject({ code: 'validation_failed', errors: { email: [m.emailRequired] } });
    const invalid = await shareBrand(h, owner.session, project.uuid, 'not-an-address');
    expect(invalid.json().errors.email).toEqual([authMessages.invalidEmail]);
    const self = await shareBrand(h, owner.session, project.uuid, ` ${owner.email.toUpperCase()}`);
    expect(self.json()).toMatchObject({ code: 'bad_request', message: m.cannotShareWithSelf });

    const pending = await invite(h, owner.session, project.uuid, 'Twice@Example.com', 'EDIT');
    const twice = await shareBrand(h, owner.session, project.uuid, 'twice@example.COM');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.alreadyShared);
    const early = await api(h, owner.session, 'PUT', sharingPaths.update(pending.id), { permission: 'VIEW' });
    expect(early.json()).toMatchObject({ code: 'conflict', message: m.permissionOnlyWhenAccepted });
    const badPermission = await api(h, owner.session, 'PUT', sharingPaths.update(pending.id), {
      permission: 'OWNER',
    });
    expect(badPermission.statusCode).toBe(400);
  });

  it('can be rejected, and shared again after a rejection', async () => {
    const owner = await register(h);
    const project = await brand(owner.session);
    const guest = await register(h);
    const share = await invite(h, owner.session, project.uuid, guest.email);
    const rejected = await respond(h, guest.session, share.id, 'REJECT');
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    expect((await respond(h, guest.session, share.id, 'ACCEPT')).json()).toMatchObject({
      code: 'conflict',
      message: m.invitationAnswered,
    });
    expect(await brandsOf(guest.session)).toEqual([]);
    expect((await sharesOf(owner.session, project.uuid))[0].status).toBe('REJECTED');

    const again = await invite(h, owner.session, project.uuid, guest.email, 'EDIT');
    expect(again).toMatchObject({ id: share.id, status: 'PENDING', permission: 'EDIT', responded_at: null });
    expect((await respond(h, guest.session, share.id, 'ACCEPT')).statusCode).toBe(200);
    expect((await brandsOf(guest.session))[0].permission).toBe('EDIT');
  });

  it('answers an invitation only for its addressee', async () => {
    const owner = await register(h);
    const project = await brand(owner.session);
    const guest = await register(h);
    const other = await register(h);
    const share = await invite(h, owner.session, project.uuid, guest.email);
    for (const who of [other.session, owner.session]) {
      const res = await respond(h, who, share.id, 'ACCEPT');
      expect(res.json()).toMatchObject({ code: 'not_found', message: m.invitationNotFound });
    }
    const missing = await respond(h, guest.session, 2_000_000_000, 'ACCEPT');
    expect(missing.statusCode).toBe(404);
    const bad = await api(h, guest.session, 'POST', sharingPaths.respond(share.id), { action: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an invitation', () => {
  it('expires: the invitee can no longer answer it, the owner sees EXPIRED and can share again', async () => {
    const owner = await register(h);
    const project = await brand(owner.session);
    const guest = await register(h);
    const share = await invite(h, owner.session, project.uuid, guest.email);
    const start = h.clock.now();
    try {
      h.clock.current = new Date(start.getTime() + INVITATION_DAYS * DAY_MS);
      // Access tokens last minutes: sign in again a week later.
      const guestNow = await signIn(h, guest.email);
      const ownerNow = await signIn(h, owner.email);
      expect(await invitationsOf(guestNow)).toEqual([]);
      expect((await respond(h, guestNow, share.id, 'ACCEPT')).json()).toMatchObject({
        code: 'conflict',
        message: m.invitationExpired,
      });
      expect((await sharesOf(ownerNow, project.uuid))[0].status).toBe('EXPIRED');
      const shared = SharedProjectListSchema.parse(
        (await api(h, ownerNow, 'GET', `${sharingPaths.sharedWithUser}?email=${guest.email}`)).json(),
      );
      expect(shared.projects).toEqual([]);
      expect((await invite(h, ownerNow, project.uuid, guest.email)).status).toBe('PENDING');
      expect((await respond(h, guestNow, share.id, 'ACCEPT')).statusCode).toBe(200);
    } finally {
      h.clock.current = start;
    }
  });

  it('to an address without an account waits for the account registered with it', async () => {
    const owner = await register(h, { name: 'Olivia Owner' });
    const project = await brand(owner.session, 'Globex');
    const address = `newcomer-${Date.now()}@example.com`;
    await invite(h, owner.session, project.uuid, address, 'EDIT');
    const [mail] = await mailTo(h, address, /shared/);
    expect(mail.subject).toBe('Olivia Owner shared Globex with you on Sightline');
    expect(mail.text).toContain(`${h.ctx.config.publicUrl}/register?email=${encodeURIComponent(address)}`);
    expect(mail.text).toContain('Create your Sightline account with this email address');

    // Registered with the address but not confirmed: only the invitation mail's link proves the mailbox.
    const newcomer = await register(h, { email: address.toUpperCase() }, { unverified: true });
    const [invitation] = await invitationsOf(newcomer.session);
    expect(invitation).toMatchObject({
      project_title: 'Globex',
      permission: 'EDIT',
      shared_by_name: 'Olivia Owner',
    });
    const token = invitationToken(mail);
    expect(token.length).toBeGreaterThan(30);
    expect((await respond(h, newcomer.session, invitation.id, 'ACCEPT', token)).statusCode).toBe(200);
    expect((await brandsOf(newcomer.session)).map((b) => b.title)).toEqual(['Globex']);
    // Following the link confirmed the address.
    const profile = await api(h, newcomer.session, 'GET', '/auth/profile/');
    expect(profile.json().email_verified).toBe(true);
  });

  it('cannot be taken by someone who registered the invited address without reading its mail', async () => {
    const owner = await register(h, { name: 'Olivia Owner' });
    const project = await brand(owner.session, 'Initech');
    const address = `newhire-${Date.now()}@example.com`;
    await invite(h, owner.session, project.uuid, address, 'EDIT');
    const [mail] = await mailTo(h, address, /shared/);
    const squatter = await register(h, { email: address }, { unverified: true });
    const [invitation] = await invitationsOf(squatter.session);
    for (const action of ['ACCEPT', 'REJECT'] as const) {
      const refused = await respond(h, squatter.session, invitation.id, action);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'email_unverified', message: m.verifyToAnswer });
    }
    // A made-up token, or another invitation's, proves nothing.
    expect((await respond(h, squatter.session, invitation.id, 'ACCEPT', 'x'.repeat(43))).statusCode).toBe(
      403,
    );
    const other = await brand(owner.session, 'Hooli');
    await invite(h, owner.session, other.uuid, address, 'VIEW');
    const [otherMail] = (await mailTo(h, address, /shared Hooli/)).slice(-1);
    expect(
      (await respond(h, squatter.session, invitation.id, 'ACCEPT', invitationToken(otherMail))).statusCode,
    ).toBe(403);
    expect(await brandsOf(squatter.session)).toEqual([]);
    // The real owner of the mailbox answers with its link.
    expect(
      (await respond(h, squatter.session, invitation.id, 'ACCEPT', invitationToken(mail))).statusCode,
    ).toBe(200);
  });
});

describe('the brands shared with an address', () => {
  it("lists the caller's brands accepted or invited for that address, with their permission", async () => {
    const owner = await register(h);
    const [a, b, c] = [
      await brand(owner.session, 'Alpha'),
      await brand(owner.session, 'Beta'),
      await brand(owner.session, 'Gamma'),
    ];
    const guest = await register(h);
    await collaborate(h, owner.session, a.uuid, guest, 'EDIT');
    await invite(h, owner.session, b.uuid, guest.email);
    const rejected = await invite(h, owner.session, c.uuid, guest.email);
    await respond(h, guest.session, rejected.id, 'REJECT');
    const res = await api(
      h,
      owner.session,
      'GET',
      `${sharingPaths.sharedWithUser}?email=${guest.email.toUpperCase()}`,
    );
    expect(SharedProjectListSchema.parse(res.json()).projects).toMatchObject([
      { project_uuid: a.uuid, project_title: 'Alpha', permission: 'EDIT', status: 'ACCEPTED' },
      { project_uuid: b.uuid, project_title: 'Beta', permission: 'VIEW', status: 'PENDING' },
    ]);
    // Someone else's brands are not the caller's to list.
    expect(
      (await api(h, guest.session, 'GET', `${sharingPaths.sharedWithUser}?email=${guest.email}`)).json(),
    ).toEqual({
      projects: [],
    });
    expect((await api(h, owner.session, 'GET', sharingPaths.sharedWithUser)).statusCode).toBe(400);
  });
});
