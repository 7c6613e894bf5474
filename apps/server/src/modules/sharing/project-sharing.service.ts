// Brand sharing (spec 2 sections 2.7, 4-8): the owner shares a brand by email with VIEW or EDIT,
// changes the permission of an accepted share and revokes; the invitee accepts or rejects. Every
// rule on the brand goes through the one access policy (project-access.ts).
import {
  type InvitationResponse,
  sharingMessages as m,
  type ProjectShareRequest,
  type SharePermission,
  sharingLabels,
} from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { emailVerificationRepo } from '../auth/email-verification.repo.ts';
import { userRepo } from '../auth/user.repo.ts';
import {
  invitationExpiry,
  invitationMail,
  requireAnswerable,
  requireOtherThan,
  requireOwnedBrand,
} from './invitations.ts';
import { presentProjectShare, presentSharedEntry } from './sharing.presenter.ts';
import { sharingRepo } from './sharing.repo.ts';

export const createProjectSharingService = (deps: {
  db: Database;
  clock: Clock;
  mail: MailService;
  publicUrl: string;
}) => {
  const { db, clock } = deps;

  /** A share of a brand the caller owns. */
  const ownedShare = async (q: Queryable, userId: number, ref: string) => {
    const share = await sharingRepo.projectShare(q, ref);
    if (!share || share.status === 'REVOKED') throw notFound(m.shareNotFound);
    await requireOwnedBrand(q, userId, String(share.project_id));
    return share;
  };

  const reread = async (q: Queryable, id: number) =>
    presentProjectShare((await sharingRepo.projectShare(q, String(id)))!, clock.now());

  return {
    async list(userId: number, projectRef: string) {
      const project = await requireOwnedBrand(db, userId, projectRef);
      const now = clock.now();
      return (await sharingRepo.projectShares(db, project.id)).map((s) => presentProjectShare(s, now));
    },

    async share(userId: number, projectRef: string, request: ProjectShareRequest) {
      const { email, permission } = request;
      const now = clock.now();
      const expiresAt = invitationExpiry(now);
      const { share, mail } = await db.tx(async (q) => {
        const project = await requireOwnedBrand(q, userId, projectRef);
        const owner = await requireOtherThan(q, userId, email);
        const id = await sharingRepo.insertProjectShare(q, {
          projectId: project.id,
          email,
          permission,
          sharedBy: userId,
          now,
          expiresAt,
        });
        if (id === null) throw conflict(m.alreadyShared);
        const mail = await invitationMail(q, deps.publicUrl, {
          kind: 'brand',
          shareId: id,
          inviter: owner,
          invitee: email,
          expiresAt,
        });
        return { share: await reread(q, id), mail };
      });
      // Queued once the share is committed.
      await deps.mail.enqueue({
        ...mail.envelope,
        template: 'brandInvitation',
        payload: {
          ...mail.fields,
          brand: share.project_title,
          access: sharingLabels.permissions[permission].toLowerCase(),
        },
      });
      return share;
    },

    /** Spec 2 section 4: the permission changes only while the share is accepted. */
    async updatePermission(userId: number, ref: string, permission: SharePermission) {
      return db.tx(async (q) => {
        const share = await ownedShare(q, userId, ref);
        if (share.status !== 'ACCEPTED') throw conflict(m.permissionOnlyWhenAccepted);
        await sharingRepo.setPermission(q, share.id, permission);
        return reread(q, share.id);
      });
    },

    /** Takes effect on the caller's next request: access is read from the share every time. */
    async revoke(userId: number, ref: string) {
      await db.tx(async (q) => {
        const share = await ownedShare(q, userId, ref);
        await sharingRepo.revokeProjectShare(q, share.id);
      });
    },

    async invitations(userId: number) {
      const user = await userRepo.byId(db, userId);
      if (!user) return [];
      const now = clock.now();
      return (await sharingRepo.projectInvitations(db, user.email, now)).map((s) =>
        presentProjectShare(s, now),
      );
    },

    async respond(userId: number, ref: string, answer: InvitationResponse) {
      const now = clock.now();
      return db.tx(async (q) => {
        const share = await sharingRepo.projectShare(q, ref);
        // Brands that came with a team invitation are answered with it.
        const invitation = share?.subscription_share_id === null ? share : null;
        const { status, byLink } = requireAnswerable(invitation, await userRepo.byId(q, userId), answer, now);
        if (byLink) await emailVerificationRepo.markVerified(q, userId, now);
        await sharingRepo.answerProjectShare(q, invitation!.id, status, userId, now);
        return reread(q, invitation!.id);
      });
    },

    /** The caller's brands shared with an address (the subscription screen's brands of a member). */
    async sharedWithUser(userId: number, email: string) {
      const now = clock.now();
      return (await sharingRepo.sharedWithEmail(db, userId, email, now)).map((s) =>
        presentSharedEntry(s, now),
      );
    },
  };
};

export type ProjectSharingService = ReturnType<typeof createProjectSharingService>;
