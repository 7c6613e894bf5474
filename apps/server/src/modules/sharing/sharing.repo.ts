// SQL for brand shares and subscription (team) shares. A share row is keyed by (brand, address) or
// (subscription, address): sharing again reuses the row, and only when nothing active holds it (a
// pending invitation not yet expired, or an accepted share), so "already shared" is decided by the
// database in one statement.
import type { SharePermission } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export type ShareStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'REVOKED';

export interface ProjectShareRow {
  id: number;
  uuid: string;
  user_email: string;
  user_id: number | null;
  permission: SharePermission;
  status: ShareStatus;
  shared_at: Date;
  responded_at: Date | null;
  expires_at: Date | null;
  subscription_share_id: number | null;
  project_id: number;
  project_uuid: string;
  project_title: string;
  owner_id: number;
  shared_by_email: string;
  shared_by_name: string;
  /** SHA-256 of the link in the invitation's mail. */
  invite_token_hash: string | null;
}

export interface SubscriptionShareRow {
  id: number;
  uuid: string;
  subscription_id: number;
  user_email: string;
  user_id: number | null;
  status: ShareStatus;
  shared_at: Date;
  responded_at: Date | null;
  expires_at: Date | null;
  owner_id: number;
  shared_by_name: string;
  shared_by_email: string;
  plan_name: string | null;
  user_name: string | null;
  invite_token_hash: string | null;
}

const PROJECT_SHARE = `
  SELECT s.id, s.uuid, s.user_email, s.user_id, s.permission, s.status, s.shared_at, s.responded_at,
    s.expires_at, s.subscription_share_id, p.id AS project_id, p.uuid AS project_uuid,
    p.title AS project_title, p.owner_id, sharer.email AS shared_by_email, sharer.name AS shared_by_name,
    s.invite_token_hash
  FROM project_shares s JOIN projects p ON p.id = s.project_id JOIN users sharer ON sharer.id = s.shared_by`;

const SUBSCRIPTION_SHARE = `
  SELECT sh.id, sh.uuid, sh.subscription_id, sh.user_email, sh.user_id, sh.status, sh.shared_at,
    sh.responded_at, sh.expires_at, s.user_id AS owner_id, owner.name AS shared_by_name,
    owner.email AS shared_by_email, pl.display_name AS plan_name, member.name AS user_name,
    sh.invite_token_hash
  FROM subscription_shares sh
    JOIN subscriptions s ON s.id = sh.subscription_id
    JOIN users owner ON owner.id = s.user_id
    LEFT JOIN plans pl ON pl.id = s.plan_id
    LEFT JOIN users member ON member.email = sh.user_email`;

/** A share row by its uuid or integer id. */
const byRef = (alias: string, ref: string) =>
  ref.includes('-') ? `${alias}.uuid = $1::uuid` : `${alias}.id = $1::int`;

/** A share nothing holds any more: answered no, revoked, or an invitation past its expiry. */
const reusable = (table: string) =>
  `${table}.status IN ('REJECTED', 'REVOKED')
   OR (${table}.status = 'PENDING' AND ${table}.expires_at IS NOT NULL AND ${table}.expires_at <= $now)`;

/** Numbered placeholders for a statement written with `$now`. */
const withNow = (sql: string, nowIndex: number) => sql.replaceAll('$now', `$${nowIndex}`);

export interface NewProjectShare {
  projectId: number;
  email: string;
  permission: SharePermission;
  sharedBy: number;
  /** ACCEPTED (with the member's user id) for access given to an accepted team member; else an invitation. */
  accepted?: { userId: number | null };
  /** The team share the brand comes with, if any. */
  subscriptionShareId?: number;
  now: Date;
  expiresAt: Date | null;
}

export const sharingRepo = {
  /** Records the hash of the link an invitation's mail carries (a new mail replaces the old link). */
  async setInviteToken(q: Queryable, kind: 'brand' | 'team', id: number, hash: string) {
    const table = kind === 'brand' ? 'project_shares' : 'subscription_shares';
    await q.query(`UPDATE ${table} SET invite_token_hash = $2 WHERE id = $1`, [id, hash]);
  },

  /**
   * Shares a brand with an address, reusing a row nothing holds; null when an active share or
   * invitation of that brand and address exists.
   */
  async insertProjectShare(q: Queryable, s: NewProjectShare): Promise<number | null> {
    const { rows } = await q.query<{ id: number }>(
      withNow(
        `INSERT INTO project_shares AS ps (project_id, user_email, permission, status, shared_by, user_id,
           subscription_share_id, shared_at, expires_at, responded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $4 = 'ACCEPTED' THEN $8::timestamptz END)
         ON CONFLICT (project_id, user_email) DO UPDATE SET permission = excluded.permission,
           status = excluded.status, shared_by = excluded.shared_by, user_id = excluded.user_id,
           subscription_share_id = excluded.subscription_share_id, shared_at = excluded.shared_at,
           expires_at = excluded.expires_at, responded_at = excluded.responded_at
         WHERE ${reusable('ps')}
         RETURNING id`,
        8,
      ),
      [
        s.projectId,
        s.email,
        s.permission,
        s.accepted ? 'ACCEPTED' : 'PENDING',
        s.sharedBy,
        s.accepted?.userId ?? null,
        s.subscriptionShareId ?? null,
        s.now,
        s.expiresAt,
      ],
    );
    return rows[0]?.id ?? null;
  },

  /** A brand share by id or uuid, locked for the change that follows; revoked ones included. */
  async projectShare(q: Queryable, ref: string): Promise<ProjectShareRow | null> {
    const { rows } = await q.query<ProjectShareRow>(
      `${PROJECT_SHARE} WHERE ${byRef('s', ref)} FOR UPDATE OF s`,
      [ref],
    );
    return rows[0] ?? null;
  },

  /** The brand's shares, newest first; revoked ones are gone. */
  async projectShares(q: Queryable, projectId: number): Promise<ProjectShareRow[]> {
    const { rows } = await q.query<ProjectShareRow>(
      `${PROJECT_SHARE} WHERE s.project_id = $1 AND s.status <> 'REVOKED' ORDER BY s.shared_at DESC, s.id DESC`,
      [projectId],
    );
    return rows;
  },

  /**
   * Brand invitations waiting for an address at `now`. Brands that come with a team invitation are
   * answered with it, so they are not listed here.
   */
  async projectInvitations(q: Queryable, email: string, now: Date): Promise<ProjectShareRow[]> {
    const { rows } = await q.query<ProjectShareRow>(
      `${PROJECT_SHARE} WHERE s.user_email = $1 AND s.status = 'PENDING' AND s.subscription_share_id IS NULL
         AND (s.expires_at IS NULL OR s.expires_at > $2)
       ORDER BY s.shared_at DESC, s.id DESC`,
      [email, now],
    );
    return rows;
  },

  /** The owner's brands shared with an address: accepted, or invited and not yet expired. */
  async sharedWithEmail(q: Queryable, ownerId: number, email: string, now: Date): Promise<ProjectShareRow[]> {
    const { rows } = await q.query<ProjectShareRow>(
      `${PROJECT_SHARE} WHERE p.owner_id = $1 AND s.user_email = $2
         AND (s.status = 'ACCEPTED' OR (s.status = 'PENDING' AND (s.expires_at IS NULL OR s.expires_at > $3)))
       ORDER BY p.title, p.id`,
      [ownerId, email, now],
    );
    return rows;
  },

  async answerProjectShare(
    q: Queryable,
    id: number,
    status: 'ACCEPTED' | 'REJECTED',
    userId: number,
    now: Date,
  ) {
    await q.query('UPDATE project_shares SET status = $2, user_id = $3, responded_at = $4 WHERE id = $1', [
      id,
      status,
      userId,
      now,
    ]);
  },

  async setPermission(q: Queryable, id: number, permission: SharePermission) {
    await q.query('UPDATE project_shares SET permission = $2 WHERE id = $1', [id, permission]);
  },

  async revokeProjectShare(q: Queryable, id: number) {
    await q.query(`UPDATE project_shares SET status = 'REVOKED' WHERE id = $1`, [id]);
  },

  /**
   * Shares a subscription with an address, reusing a row nothing holds; null when the address is
   * already invited (not expired) or a member.
   */
  async insertSubscriptionShare(
    q: Queryable,
    subscriptionId: number,
    email: string,
    now: Date,
    expiresAt: Date,
  ): Promise<number | null> {
    const { rows } = await q.query<{ id: number }>(
      withNow(
        `INSERT INTO subscription_shares AS ss (subscription_id, user_email, status, shared_at, expires_at)
         VALUES ($1, $2, 'PENDING', $3, $4)
         ON CONFLICT (subscription_id, user_email) DO UPDATE SET status = 'PENDING', user_id = NULL,
           shared_at = excluded.shared_at, expires_at = excluded.expires_at, responded_at = NULL
         WHERE ${reusable('ss')}
         RETURNING id`,
        3,
      ),
      [subscriptionId, email, now, expiresAt],
    );
    return rows[0]?.id ?? null;
  },

  /** A subscription share by id or uuid, locked for the change that follows; revoked ones included. */
  async subscriptionShare(q: Queryable, ref: string): Promise<SubscriptionShareRow | null> {
    const { rows } = await q.query<SubscriptionShareRow>(
      `${SUBSCRIPTION_SHARE} WHERE ${byRef('sh', ref)} FOR UPDATE OF sh`,
      [ref],
    );
    return rows[0] ?? null;
  },

  /** The subscription's shares, newest first; revoked ones are gone. */
  async subscriptionShares(q: Queryable, subscriptionId: number): Promise<SubscriptionShareRow[]> {
    const { rows } = await q.query<SubscriptionShareRow>(
      `${SUBSCRIPTION_SHARE} WHERE sh.subscription_id = $1 AND sh.status <> 'REVOKED'
       ORDER BY sh.shared_at DESC, sh.id DESC`,
      [subscriptionId],
    );
    return rows;
  },

  /** Team invitations waiting for an address at `now`. */
  async subscriptionInvitations(q: Queryable, email: string, now: Date): Promise<SubscriptionShareRow[]> {
    const { rows } = await q.query<SubscriptionShareRow>(
      `${SUBSCRIPTION_SHARE} WHERE sh.user_email = $1 AND sh.status = 'PENDING'
         AND (sh.expires_at IS NULL OR sh.expires_at > $2)
       ORDER BY sh.shared_at DESC, sh.id DESC`,
      [email, now],
    );
    return rows;
  },

  /**
   * Sets a team share's status and, with it, the status of the brands that came with it and are still
   * in `from` (an answer moves the pending ones, a revoke every one).
   */
  async setSubscriptionShareStatus(
    q: Queryable,
    id: number,
    status: ShareStatus,
    answer: { userId: number; now: Date } | null,
    from: readonly ShareStatus[],
  ) {
    await q.query(
      `UPDATE subscription_shares SET status = $2, user_id = COALESCE($3, user_id),
         responded_at = COALESCE($4, responded_at) WHERE id = $1`,
      [id, status, answer?.userId ?? null, answer?.now ?? null],
    );
    await q.query(
      `UPDATE project_shares SET status = $2, user_id = COALESCE($3, user_id),
         responded_at = COALESCE($4, responded_at)
       WHERE subscription_share_id = $1 AND status = ANY($5::text[])`,
      [id, status, answer?.userId ?? null, answer?.now ?? null, from],
    );
  },
};
