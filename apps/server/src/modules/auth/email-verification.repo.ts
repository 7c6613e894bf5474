// SQL of email verification: the links sent (token hashes, single-use, expiring) and the account's
// verified address.
import type { Queryable } from '../../db/database.ts';

export const emailVerificationRepo = {
  async insert(q: Queryable, v: { userId: number; email: string; hash: string; expiresAt: Date }) {
    await q.query(
      'INSERT INTO email_verifications (user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, $4)',
      [v.userId, v.email, v.hash, v.expiresAt],
    );
  },

  /**
   * Uses a link once, if unused, unexpired and sent to the account's current address, and marks that
   * address verified; returns the account's id, else null.
   */
  async consume(q: Queryable, hash: string, now: Date): Promise<number | null> {
    const { rows } = await q.query<{ user_id: number }>(
      `WITH used AS (
         UPDATE email_verifications v SET used_at = $2
         FROM users u
         WHERE v.token_hash = $1 AND v.used_at IS NULL AND v.expires_at > $2 AND u.id = v.user_id AND u.email = v.email
         RETURNING v.user_id
       )
       UPDATE users SET email_verified_at = coalesce(email_verified_at, $2)
       WHERE id = (SELECT user_id FROM used) RETURNING id AS user_id`,
      [hash, now],
    );
    return rows[0]?.user_id ?? null;
  },

  /** Marks the account's address verified (its owner followed a link sent to it). */
  async markVerified(q: Queryable, userId: number, now: Date) {
    await q.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1', [
      userId,
      now,
    ]);
  },
};
