// What sharing needs around an invitation: its expiry, the invitee's account (if any) and the link
// of its mail, and the answer rules shared by brand and team invitations.
import {
  brandAccessMessages,
  DAY_MS,
  INVITATION_DAYS,
  type InvitationAction,
  sharingMessages as m,
} from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { type UserRow, userRepo } from '../auth/user.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { isExpired } from './sharing.presenter.ts';
import type { ShareStatus } from './sharing.repo.ts';

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
 * The mail of an invitation from `inviter`: an invitee with an account answers on `screen`; one
 * without is sent to registration with the address filled in, and finds the invitation there once
 * registered. Queued by the caller once the share is committed.
 */
export const invitationMail = async (
  q: Queryable,
  publicUrl: string,
  inviter: UserRow,
  invitee: string,
  screen: string,
  expiresAt: Date,
) => {
  const account = await userRepo.byEmail(q, invitee);
  return {
    // Essential: someone acted for this person, and it is the only word a newcomer gets.
    envelope: { userId: account?.id ?? null, to: invitee, essential: true },
    fields: {
      inviter: inviter.name,
      email: invitee,
      expires: longDate.format(expiresAt),
      url: account ? `${publicUrl}${screen}` : `${publicUrl}/register?email=${encodeURIComponent(invitee)}`,
      hasAccount: account ? ('yes' as const) : ('no' as const),
    },
  };
};

/**
 * The invitation `share` as `user` may answer it: addressed to them, still pending and not expired;
 * returns the status the answer sets.
 */
export const requireAnswerable = (
  share: { user_email: string; status: ShareStatus; expires_at: Date | null } | null,
  user: UserRow | null,
  action: InvitationAction,
  now: Date,
): 'ACCEPTED' | 'REJECTED' => {
  if (!share || !user || share.user_email !== user.email || share.status === 'REVOKED')
    throw notFound(m.invitationNotFound);
  if (share.status !== 'PENDING') throw conflict(m.invitationAnswered);
  if (isExpired(share, now)) throw conflict(m.invitationExpired);
  return action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
};
