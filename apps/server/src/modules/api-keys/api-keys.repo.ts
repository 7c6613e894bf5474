// SQL for API keys (secrets stored as SHA-256 hashes).
import type { ApiKeyScope } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export interface ApiKeyRow {
  id: number;
  uuid: string;
  user_id: number;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  created_at: Date;
  last_used_at: Date | null;
}

/** What a request authenticated by a key carries: whose it is and what it may do. */
export interface KeyOwnerRow {
  id: number;
  user_id: number;
  user_uuid: string;
  scope: ApiKeyScope;
}

const COLUMNS = 'id, uuid, user_id, name, prefix, scope, created_at, last_used_at';

export const apiKeyRepo = {
  async listActive(q: Queryable, userId: number): Promise<ApiKeyRow[]> {
    const { rows } = await q.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows;
  },

  /** Locks the user's row so two concurrent creations cannot both take the last place. */
  async countActiveLocked(q: Queryable, userId: number): Promise<number> {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    );
    return rows[0].n;
  },

  async insert(
    q: Queryable,
    k: { userId: number; name: string; prefix: string; hash: string; scope: ApiKeyScope },
  ): Promise<ApiKeyRow> {
    const { rows } = await q.query<ApiKeyRow>(
      `INSERT INTO api_keys (user_id, name, prefix, token_hash, scope) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COLUMNS}`,
      [k.userId, k.name, k.prefix, k.hash, k.scope],
    );
    return rows[0];
  },

  /** The owner of an active key; null when the hash is unknown or the key revoked. */
  async ownerByHash(q: Queryable, hash: string): Promise<KeyOwnerRow | null> {
    const { rows } = await q.query<KeyOwnerRow>(
      `SELECT k.id, k.user_id, u.uuid AS user_uuid, k.scope
       FROM api_keys k JOIN users u ON u.id = k.user_id
       WHERE k.token_hash = $1 AND k.revoked_at IS NULL`,
      [hash],
    );
    return rows[0] ?? null;
  },

  /** Renames one of the user's active keys; null when there is none with that uuid. */
  async rename(q: Queryable, userId: number, uuid: string, name: string): Promise<ApiKeyRow | null> {
    const { rows } = await q.query<ApiKeyRow>(
      `UPDATE api_keys SET name = $3 WHERE uuid = $2 AND user_id = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [userId, uuid, name],
    );
    return rows[0] ?? null;
  },

  /** Revokes one of the user's active keys; false when there is none with that uuid. */
  async revoke(q: Queryable, userId: number, uuid: string, now: Date): Promise<boolean> {
    const { rows } = await q.query(
      'UPDATE api_keys SET revoked_at = $3 WHERE uuid = $2 AND user_id = $1 AND revoked_at IS NULL RETURNING id',
      [userId, uuid, now],
    );
    return rows.length > 0;
  },

  /** Records a use unless one was recorded within `resolutionMs`: other API processes skip the write too. */
  async touch(q: Queryable, id: number, now: Date, resolutionMs: number) {
    await q.query(
      `UPDATE api_keys SET last_used_at = $2
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - make_interval(secs => $3))`,
      [id, now, resolutionMs / 1000],
    );
  },
};
