// Spec 1 section 2 (route guards, redirects, 404) and spec 2 section 2.11 (not found).
import { expect, test } from '@playwright/test';
import { navLabels } from '@sightline/contracts';
import { registerByApi } from './support/api.ts';
import { login, shot, signedInUser, submitLogin } from './support/ui.ts';

test('an anonymous visitor is sent to login and comes back to the wanted page', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/profile?tab=x');
  await expect(page).toHaveURL('/login?redirect=%2Fprofile%3Ftab%3Dx');
  await shot(page, 'login-with-redirect');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/profile?tab=x');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
});

test('a signed-in user is sent from login, register and / to the dashboard', async ({ page, request }) => {
  await signedInUser(page, request, 'guards');
  for (const path of ['/login', '/register', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: navLabels.dashboard, level: 1 })).toBeVisible();
  }
});

test('/ goes to the dashboard, which asks an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
});

test('an unknown path shows the 404 screen whose button leads to the dashboard', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('link', { name: /dashboard/i }).click();
  // Anonymous: the dashboard asks for a login first, then opens.
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/still/not/here');
  await page.getByRole('link', { name: /dashboard/i }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: navLabels.dashboard, level: 1 })).toBeVisible();
});

test('login lands on the dashboard by default', async ({ page, request }) => {
  await login(page, await registerByApi(request));
});
