// Spec 2 sections 2.5, 5, 8: the profile screen, the picture upload and the password change; the
// account's data downloaded and the account deleted (the privacy policy's rights).

import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  accountDataLabels,
  authMessages,
  COMPANY_SIZES,
  MAX_IMAGE_BYTES,
  profileMessages,
} from '@sightline/contracts';
import { pngLargerThan, solidPng } from './support/png.ts';
import {
  fieldError,
  formAlert,
  login,
  logout,
  pickOption,
  shot,
  signedInUser,
  submitLogin,
} from './support/ui.ts';

const openProfile = async (page: Page) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
};

const pictureInput = (page: Page) => page.locator('input[type="file"]');
/** The big avatar of the profile form (the shell shows smaller ones). */
const profileAvatar = (page: Page) =>
  page.locator('form').filter({ hasText: 'Personal information' }).locator('img').first();

test('edits name, company, size and picture; they survive a reload', async ({ page, request }) => {
  const user = await signedInUser(page, request, 'profile');
  await openProfile(page);
  await shot(page, 'profile');

  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();

  const size = COMPANY_SIZES[2];
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Compilers Inc.');
  await pickOption(page, 'Company size', size);
  await pictureInput(page).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 64, [91, 71, 227]),
  });
  await expect(profileAvatar(page)).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(profileMessages.updated, { exact: true })).toBeVisible();
  await shot(page, 'profile-saved');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Grace Hopper');
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Compilers Inc.');
  await expect(page.getByRole('combobox', { name: 'Company size' })).toHaveValue(size);
  const avatar = profileAvatar(page);
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  // The stored picture is served and decodes as an image.
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);
  // The shell follows the new name.
  await expect(page.getByText('Hello, Grace', { exact: true })).toBeVisible();
  await shot(page, 'profile-reloaded');
});

test('a picture of 2 MB or more is refused', async ({ page, request }) => {
  await signedInUser(page, request, 'bigpic');
  await openProfile(page);
  await pictureInput(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: pngLargerThan(MAX_IMAGE_BYTES),
  });
  await expect(page.getByText(profileMessages.pictureTooLarge, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await shot(page, 'profile-picture-too-large');
});

test('changes the password with the current one', async ({ page, request }) => {
  const user = await signedInUser(page, request, 'chpass');
  await openProfile(page);
  const form = page.locator('form').filter({ hasText: 'Change password' });
  const fill = async (current: string, next: string, confirm = next) => {
    await form.getByRole('textbox', { name: 'Current password' }).fill(current);
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(confirm);
    await form.getByRole('button', { name: 'Change password' }).click();
  };
  const newPassword = 'Ch4nged!Pass';

  await fill('', newPassword, `${newPassword}x`);
  await expect(fieldError(page, authMessages.currentPasswordRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.newPasswordsDoNotMatch)).toBeVisible();

  await fill('Wr0ng!Current', newPassword);
  await expect(form.getByText(authMessages.currentPasswordWrong, { exact: true })).toBeVisible();
  await shot(page, 'profile-password-wrong-current');

  await fill(user.password, newPassword);
  await expect(page.getByText(authMessages.passwordChanged, { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Current password' })).toHaveValue('');

  await logout(page);
  await submitLogin(page, user.email, user.password);
  await expect(formAlert(page)).toHaveText(authMessages.invalidCredentials);
  await login(page, { email: user.email, password: newPassword });
});

test('downloads the account data as JSON and CSV, then deletes the account', async ({ page, request }) => {
  const user = await signedInUser(page, request, 'erasure');
  await openProfile(page);
  const card = page.getByTestId('account-data');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'profile-account-data');

  const json = page.waitForEvent('download');
  await card.getByRole('button', { name: accountDataLabels.downloadJson }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toMatch(/^sightline-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile(await jsonFile.path(), 'utf8'));
  expect(document.tables.users[0].email).toBe(user.email);
  const csv = page.waitForEvent('download');
  await card.getByRole('button', { name: accountDataLabels.downloadCsv }).click();
  expect((await csv).suggestedFilename()).toMatch(/\.zip$/);

  await card.getByRole('button', { name: accountDataLabels.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: accountDataLabels.deleteTitle });
  await expect(dialog.getByText(accountDataLabels.deleteWarning)).toBeVisible();
  await dialog.getByLabel(accountDataLabels.deletePassword).fill('Wr0ng!Pass');
  await dialog.getByTestId('confirm-delete-account').click();
  await expect(dialog.getByText(authMessages.passwordWrong)).toBeVisible();
  await shot(page, 'profile-delete-account');
  await dialog.getByLabel(accountDataLabels.deletePassword).fill(user.password);
  await dialog.getByTestId('confirm-delete-account').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(authMessages.accountDeleted)).toBeVisible();
  await submitLogin(page, user.email, user.password);
  await expect(formAlert(page)).toHaveText(authMessages.invalidCredentials);
});
