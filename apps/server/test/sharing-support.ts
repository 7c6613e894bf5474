// Sharing steps of the tests, through the API as the two sharing screens take them.
import {
  INVITATION_TOKEN_PARAM,
  type InvitationAction,
  type ProjectShare,
  ProjectShareSchema,
  REDIRECT_PARAM,
  type SharePermission,
  type SubscriptionShare,
  SubscriptionShareSchema,
  sharingPaths,
} from '@sightline/contracts';
import { expect } from 'vitest';
import { api } from './billing-support.ts';
import type { Harness } from './harness.ts';

type Session = { token: string };

export const shareBrand = (
  h: Harness,
  owner: Session,
  projectUuid: string,
  email: string,
  permission?: SharePermission,
) =>
  api(h, owner, 'POST', sharingPaths.projectShare(projectUuid), { email, ...(permission && { permission }) });

/** Shares a brand and expects the invitation to be created. */
export const invite = async (
  h: Harness,
  owner: Session,
  projectUuid: string,
  email: string,
  permission?: SharePermission,
): Promise<ProjectShare> => {
  const res = await shareBrand(h, owner, projectUuid, email, permission);
  expect(res.statusCode, res.body).toBe(201);
  return ProjectShareSchema.parse(res.json());
};

export const respond = (
  h: Harness,
  invitee: Session,
  shareId: number | string,
  action: InvitationAction,
  token?: string,
) => api(h, invitee, 'POST', sharingPaths.respond(shareId), { action, ...(token ? { token } : {}) });

/** The token of the link in an invitation's mail (the `invitation` query parameter). */
export const invitationToken = (mail: { text: string }) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const url = new URL(link ?? '');
  const inner = url.searchParams.get(REDIRECT_PARAM);
  return new URL(inner ?? url.pathname + url.search, url).searchParams.get(INVITATION_TOKEN_PARAM) ?? '';
};

/** Shares a brand with a registered user who accepts at once; returns the accepted share. */
export const collaborate = async (
  h: Harness,
  owner: Session,
  projectUuid: string,
  invitee: { email: string; session: Session },
  permission: SharePermission,
): Promise<ProjectShare> => {
  const share = await invite(h, owner, projectUuid, invitee.email, permission);
  const res = await respond(h, invitee.session, share.id, 'ACCEPT');
  expect(res.statusCode, res.body).toBe(200);
  return ProjectShareSchema.parse(res.json());
};

export const shareSubscription = (
  h: Harness,
  owner: Session,
  email: string,
  projectIds: (number | string)[],
) => api(h, owner, 'POST', sharingPaths.subscriptionShare, { email, project_ids: projectIds });

/** Invites a team member who accepts at once; returns the accepted membership. */
export const joinTeam = async (
  h: Harness,
  owner: Session,
  member: { email: string; session: Session },
  projectIds: (number | string)[],
): Promise<SubscriptionShare> => {
  const invited = await shareSubscription(h, owner, member.email, projectIds);
  expect(invited.statusCode, invited.body).toBe(201);
  const res = await api(h, member.session, 'POST', sharingPaths.subscriptionRespond(invited.json().id), {
    action: 'ACCEPT',
  });
  expect(res.statusCode, res.body).toBe(200);
  return SubscriptionShareSchema.parse(res.json());
};

/** Mail the harness sent to an address with a subject like `subject` (run the queued jobs first). */
export const mailTo = async (h: Harness, email: string, subject: RegExp) => {
  await h.drainJobs();
  return h.mails.filter((m) => m.to === email && subject.test(m.subject));
};
