// Spec 3 sections 2.6 and 2.7: browsing the seeded tutorials and FAQs (grid, guide modal, category
// filters, accordion) and requesting a campaign service (modal with the spec's options, the toast,
// My requests, and the operator's mail); the built-in product tour.
import { expect, test } from '@playwright/test';
import {
  contentMessages,
  contentLabels as l,
  navLabels,
  SERVICE_BUDGET_RANGES,
  SERVICE_TIMELINES,
  serviceBudgetLabels,
  serviceTimelineLabels,
  TOUR_STEPS,
  tourLabels,
} from '@sightline/contracts';
import { SEED_FAQS, SEED_SERVICES, SEED_TUTORIALS } from '../apps/server/src/modules/content/seed-content.ts';
import { readMail } from './support/mail.ts';
import { openUserMenu, pickOption, shot, signedInUser } from './support/ui.ts';

const OPERATOR = 'operator@sightline.test';

test('tutorials: featured guides, the grid with its modal, category filters and the FAQ accordion', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'tutorials');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: navLabels.tutorials })
    .click();
  await expect(page).toHaveURL(/\/tutorials$/);
  await expect(page.getByTestId('booking-banner')).toContainText(l.bookDemo);

  const grid = page.getByTestId('tutorial-grid');
  await expect(grid.getByTestId('tutorial-card')).toHaveCount(Math.min(12, SEED_TUTORIALS.length));
  await expect(page.getByTestId('featured-tutorials').getByTestId('tutorial-card')).toHaveCount(
    SEED_TUTORIALS.filter((t) => t.featured).length,
  );

  // A written guide opens as one, saying so, with its text.
  const guide = SEED_TUTORIALS[2];
  await grid.getByRole('button', { name: `${l.read}: ${guide.title}` }).click();
  const modal = page.getByRole('dialog', { name: guide.title });
  await expect(modal.getByText(l.writtenGuideNote)).toBeVisible();
  await expect(modal.getByText('position score', { exact: false }).first()).toBeVisible();
  await shot(page, 'tutorials-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Category filter on the grid.
  await page.getByRole('group', { name: l.videoTutorials }).getByText('AI visibility').click();
  const visibility = SEED_TUTORIALS.filter((t) => t.category === 'ai-visibility');
  await expect(grid.getByTestId('tutorial-card')).toHaveCount(visibility.length);
  await expect(grid).toContainText(visibility[0].title);

  // FAQ accordion: all questions, one category, an answer opened.
  const faqs = page.getByTestId('faq-accordion');
  await expect(faqs.getByRole('button')).toHaveCount(SEED_FAQS.length);
  await page.getByRole('group', { name: l.faqTitle }).getByText('Metrics').click();
  const metrics = SEED_FAQS.filter((f) => f.category === 'metrics');
  await expect(faqs.getByRole('button')).toHaveCount(metrics.length);
  await faqs.getByRole('button', { name: metrics[0].question }).click();
  await expect(faqs.getByText(metrics[0].answer)).toBeVisible();
  await shot(page, 'tutorials');
});

test('services: expand a card, request it with a budget and timeline, see it listed and mailed', async ({
  page,
  request,
}) => {
  const user = await signedInUser(page, request, 'services');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: navLabels.services })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  const grid = page.getByTestId('service-grid');
  await expect(grid.getByTestId('service-card')).toHaveCount(SEED_SERVICES.length);
  await expect(page.getByText(l.noRequests)).toBeVisible();

  const service = SEED_SERVICES[2];
  const card = grid.getByTestId('service-card').filter({ hasText: service.title });
  await expect(card.getByText(service.deliverables[0])).toBeHidden();
  await card.getByRole('button', { name: l.showMore }).click();
  await expect(card.getByText(service.deliverables[0])).toBeVisible();
  await card.getByRole('button', { name: l.requestService }).click();

  const modal = page.getByRole('dialog', { name: l.requestTitle(service.title) });
  await modal.getByRole('combobox', { name: l.budget }).click();
  await expect(page.getByRole('option')).toHaveText(SERVICE_BUDGET_RANGES.map((b) => serviceBudgetLabels[b]));
  await page.keyboard.press('Escape');
  await pickOption(page, l.budget, serviceBudgetLabels['10000-25000']);
  await modal.getByRole('combobox', { name: l.timeline }).click();
  await expect(page.getByRole('option')).toHaveText(SERVICE_TIMELINES.map((t) => serviceTimelineLabels[t]));
  await page.keyboard.press('Escape');
  await pickOption(page, l.timeline, serviceTimelineLabels['2-months']);
  await modal.getByRole('textbox', { name: l.message }).fill('Our wrong founding year keeps coming back.');
  await shot(page, 'services-request');
  await modal.getByRole('button', { name: l.submit }).click();

  await expect(page.getByText(contentMessages.requestSubmitted)).toBeVisible();
  await expect(modal).toBeHidden();
  const mine = page.getByTestId('my-requests');
  await expect(mine.getByRole('row')).toHaveCount(2);
  await expect(mine).toContainText(service.title);
  await expect(mine).toContainText(serviceBudgetLabels['10000-25000']);
  await shot(page, 'services');

  const mail = await readMail(OPERATOR, { subject: new RegExp(`Service request: ${service.title}`) });
  expect(mail.text).toContain(user.email);
  expect(mail.text).toContain(serviceTimelineLabels['2-months']);
  expect(mail.text).toContain('Our wrong founding year keeps coming back.');
});

test('the product tour: offered on a first visit, walks the main screens, replays from the user menu', async ({
  page,
  request,
}) => {
  await signedInUser(page, request, 'tour');
  const invite = page.getByTestId('tour-invite');
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: tourLabels.start }).click();
  await expect(invite).toBeHidden();

  for (const [i, step] of TOUR_STEPS.entries()) {
    const card = page.getByRole('dialog', { name: step.title });
    await expect(card).toContainText(tourLabels.stepOf(i + 1, TOUR_STEPS.length));
    await expect(page).toHaveURL(new RegExp(`${step.path}$`), { timeout: 20_000 });
    await expect(page.getByTestId('tour-highlight')).toBeVisible();
    if (i === 1) await shot(page, 'tour-step');
    await card
      .getByRole('button', { name: i === TOUR_STEPS.length - 1 ? tourLabels.done : tourLabels.next })
      .click();
  }
  await expect(page.getByTestId('tour-highlight')).toBeHidden();

  // Seen: no invitation on the next visit; the user menu replays it.
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByTestId('tour-invite')).toBeHidden();
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: tourLabels.menuEntry }).click();
  await expect(page.getByRole('dialog', { name: TOUR_STEPS[0].title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: TOUR_STEPS[0].title })).toBeHidden();
});
