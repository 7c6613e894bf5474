// Self-hosted ALTCHA proof of work. Challenges are signed with the app secret and expire; a
// solved challenge is recorded until it expires, so a solution cannot be replayed.
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface Captcha {
  challenge(): Promise<Record<string, unknown>>;
  /** True when the payload solves a challenge we issued, unexpired and not used before. */
  verify(payload: string): Promise<boolean>;
}

export const createCaptcha = (deps: {
  db: Database;
  clock: Clock;
  secret: string;
  maxCounter: number;
}): Captcha => {
  const store = {
    async setIfAbsent(key: string) {
      const now = deps.clock.now();
      await deps.db.query('DELETE FROM captcha_solutions WHERE expires_at < $1', [now]);
      const { rows } = await deps.db.query(
        `INSERT INTO captcha_solutions (challenge_key, expires_at) VALUES ($1, $2)
         ON CONFLICT (challenge_key) DO NOTHING RETURNING challenge_key`,
        [key, new Date(now.getTime() + CHALLENGE_TTL_MS)],
      );
      return rows.length === 1;
    },
    get: async () => undefined,
    set: async () => undefined,
  };

  return {
    challenge: async () => ({
      ...(await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(deps.maxCounter / 2), deps.maxCounter),
        deriveKey,
        expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: deps.secret,
      })),
    }),
    async verify(payload) {
      const result = await verify(payload, deriveKey, deps.secret, undefined, store as never);
      return result.error === null;
    },
  };
};
