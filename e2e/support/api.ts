// Seeding through the real API (the specs run against a separate server), with the users and brands
// of the server's seeding module: apps/server/src/seed/data.ts.
import { type APIRequestContext, expect } from '@playwright/test';
import {
  API_PREFIX,
  authPaths,
  type Project,
  projectDetailPaths,
  projectPaths,
  type Session,
  type Subscription,
  subscriptionPaths,
} from '@sightline/contracts';
import { captchaTokenFor } from '../../apps/server/src/seed/captcha.ts';
import { brandFields, type Identity, newIdentity, registrationOf } from '../../apps/server/src/seed/data.ts';
import { linkTo, readMail } from './mail.ts';

export { type Identity as TestUser, newIdentity as newUser } from '../../apps/server/src/seed/data.ts';

const api = (path: string) => `${API_PREFIX}${path}`;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/** GET of an API path with the user's token; the reply must be a success. */
export const getJson = async <T>(request: APIRequestContext, token: string, path: string): Promise<T> => {
  const response = await request.get(api(path), { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
};

/** Registers a user through the API; the welcome mail is queued just as after a UI registration. */
export const registerByApi = async (
  request: APIRequestContext,
  user: Identity = newIdentity(),
): Promise<Identity & { session: Session }> => {
  const challenge = await ok<Parameters<typeof captchaTokenFor>[0]>(
    await request.get(api(authPaths.captcha)),
    'captcha challenge',
  );
  const body = { ...registrationOf(user), captcha_token: await captchaTokenFor(challenge) };
  const session = await ok<Session>(await request.post(api(authPaths.register), { data: body }), 'register');
  return { ...user, session };
};

/** Confirms a registered address as its owner would: the link of the mail sent at registration. */
export const confirmEmailByApi = async (request: APIRequestContext, email: string) => {
  // Mail goes out through the job queue: on a busy machine it takes a while.
  const mail = await readMail(email, { subject: /Confirm your email/, timeout: 60_000 });
  const link = linkTo(mail, '/verify-email/');
  const token = decodeURIComponent(link.pathname.slice('/verify-email/'.length));
  await ok(await request.post(api(authPaths.verifyEmail), { data: { token } }), 'confirm email');
};

/** Waits on the API until the brand's report has finished (the sandbox takes seconds). */
export const waitForReport = async (request: APIRequestContext, token: string, uuid: string) => {
  await expect
    .poll(
      async () =>
        (await getJson<{ running: boolean }>(request, token, projectDetailPaths.executionStatus(uuid)))
          .running,
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(false);
};

/**
 * Creates a brand through the API from the form the wizard would post. Its first report starts with
 * it: wait until that has finished, so each spec starts from a brand at rest.
 */
export const postBrand = async (
  request: APIRequestContext,
  token: string,
  form: Readonly<Record<string, unknown>>,
): Promise<Project> => {
  const project = await ok<Project>(
    await request.post(api(projectPaths.create), { headers: auth(token), multipart: brandFields(form) }),
    'create brand',
  );
  await waitForReport(request, token, project.uuid);
  return project;
};

/** The user's subscription as the server reports it (the trial banner is computed from it). */
export const fetchSubscription = (request: APIRequestContext, token: string) =>
  getJson<Subscription>(request, token, subscriptionPaths.current);
