// Spec 1 sections 2, 4, 5: registration in three steps, then the signed-in shell.
import { expect, test } from '@playwright/test';
import {
  authMessages,
  marketPositionOptions,
  navLabels,
  objectiveOptions,
  referralOptions,
  roleOptions,
  shellMessages,
  trialBanner,
  trialMessages,
} from '@sightline/contracts';
import { SESSION_KEYS } from '../apps/web/src/api/session.ts';
import { fetchSubscription, newUser } from './support/api.ts';
import { fieldError, pickOption, shot, solveCaptchaWidget } from './support/ui.ts';

const label = (options: readonly { value: string; label: string }[], index = 0) => options[index].label;

test('registers in three steps and lands on the dashboard shell', async ({ page, request }) => {
  const user = newUser('register');
  const next = page.getByRole('button', { name: 'Next' });
  const back = page.getByRole('button', { name: 'Back' });
  const stepIs = (n: number) => expect(page.getByText(`Step ${n} of 3`, { exact: true })).toBeVisible();

  await page.goto('/register');
  await stepIs(1);
  await shot(page, 'register-step1');

  // Step 1: forward is blocked on empty fields.
  await next.click();
  await expect(fieldError(page, authMessages.nameRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.emailRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.passwordRequired)).toBeVisible();
  await stepIs(1);
  await shot(page, 'register-step1-errors');
  await page.getByRole('textbox', { name: 'Full Name' }).fill(user.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await next.click();

  // Step 2: blocked on empty fields; back is allowed and keeps the values.
  await stepIs(2);
  await next.click();
  await expect(fieldError(page, authMessages.companyNameRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.roleRequired)).toBeVisible();
  await stepIs(2);
  await shot(page, 'register-step2-errors');
  await back.click();
  await stepIs(1);
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(user.name);
  await next.click();
  await stepIs(2);
  await page.getByRole('textbox', { name: 'Company Name' }).fill(user.company);
  await pickOption(page, 'Your Role', label(roleOptions));
  await pickOption(page, 'How you find us?', label(referralOptions));
  await next.click();

  // Step 3: objectives, position, captcha and terms are all required.
  await stepIs(3);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(fieldError(page, authMessages.objectiveRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.currentPositionRequired)).toBeVisible();
  await expect(fieldError(page, authMessages.captchaRequired)).toBeVisible();
  await expect(page.getByText(authMessages.termsRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(authMessages.termsRequiredError, { exact: true })).toBeVisible();
  await stepIs(3);
  await shot(page, 'register-step3-errors');
  await back.click();
  await stepIs(2);
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue(user.company);
  await next.click();
  await stepIs(3);

  await pickOption(page, 'SEO Objectives', label(objectiveOptions));
  await page.keyboard.press('Escape');
  await pickOption(page, 'Current Market Position', label(marketPositionOptions));
  await solveCaptchaWidget(page);
  await expect(fieldError(page, authMessages.captchaRequired)).toBeHidden();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await shot(page, 'register-step3-filled');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in on the dashboard, inside the shell.
  await expect(page).toHaveURL(/\/dashboard(\?onboarding=1)?$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of Object.values(navLabels)) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(menu.getByText(shellMessages.demoDays, { exact: true })).toBeVisible();

  // The trial banner follows the subscription the server reports.
  const token = await page.evaluate(
    (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
    SESSION_KEYS.token,
  );
  expect(token).toBeTruthy();
  const subscription = await fetchSubscription(request, token!);
  const banner = trialBanner(subscription, new Date());
  expect(banner).not.toBeNull();
  expect(banner!.daysLeft).toBeGreaterThanOrEqual(13);
  expect(banner!.daysLeft).toBeLessThanOrEqual(14);
  // A fresh 14-day trial: 'Free Trial', '{n} days left in your free trial. Enjoy exploring all features!'
  expect(banner!.title).toBe(trialMessages.titleFree);
  expect(banner!.message).toBe(trialMessages.manyDays(banner!.daysLeft));
  await expect(menu.getByText(banner!.title, { exact: true })).toBeVisible();
  await expect(menu.getByText(banner!.message, { exact: true })).toBeVisible();
  await expect(
    menu.getByText(`${subscription.total_queries_used} / ${subscription.total_queries}`),
  ).toBeVisible();
  expect(subscription.total_queries_used).toBe(0);
  await shot(page, 'dashboard-after-register');
});
