// Spec 1 sections 2, 5, 8 (forgot password) and spec 2 sections 2.1, 4, 5, 8 (reset password).
import { expect, type Page, test } from '@playwright/test';
import { authMessages } from '@sightline/contracts';
import { newUser, registerByApi } from './support/api.ts';
import { linkTo, readMail } from './support/mail.ts';
import { fieldError, formAlert, login, logout, shot, solveCaptchaWidget, submitLogin } from './support/ui.ts';

const NEW_PASSWORD = 'N3w!Password';

const requestReset = async (page: Page, email: string) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await solveCaptchaWidget(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(authMessages.forgotConfirmation, { exact: true })).toBeVisible();
};

const setNewPassword = async (page: Page, password: string, confirm = password) => {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Set New Password' }).click();
};

const expectInvalidLinkView = async (page: Page) => {
  await expect(page.getByText(authMessages.resetInvalid, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
};

test('forgot password, emailed link, new password; the link works once', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(fieldError(page, authMessages.emailRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.captchaRequired)).toBeVisible();
  await shot(page, 'forgot-password-errors');

  await requestReset(page, user.email);
  await shot(page, 'forgot-password-sent');

  const mail = await readMail(user.email, { subject: /reset/i });
  const link = linkTo(mail, '/reset-password/');
  await page.goto(link.pathname);
  await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible();
  await shot(page, 'reset-password-form');

  await setNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(fieldError(page, authMessages.passwordsDoNotMatch)).toBeVisible();
  await shot(page, 'reset-password-mismatch');
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText(authMessages.resetDone, { exact: true })).toBeVisible();
  await shot(page, 'reset-password-done');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');

  // The old password no longer works; the new one does.
  await submitLogin(page, user.email, user.password);
  await expect(formAlert(page)).toHaveText(authMessages.invalidCredentials);
  await login(page, { email: user.email, password: NEW_PASSWORD });
  await logout(page);

  // The link is single-use.
  await page.goto(link.pathname);
  await setNewPassword(page, 'An0ther!Password');
  await expectInvalidLinkView(page);
  await shot(page, 'reset-password-invalid');
});

test('a token too short to be real shows the error view at once', async ({ page }) => {
  await page.goto('/reset-password/short');
  await expectInvalidLinkView(page);
  await expect(page.getByRole('button', { name: 'Set New Password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('the confirmation is neutral for an unknown address too', async ({ page }) => {
  await requestReset(page, newUser('nobody').email);
});
