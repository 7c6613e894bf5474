// Spec 2 sections 2.9, 4, 8: unsubscribing through the link of the welcome email.
import { expect, test } from '@playwright/test';
import { unsubscribeMessages } from '@sightline/contracts';
import { registerByApi } from './support/api.ts';
import { linkTo, readMail } from './support/mail.ts';
import { shot } from './support/ui.ts';

test('the unsubscribe link of the welcome email works', async ({ page, request }) => {
  const user = await registerByApi(request);
  const welcome = await readMail(user.email, { subject: /welcome/i });
  await page.goto(linkTo(welcome, '/unsubscribe/').pathname);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await shot(page, 'unsubscribe-confirm');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(unsubscribeMessages.done, { exact: true })).toBeVisible();
  await shot(page, 'unsubscribe-done');
  await page.getByRole('link', { name: 'Back to Sightline' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('a bad code shows the invalid-link error', async ({ page }) => {
  await page.goto('/unsubscribe/not-a-real-code');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(unsubscribeMessages.invalid, { exact: true })).toBeVisible();
  await shot(page, 'unsubscribe-invalid');
});
