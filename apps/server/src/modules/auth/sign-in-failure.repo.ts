// SQL for failed sign-ins, counted per account (email) over a sliding window, in the database so
// that every API process counts the same attempts.
import type { Queryable } from '../../db/database.ts';

/** Advisory-lock namespace of sign-in attempts (the two-key form, apart from single-key locks). */
const LOCK_NAMESPACE = 726_451_002;

export const signInFailureRepo = {
  /** Serialises attempts on one account until the transaction ends, so a burst cannot slip past the count. */
  async lockAccount(q: Queryable, email: string) {
    await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, email]);
  },

  async deleteBefore(q: Queryable, since: Date) {
    await q.query('DELETE FROM sign_in_failures WHERE failed_at < $1', [since]);
  },

  async countSince(q: Queryable, email: string, since: Date): Promise<number> {
    const { rows } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sign_in_failures WHERE email = $1 AND failed_at >= $2',
      [email, since],
    );
    return rows[0]?.n ?? 0;
  },

  async insert(q: Queryable, email: string, address: string, at: Date) {
    await q.query('INSERT INTO sign_in_failures (email, address, failed_at) VALUES ($1, $2, $3)', [
      email,
      address,
      at,
    ]);
  },

  /** Forgets the failures one client made on one account; other clients' stay counted. */
  async clear(q: Queryable, email: string, address: string) {
    await q.query('DELETE FROM sign_in_failures WHERE email = $1 AND address = $2', [email, address]);
  },
};
