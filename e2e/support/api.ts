// Seeding through the real API: a captcha solved in Node (as the browser widget does) and users
// registered without going through the three-step form.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import {
  API_PREFIX,
  authPaths,
  type RegisterRequest,
  type Session,
  type Subscription,
  subscriptionPaths,
} from '@sightline/contracts';

// altcha-lib is a dependency of the server workspace (not hoisted to the root), so it is loaded the
// way the server loads it: resolved from apps/server.
const fromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { solveChallenge } = fromServer('altcha-lib') as {
  solveChallenge(options: { challenge: unknown; deriveKey: unknown }): Promise<unknown>;
};
const { deriveKey } = fromServer('altcha-lib/algorithms/sha') as { deriveKey: unknown };

/** A password that meets every rule (8+ characters, uppercase, number, special character). */
const STRONG_PASSWORD = 'Str0ng!Pass';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  company: string;
}

/** A fresh, unique identity; tests never share users, so they run in parallel and in any order. */
export const newUser = (label = 'user'): TestUser => {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `Ada ${label} Lovelace`,
    email: `${label}-${id}@example.com`,
    password: STRONG_PASSWORD,
    company: 'Analytical Engines',
  };
};

const api = (path: string) => `${API_PREFIX}${path}`;

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/** Fetches a challenge from the server and solves it, giving the `captcha_token` payload. */
const solveCaptcha = async (request: APIRequestContext): Promise<string> => {
  const challenge = await ok<unknown>(await request.get(api(authPaths.captcha)), 'captcha challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return btoa(JSON.stringify({ challenge, solution }));
};

/** Registers a user through the API; the welcome mail is queued just as after a UI registration. */
export const registerByApi = async (
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser & { session: Session }> => {
  const body: RegisterRequest = {
    name: user.name,
    email: user.email,
    password: user.password,
    company_info: { name: user.company, role: 'seo_specialist', referral: 'linkedin' },
    seo_info: { objectives: ['track_presence'], current_position: 'growing', additional_info: '' },
    captcha_token: await solveCaptcha(request),
  };
  const session = await ok<Session>(await request.post(api(authPaths.register), { data: body }), 'register');
  return { ...user, session };
};

/** The user's subscription as the server reports it (the trial banner is computed from it). */
export const fetchSubscription = async (request: APIRequestContext, token: string) =>
  ok<Subscription>(
    await request.get(api(subscriptionPaths.current), { headers: { authorization: `Bearer ${token}` } }),
    'subscription',
  );
