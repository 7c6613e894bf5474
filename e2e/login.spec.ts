// Spec 1 sections 2, 4, 5, 8: the login form, its errors, the password toggle and logout.
import { expect, test } from '@playwright/test';
import { authMessages } from '@sightline/contracts';
import { registerByApi } from './support/api.ts';
import { fieldError, formAlert, logout, shot, signedInUser, submitLogin } from './support/ui.ts';

test('empty fields show the required messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(fieldError(page, authMessages.emailRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.passwordRequired)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await shot(page, 'login-empty-errors');
});

test('a wrong password shows the server message', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/login');
  await submitLogin(page, user.email, 'Wr0ng!Password');
  await expect(formAlert(page)).toHaveText(authMessages.invalidCredentials);
  await expect(page).toHaveURL('/login');
  await shot(page, 'login-wrong-password');
});

test('the show-password toggle switches the input type', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('S3cret!word');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.locator('.mantine-PasswordInput-visibilityToggle');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('logout goes to login and protected pages ask for login again', async ({ page, request }) => {
  await signedInUser(page, request, 'logout');
  await shot(page, 'dashboard');
  await logout(page);
  await shot(page, 'login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
});
