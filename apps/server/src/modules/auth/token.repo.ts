// SQL for sessions, their refresh tokens and password-reset tokens (tokens stored as SHA-256 hashes).
import type { Queryable } from '../../db/database.ts';

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  session_id: string;
  remember: boolean;
  expires_at: Date;
  used_at: Date | null;
  /** The session's. */
  revoked_at: Date | null;
}

export interface SessionRow {
  user_id: number;
  revoked_at: Date | null;
}

export const tokenRepo = {
  async insertSession(q: Queryable, id: string, userId: number) {
    await q.query('INSERT INTO sessions (id, user_id) VALUES ($1, $2)', [id, userId]);
  },

  async session(q: Queryable, id: string): Promise<SessionRow | null> {
    const { rows } = await q.query<SessionRow>('SELECT user_id, revoked_at FROM sessions WHERE id = $1', [
      id,
    ]);
    return rows[0] ?? null;
  },

  async insertRefresh(
    q: Queryable,
    t: {
      userId: number;
      sessionId: string;
      hash: string;
      remember: boolean;
      expiresAt: Date;
      createdAt: Date;
    },
  ) {
    // Its time is when the session was last renewed: activity, as the retention rules read it.
    await q.query(
      `INSERT INTO refresh_tokens (user_id, session_id, token_hash, remember, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [t.userId, t.sessionId, t.hash, t.remember, t.expiresAt, t.createdAt],
    );
  },

  /** Locks the row so two concurrent refreshes with one token cannot both rotate it. */
  async refreshByHashForUpdate(q: Queryable, hash: string): Promise<RefreshTokenRow | null> {
    const { rows } = await q.query<RefreshTokenRow>(
      `SELECT r.id, r.user_id, r.session_id, r.remember, r.expires_at, r.used_at, s.revoked_at
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
       WHERE r.token_hash = $1 FOR UPDATE OF r`,
      [hash],
    );
    return rows[0] ?? null;
  },

  async markUsed(q: Queryable, id: number) {
    await q.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [id]);
  },

  async revokeSession(q: Queryable, id: string) {
    await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
  },

  /** Ends every session of the user but `keep` (the one asking, when there is one). */
  async revokeSessionsOfUser(q: Queryable, userId: number, keep: string | null = null) {
    await q.query(
      `UPDATE sessions SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::uuid`,
      [userId, keep],
    );
  },

  async insertReset(q: Queryable, t: { userId: number; hash: string; expiresAt: Date }) {
    await q.query('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
      t.userId,
      t.hash,
      t.expiresAt,
    ]);
  },

  /** Marks a live reset token used and returns its user; null when unknown, used or expired. */
  async consumeReset(q: Queryable, hash: string, now: Date): Promise<number | null> {
    const { rows } = await q.query<{ user_id: number }>(
      `UPDATE password_reset_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING user_id`,
      [hash, now],
    );
    return rows[0]?.user_id ?? null;
  },

  /** A new reset link makes the older unused ones useless. */
  async invalidateResets(q: Queryable, userId: number, now: Date) {
    await q.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      now,
    ]);
  },
};
