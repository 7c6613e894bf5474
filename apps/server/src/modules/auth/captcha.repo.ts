// SQL of solved captcha challenges: each is recorded until it expires, so a solution is used once.
import type { Queryable } from '../../db/database.ts';

export const captchaRepo = {
  async deleteExpired(q: Queryable, now: Date) {
    await q.query('DELETE FROM captcha_solutions WHERE expires_at < $1', [now]);
  },

  /** Records a solved challenge; false when it was recorded before (a replay). */
  async record(q: Queryable, key: string, expiresAt: Date) {
    const { rows } = await q.query(
      `INSERT INTO captcha_solutions (challenge_key, expires_at) VALUES ($1, $2)
         ON CONFLICT (challenge_key) DO NOTHING RETURNING challenge_key`,
      [key, expiresAt],
    );
    return rows.length === 1;
  },
};
