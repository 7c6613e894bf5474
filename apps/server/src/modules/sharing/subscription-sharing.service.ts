// Subscription sharing (spec 2 sections 2.8, 4-8): the owner of a paid plan invites team members by
// email with a set of brands (always VIEW); members count against the plan's member limit, work under
// the owner's plan once they accept (billingOwnerOf), and are given or lose brands one at a time.
import {
  hasRunningPlan,
  type InvitationResponse,
  sharingMessages as m,
  type SubscriptionShareRequest,
} from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { emailVerificationRepo } from '../auth/email-verification.repo.ts';
import { userRepo } from '../auth/user.repo.ts';
import { accountState } from '../subscription/account-state.ts';
import type { Limits } from '../subscription/limits.ts';
import { subscriptionRepo } from '../subscription/subscription.repo.ts';
import {
  invitationExpiry,
  invitationMail,
  requireAnswerable,
  requireOtherThan,
  requireOwnedBrand,
} from './invitations.ts';
import { presentSharedEntry, presentSubscriptionShare } from './sharing.presenter.ts';
import { sharingRepo } from './sharing.repo.ts';

export const createSubscriptionSharingService = (deps: {
  db: Database;
  clock: Clock;
  limits: Limits;
  mail: MailService;
  publicUrl: string;
}) => {
  const { db, clock, limits } = deps;

  /** A share of the caller's own subscription. */
  const ownShare = async (q: Queryable, userId: number, ref: string) => {
    const share = await sharingRepo.subscriptionShare(q, ref);
    if (!share || share.owner_id !== userId || share.status === 'REVOKED') throw notFound(m.shareNotFound);
    return share;
  };

  const reread = async (q: Queryable, ref: string | number) =>
    presentSubscriptionShare((await sharingRepo.subscriptionShare(q, String(ref)))!, clock.now());

  return {
    async list(userId: number) {
      const now = clock.now();
      const sub = await subscriptionRepo.ofOwner(db, userId);
      if (!sub) return { shares: [], members_used: 0, members_limit: 0 };
      const [shares, used] = await Promise.all([
        sharingRepo.subscriptionShares(db, sub.id),
        subscriptionRepo.membersUsed(db, sub.id, now),
      ]);
      return {
        shares: shares.map((s) => presentSubscriptionShare(s, now)),
        members_used: used,
        members_limit: accountState(sub, now).limits.members,
      };
    },

    async share(userId: number, request: SubscriptionShareRequest) {
      const { email } = request;
      const now = clock.now();
      const expiresAt = invitationExpiry(now);
      const { share, brands, mail } = await db.tx(async (q) => {
        const sub = await subscriptionRepo.ofOwner(q, userId);
        // Premium only (spec 2 section 6); a read-only account is refused by the limit service.
        if (!sub || accountState(sub, now).access === 'trial') throw forbidden(m.premiumOnly);
        await limits.requireMemberSlot(q, userId);
        const owner = await requireOtherThan(q, userId, email);
        const projects = [];
        for (const ref of new Set(request.project_ids.map(String)))
          projects.push(await requireOwnedBrand(q, userId, ref));
        const shareId = await sharingRepo.insertSubscriptionShare(q, sub.id, email, now, expiresAt);
        if (shareId === null) throw conflict(m.alreadyMember);
        // A brand already shared with the address keeps that share (and its permission).
        for (const project of projects)
          await sharingRepo.insertProjectShare(q, {
            projectId: project.id,
            email,
            permission: 'VIEW',
            sharedBy: userId,
            subscriptionShareId: shareId,
            now,
            expiresAt,
          });
        const mail = await invitationMail(q, deps.publicUrl, {
          kind: 'team',
          shareId,
          inviter: owner,
          invitee: email,
          expiresAt,
        });
        return { share: await reread(q, shareId), brands: projects.map((p) => p.title), mail };
      });
      await deps.mail.enqueue({
        ...mail.envelope,
        template: 'teamInvitation',
        payload: {
          ...mail.fields,
          plan: share.plan_name ?? '',
          brands: brands.join(', '),
        },
      });
      return share;
    },

    /** The member stops working under the plan and loses the brands given with it, at once. */
    async revoke(userId: number, ref: string) {
      await db.tx(async (q) => {
        const share = await ownShare(q, userId, ref);
        await sharingRepo.setSubscriptionShareStatus(q, share.id, 'REVOKED', null, [
          'PENDING',
          'ACCEPTED',
          'REJECTED',
        ]);
      });
    },

    async invitations(userId: number) {
      const user = await userRepo.byId(db, userId);
      if (!user) return [];
      const now = clock.now();
      return (await sharingRepo.subscriptionInvitations(db, user.email, now)).map((s) =>
        presentSubscriptionShare(s, now),
      );
    },

    /** Accepting makes the member work under the owner's plan and gives them the brands invited with it. */
    async respond(userId: number, ref: string, answer: InvitationResponse) {
      const now = clock.now();
      return db.tx(async (q) => {
        const share = await sharingRepo.subscriptionShare(q, ref);
        const { status, byLink } = requireAnswerable(share, await userRepo.byId(q, userId), answer, now);
        if (byLink) await emailVerificationRepo.markVerified(q, userId, now);
        if (status === 'ACCEPTED') {
          const own = await subscriptionRepo.ofOwner(q, userId);
          // Nobody pays for a plan they cannot use while in a team.
          if (own && hasRunningPlan(own, now)) throw conflict(m.joinWithOwnPlan);
          if ((await subscriptionRepo.teamOwnerOf(q, userId)) !== null) throw conflict(m.alreadyInTeam);
        }
        await sharingRepo.setSubscriptionShareStatus(q, share!.id, status, { userId, now }, ['PENDING']);
        return reread(q, share!.id);
      });
    },

    /** Spec 2 section 6: only accepted members are given brands, always with VIEW. */
    async grant(userId: number, ref: string, projectRef: string) {
      const now = clock.now();
      return db.tx(async (q) => {
        const share = await ownShare(q, userId, ref);
        if (share.status !== 'ACCEPTED') throw conflict(m.memberNotAccepted);
        const project = await requireOwnedBrand(q, userId, projectRef);
        const id = await sharingRepo.insertProjectShare(q, {
          projectId: project.id,
          email: share.user_email,
          permission: 'VIEW',
          sharedBy: userId,
          accepted: { userId: share.user_id },
          subscriptionShareId: share.id,
          now,
          expiresAt: null,
        });
        if (id === null) throw conflict(m.alreadyHasAccess);
        return presentSharedEntry((await sharingRepo.projectShare(q, String(id)))!, now);
      });
    },
  };
};

export type SubscriptionSharingService = ReturnType<typeof createSubscriptionSharingService>;
