// What sharing needs around an invitation: its expiry, the invitee's account (if any) and the link
// of its mail, and the answer rules shared by brand and team invitations.
import {
  brandAccessMessages,
  DAY_MS,
  INVITATION_DAYS,
  INVITATION_TOKEN_PARAM,
  type InvitationAction,
  sharingMessages as m,
  REDIRECT_PARAM,
} from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { type UserRow, userRepo } from '../auth/user.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { isExpired } from './sharing.presenter.ts';
import { type ShareStatus, sharingRepo } from './sharing.repo.ts';

/** The screen each kind of invitation is answered on. */
const invitationScreens = { brand: '/sharing', team: '/subscription/sharing' } as const;

/** Only the owner shares a brand (404 without access, 403 for a collaborator). */
export const requireOwnedBrand = (q: Queryable, userId: number, ref: string) =>
  requireProjectAccess(q, userId, ref, 'OWNER', brandAccessMessages.shareOwnerOnly);

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The caller, who shares: they cannot be the invitee. */
export const requireOtherThan = async (q: Queryable, userId: number, email: string): Promise<UserRow> => {
  const user = await userRepo.byId(q, userId);
  if (!user) throw notFound(m.shareNotFound);
  if (user.email === email) throw badRequest(m.cannotShareWithSelf);
  return user;
};

/**
 * The mail of an invitation from `inviter`, with a single-use link that proves the reader holds the
 * invited mailbox (recorded on the share as a hash): an invitee with an account answers on `screen`;
 * one without is sent to registration with the address filled in, then to `screen`. Queued by the
 * caller once the share is committed.
 */
export const invitationMail = async (
  q: Queryable,
  publicUrl: string,
  invitation: { kind: 'brand' | 'team'; shareId: number; inviter: UserRow; invitee: string; expiresAt: Date },
) => {
  const { inviter, invitee, expiresAt } = invitation;
  const token = randomToken();
  await sharingRepo.setInviteToken(q, invitation.kind, invitation.shareId, sha256(token));
  const screen = `${invitationScreens[invitation.kind]}?${INVITATION_TOKEN_PARAM}=${token}`;
  const account = await userRepo.byEmail(q, invitee);
  const register = `/register?email=${encodeURIComponent(invitee)}&${REDIRECT_PARAM}=${encodeURIComponent(screen)}`;
  return {
    // Essential: someone acted for this person, and it is the only word a newcomer gets.
    envelope: { userId: account?.id ?? null, to: invitee, essential: true },
    fields: {
      inviter: inviter.name,
      email: invitee,
      expires: longDate.format(expiresAt),
      url: `${publicUrl}${account ? screen : register}`,
      hasAccount: account ? ('yes' as const) : ('no' as const),
    },
  };
};

/**
 * The invitation `share` as `user` may answer it: addressed to them, still pending and not expired,
 * and answered from a confirmed address or with the link of the invitation's mail (`token`), which
 * proves the address as well; returns the status the answer sets and whether the link was used.
 */
export const requireAnswerable = (
  share: {
    user_email: string;
    status: ShareStatus;
    expires_at: Date | null;
    invite_token_hash: string | null;
  } | null,
  user: UserRow | null,
  answer: { action: InvitationAction; token?: string },
  now: Date,
): { status: 'ACCEPTED' | 'REJECTED'; byLink: boolean } => {
  if (!share || !user || share.user_email !== user.email || share.status === 'REVOKED')
    throw notFound(m.invitationNotFound);
  if (share.status !== 'PENDING') throw conflict(m.invitationAnswered);
  if (isExpired(share, now)) throw conflict(m.invitationExpired);
  const byLink = Boolean(answer.token && share.invite_token_hash === sha256(answer.token));
  if (!user.email_verified_at && !byLink) throw forbidden(m.verifyToAnswer, 'email_unverified');
  return { status: answer.action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED', byLink };
};
