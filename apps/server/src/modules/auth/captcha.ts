// Self-hosted ALTCHA proof of work. Challenges are signed with the app secret and expire; a
// solved challenge is recorded until it expires, so a solution cannot be replayed.
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { captchaRepo } from './captcha.repo.ts';

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
      await captchaRepo.deleteExpired(deps.db, now);
      return captchaRepo.record(deps.db, key, new Date(now.getTime() + CHALLENGE_TTL_MS));
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
