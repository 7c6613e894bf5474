// Solves a captcha challenge in Node as the browser widget does, for clients that register without a
// browser: the test harness (through inject) and the end-to-end specs' API seeding.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The `captcha_token` that answers a challenge fetched from `GET auth/captcha/`. */
export const captchaTokenFor = async (challenge: Parameters<typeof solveChallenge>[0]['challenge']) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
};
