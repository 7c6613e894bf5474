// Plans and billing (spec 1 sections 4 and 8, spec 2 section 2.6) on the local provider: the app runs
// without Stripe keys, so checkout and the billing portal are the server's own test-mode pages.
import { expect, type Page, test } from '@playwright/test';
import {
  billingLabels,
  billingMessages,
  readOnlyMessage,
  SALES_EMAIL,
  SUBSCRIPTION_STATUS_LABELS,
  trialMessages,
  userMenuLabels,
} from '@sightline/contracts';
import { createBrandByApi, toastTitled } from './support/brands.ts';
import { openUserMenu, shot, signedInUser } from './support/ui.ts';

const header = (page: Page) => page.getByRole('banner');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const box = (page: Page) => page.getByTestId('subscription-box');
const card = (page: Page, plan: string) => page.getByTestId(`plan-${plan}`);

test('upgrade from the trial through checkout, see the plan and limits change, open invoices, cancel', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'upgrade');
  await expect(header(page).getByRole('button', { name: 'Free Trial' })).toBeVisible();
  await expect(sideMenu(page).getByText('0 / 100')).toBeVisible();

  await page.goto('/plans');
  for (const plan of ['STARTER', 'PRO', 'ADVANCE', 'ENTERPRISE'])
    await expect(card(page, plan)).toBeVisible();
  await expect(card(page, 'STARTER')).toContainText('€80');
  await expect(card(page, 'STARTER')).toContainText(billingMessages.taxExcluded);
  await expect(card(page, 'STARTER')).toContainText('20 prompts');
  await expect(card(page, 'STARTER')).toContainText('2 team members');
  await expect(card(page, 'ADVANCE')).toContainText('Unlimited team members');
  await expect(
    card(page, 'ENTERPRISE').getByRole('link', { name: billingLabels.contactSales }),
  ).toHaveAttribute('href', new RegExp(`^mailto:${SALES_EMAIL}`));
  await expect(box(page).getByTestId('subscription-status')).toHaveText('Free Trial');
  await expect(box(page).getByRole('button', { name: billingLabels.manageBilling })).toHaveCount(0);
  await shot(page, 'billing-plans-trial');

  await card(page, 'STARTER').getByRole('button', { name: billingLabels.choosePlan }).click();
  await expect(page).toHaveURL(/\/api\/billing\/local\/checkout\//);
  await expect(page.getByText('Test mode')).toBeVisible();
  await shot(page, 'billing-checkout-test-mode');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page).toHaveURL(/\/subscription\/success$/);
  await expect(page.getByRole('heading', { name: billingMessages.activated })).toBeVisible();
  await shot(page, 'billing-success');
  await expect(header(page).getByRole('button', { name: 'Starter' })).toBeVisible();
  await expect(sideMenu(page).getByText('0 / 20')).toBeVisible();

  await page.getByRole('link', { name: billingLabels.viewPlans }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(box(page).getByTestId('subscription-status')).toHaveText(SUBSCRIPTION_STATUS_LABELS.ACTIVE);
  await expect(card(page, 'STARTER').getByRole('button', { name: billingLabels.currentPlan })).toBeDisabled();
  await expect(box(page).getByRole('button', { name: billingLabels.manageBilling })).toBeVisible();
  await shot(page, 'billing-plans-active');

  // Invoices from the user menu open the billing portal.
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: userMenuLabels.invoices }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'EUR 80.00' })).toBeVisible();
  await shot(page, 'billing-portal');
  await page.getByRole('link', { name: 'Return to Sightline' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);

  await page.goto('/invoices');
  const table = page.getByTestId('invoices-table');
  await expect(table.getByRole('cell', { name: '€80.00' })).toBeVisible();
  await expect(table.getByText('paid')).toBeVisible();
  await expect(table.getByRole('link', { name: billingLabels.downloadPdf })).toHaveAttribute(
    'href',
    /\/pdf\/$/,
  );
  await shot(page, 'billing-invoices');

  await page.goto('/subscriptions');
  await box(page).getByRole('button', { name: billingLabels.cancelSubscription }).click();
  await page.getByRole('dialog').getByRole('button', { name: billingLabels.cancelSubscription }).click();
  await expect(box(page).getByTestId('subscription-status')).toHaveText(SUBSCRIPTION_STATUS_LABELS.CANCELED);
  await expect(box(page).getByRole('button', { name: billingLabels.manageBilling })).toHaveCount(0);
  await expect(box(page)).toContainText(billingLabels.ends);
  await shot(page, 'billing-plans-canceled');
});

test('a plan allowing fewer prompts warns before checkout and names the prompts over it; the success page says what the plan is', async ({
  page,
  request,
}) => {
  test.slow();
  const { session } = await signedInUser(page, request, 'downgrade');
  await createBrandByApi(request, session.token, { name: 'Acme Over', prompts: 23 });

  // Opened without any checkout, the success page says the subscription is still the trial.
  await page.goto('/subscription/success');
  await expect(page.getByRole('heading', { name: billingMessages.notActivatedTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('checkout-outcome')).toContainText(
    billingMessages.notActivatedText('Free Trial'),
  );
  await expect(page.getByRole('heading', { name: billingMessages.activated })).toHaveCount(0);

  // Starter allows 20 of the 23 prompts: its card says so, and choosing it asks first.
  await page.goto('/plans');
  await expect(card(page, 'STARTER').getByTestId('plan-prompts-over')).toHaveText(
    billingMessages.promptsOverCard(23),
  );
  await expect(card(page, 'PRO').getByTestId('plan-prompts-over')).toHaveCount(0);
  await card(page, 'STARTER').getByRole('button', { name: billingLabels.choosePlan }).click();
  const dialog = page.getByRole('dialog', { name: billingMessages.promptsOverTitle('Starter') });
  await expect(dialog).toContainText(billingMessages.promptsOverText('Starter', 20, 23));
  const over = dialog.getByTestId('prompts-over');
  await expect(over.getByRole('listitem')).toHaveText([
    'best Acme Over option 21',
    'best Acme Over option 22',
    'best Acme Over option 23',
  ]);
  await expect(over).toContainText('Acme Over');
  await shot(page, 'billing-prompts-over');
  await dialog.getByRole('button', { name: billingMessages.backToPlans }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/plans$/);

  await card(page, 'STARTER').getByRole('button', { name: billingLabels.choosePlan }).click();
  await dialog.getByRole('button', { name: billingMessages.continueToCheckout }).click();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/subscription\/success$/);
  const outcome = page.getByTestId('checkout-outcome');
  await expect(outcome.getByRole('heading', { name: billingMessages.activated })).toBeVisible();
  await expect(outcome).toContainText(billingMessages.activatedText('Starter', 20));
  await expect(outcome.getByTestId('prompts-over').getByRole('listitem')).toHaveCount(3);
  await shot(page, 'billing-success-prompts-over');
});

test('leaving checkout returns to the cancel page and keeps the trial', async ({ page, request }) => {
  await signedInUser(page, request, 'leave');
  await page.goto('/subscriptions');
  await card(page, 'PRO').getByRole('button', { name: billingLabels.choosePlan }).click();
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/subscription\/cancel$/);
  await expect(page.getByRole('heading', { name: billingMessages.cancelled })).toBeVisible();
  await shot(page, 'billing-checkout-cancelled');
  await page.getByRole('link', { name: billingLabels.goHome }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header(page).getByRole('button', { name: 'Free Trial' })).toBeVisible();
});

test('Invoices falls back to the invoices page before any payment', async ({ page, request }) => {
  await signedInUser(page, request, 'noportal');
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: userMenuLabels.invoices }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByText(billingLabels.noInvoices)).toBeVisible();
});

/** Opens the local portal from the plans page and presses one of its buttons. */
const inPortal = async (page: Page, button: string) => {
  await page.goto('/subscriptions');
  await box(page).getByRole('link', { name: billingLabels.viewInvoices }).click();
  await page.getByRole('button', { name: billingLabels.manageBilling }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Sightline' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
};

test('a failed payment shows Past Due; the end of the plan makes the account read-only', async ({
  page,
  request,
}) => {
  const user = await signedInUser(page, request, 'lapse');
  const brand = await createBrandByApi(request, user.session.token, { name: 'Lapse Co', prompts: 2 });
  await page.goto('/subscriptions');
  await card(page, 'PRO').getByRole('button', { name: billingLabels.choosePlan }).click();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/subscription\/success$/);

  await inPortal(page, 'Simulate failed payment');
  await expect(box(page).getByTestId('subscription-status')).toHaveText(SUBSCRIPTION_STATUS_LABELS.PAST_DUE);
  // Manage Billing shows only while ACTIVE.
  await expect(box(page).getByRole('button', { name: billingLabels.manageBilling })).toHaveCount(0);
  await shot(page, 'billing-plans-past-due');

  await inPortal(page, 'Simulate end of subscription');
  await expect(box(page).getByTestId('subscription-status')).toHaveText(SUBSCRIPTION_STATUS_LABELS.FREE);
  await expect(page.getByRole('main').getByText(billingMessages.readOnlyText('plan'))).toBeVisible();
  await expect(sideMenu(page).getByText(billingMessages.readOnlyTitle)).toBeVisible();
  await shot(page, 'billing-plans-read-only');

  await page.goto(`/project-table/${brand.uuid}`);
  await expect(page.getByTestId('runs-paused-banner')).toContainText(billingMessages.scheduledPaused('plan'));
  await shot(page, 'billing-brand-paused');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Brand' }).first().click();
  await expect(toastTitled(page, trialMessages.upgradeRequiredTitle)).toContainText(
    readOnlyMessage('brands', 'plan'),
  );
});
