// Token refresh (spec 1 section 4 and the client's refresh-once rule): an expired access token is
// renewed once without the user noticing; a refresh token that was already rotated ends the session.
import { expect, type Page, test } from '@playwright/test';
import { API_PREFIX, authMessages, authPaths } from '@sightline/contracts';
import { SESSION_KEYS } from '../apps/web/src/api/session.ts';
import { shot, signedInUser } from './support/ui.ts';

const KEYS = SESSION_KEYS;

/** Reads the session tokens from whichever Web Storage holds them (remember me picks localStorage). */
const storedTokens = (page: Page) =>
  page.evaluate((keys) => {
    const storage = localStorage.getItem(keys.token) ? localStorage : sessionStorage;
    return { token: storage.getItem(keys.token), refresh: storage.getItem(keys.refresh) };
  }, KEYS);

/**
 * Replaces the stored tokens, as an expired access token (and perhaps an old refresh token) would be,
 * once the page is quiet: a call still in flight would write the session back over them.
 */
const storeTokens = async (page: Page, tokens: { token: string; refresh: string }) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    ({ keys, tokens }) => {
      const storage = localStorage.getItem(keys.token) ? localStorage : sessionStorage;
      storage.setItem(keys.token, tokens.token);
      storage.setItem(keys.refresh, tokens.refresh);
    },
    { keys: KEYS, tokens },
  );
};

/** An access token the server refuses: the signed token with its signature broken. */
const spoiled = (token: string) => `${token.slice(0, -4)}AAAA`;

const countRefreshCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(`${API_PREFIX}${authPaths.refresh}`)) calls.push(req.url());
  });
  return calls;
};

test('an expired access token is refreshed once and the user stays signed in', async ({ page, request }) => {
  const user = await signedInUser(page, request, 'refresh');
  const before = await storedTokens(page);
  expect(before.token && before.refresh).toBeTruthy();
  const refreshCalls = countRefreshCalls(page);

  await storeTokens(page, { token: spoiled(before.token!), refresh: before.refresh! });
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await expect(page.getByText('Prompts', { exact: true })).toBeVisible();
  // The page may draw from the stored session before its first call comes back refused.
  await expect.poll(() => refreshCalls.length).toBe(1);

  // Both tokens were rotated.
  await expect.poll(async () => (await storedTokens(page)).refresh).not.toBe(before.refresh);
  const after = await storedTokens(page);
  expect(after.token).not.toBe(before.token);

  // Later calls use the new token: another page needs no further refresh.
  await page.goto('/dashboard');
  await expect(page.getByText('Prompts', { exact: true })).toBeVisible();
  expect(refreshCalls).toHaveLength(1);
});

test('a reused refresh token signs the user out', async ({ page, request }) => {
  await signedInUser(page, request, 'reuse');
  const first = await storedTokens(page);

  // One legitimate refresh rotates the first refresh token.
  await storeTokens(page, { token: spoiled(first.token!), refresh: first.refresh! });
  await page.goto('/profile');
  await expect.poll(async () => (await storedTokens(page)).refresh).not.toBe(first.refresh);
  const second = await storedTokens(page);
  await expect(page).toHaveURL('/profile');

  // Presenting the rotated one again (as a stolen copy would) is refused and ends the session.
  await storeTokens(page, { token: spoiled(second.token!), refresh: first.refresh! });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText(authMessages.sessionExpired, { exact: true })).toBeVisible();
  await shot(page, 'login-session-expired');
  expect(await storedTokens(page)).toEqual({ token: null, refresh: null });

  // The reuse revoked the whole family: the newest refresh token is dead too.
  const res = await request.post(`${API_PREFIX}${authPaths.refresh}`, { data: { refresh: second.refresh } });
  expect(res.status()).toBe(401);
});
