// Spec 2 sections 2.2, 2.3 and 4: the brand detail screen on the real server with sandbox engines.
import { expect, type Page, test } from '@playwright/test';
import {
  brandWizardLabels,
  intervalLabels,
  projectDetailMessages,
  projectMessages,
  promptFailedToasts,
  promptModalLabels,
  queryResultsLabels,
  reportHistoryLabels,
  reportMessages,
  resultsInfoModal,
} from '@sightline/contracts';
import { waitForReport } from './support/api.ts';
import { toastTitled } from './support/brands.ts';
import { ACCURACY, dismissInfo, RANKING, userWithBrand } from './support/project-detail.ts';
import { shot } from './support/ui.ts';

const rankingRows = (page: Page) => page.getByTestId('ranking-row');

test('runs a report and shows ranking and accuracy results, polled back after it finishes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, brand } = await userWithBrand(page, request, 'detail');
  // Fake timers that still run in real time: the 60 s status poll can be fast-forwarded.
  await page.clock.install();
  await page.goto(`/project-table/${brand.uuid}`);

  // First visit: the info modal (650 px), remembered once confirmed.
  await dismissInfo(page);
  await expect(page.getByRole('heading', { name: brand.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('sandbox-brand-notice')).toHaveText(projectDetailMessages.sandboxBrand);
  await expect(page.getByTestId('report-status')).toHaveAttribute('data-state', 'scheduled');
  await expect(page.getByTestId('report-status')).toContainText(projectDetailMessages.nextExecution);

  // Six ranking prompts: five and a pager, with the results of the first report, which ran with the
  // brand's creation: a position with none before it is new, never improved.
  await expect(rankingRows(page)).toHaveCount(5);
  await expect(page.getByText('1–5 of 6')).toBeVisible();
  const placed = rankingRows(page)
    .filter({ has: page.getByTestId('position') })
    .first();
  await expect(placed.locator('[data-trend]')).toHaveAttribute('data-trend', 'new');
  await expect(page.locator('[data-trend="up"]')).toHaveCount(0);
  await shot(page, 'detail-before-report');

  // Run Report: toast, running banner with the estimate and email note, Obtaining/Extracting.
  await page.getByRole('button', { name: projectDetailMessages.runReport }).first().click();
  await expect(page.getByText(reportMessages.started).first()).toBeVisible();
  const banner = page.getByTestId('report-status');
  await expect(banner).toHaveAttribute('data-state', 'running');
  await expect(banner).toContainText(projectDetailMessages.extractionRunning);
  await expect(banner).toContainText(projectDetailMessages.emailWhenFinished);
  await expect(page.getByTestId('position-progress').first()).toBeVisible();
  await shot(page, 'detail-running');

  // The report finishes on the server; the page sees it at its next 60 s check.
  await waitForReport(request, user.session.token, brand.uuid);
  await expect(banner).toHaveAttribute('data-state', 'running');
  await page.clock.fastForward(61_000);
  await expect(banner).toHaveAttribute('data-state', 'scheduled');
  await expect(page.getByText(reportMessages.executed).first()).toBeVisible();
  await expect(page.getByTestId('position').first()).toBeVisible();

  // Ranking row: chart, one row per provider with the Simulated badge, recommendations, websites.
  await rankingRows(page).first().click();
  const ranking = page.getByTestId('ranking-row-details');
  await expect(ranking.getByTestId('position-chart').locator('canvas')).toBeVisible();
  await expect(
    ranking.getByTestId('provider-row').or(ranking.getByTestId('provider-message-row')),
  ).toHaveCount(3);
  await expect(ranking.getByTestId('simulated-badge').first()).toBeVisible();
  await expect(ranking.getByText(queryResultsLabels.topRecommendations)).toBeVisible();
  await expect(ranking.getByText(queryResultsLabels.websitesUsed)).toBeVisible();
  await shot(page, 'detail-ranking-open');
  await rankingRows(page).first().click();
  await expect(ranking).toBeHidden();

  // Accuracy row: status tag, expected response cut at 30 characters, per-provider ratings.
  const accuracyRow = page.getByTestId('accuracy-row');
  await expect(accuracyRow).toHaveCount(1);
  await expect(accuracyRow).toContainText(`${ACCURACY.expected_response.slice(0, 30).trimEnd()}…`);
  await expect(accuracyRow.getByTestId('accuracy-status')).toHaveText(
    /^(Correct|Almost all correct|Incorrect response)$/,
  );
  await accuracyRow.click();
  const accuracy = page.getByTestId('accuracy-row-details');
  await expect(accuracy).toContainText(ACCURACY.expected_response);
  await expect(accuracy.getByTestId('provider-accuracy')).toHaveCount(3);
  await expect(accuracy.getByText(queryResultsLabels.lastWeekRating).first()).toBeVisible();
  await expect(
    accuracy.getByRole('button', { name: queryResultsLabels.currentResponse }).first(),
  ).toBeVisible();
  await shot(page, 'detail-accuracy-open');

  // Filter: Question hides the ranking table, Ranking hides the accuracy table.
  await page.getByText(queryResultsLabels.filters.question, { exact: true }).click();
  await expect(page.getByTestId('ranking-prompts')).toBeHidden();
  await expect(page.getByTestId('accuracy-prompts')).toBeVisible();
  await page.getByText(queryResultsLabels.filters.ranking, { exact: true }).click();
  await expect(page.getByTestId('accuracy-prompts')).toBeHidden();
  await page.getByText(queryResultsLabels.filters.all, { exact: true }).click();

  // Reports tab: switching marks its notifications read (badge gone); the new row keeps its dot
  // until clicked; View goes to the printable report.
  // Two reports: the first, run with the brand, and Run Report's.
  await expect(page.getByTestId('tab-badge-reports')).toHaveText('2');
  await page.getByTestId('tab-reports').click();
  await expect(page.getByTestId('tab-badge-reports')).toBeHidden();
  await expect(page.getByTestId('execution-row')).toHaveCount(2);
  const execution = page.getByTestId('execution-row').first();
  await expect(execution.getByTestId('execution-status')).toHaveText(reportHistoryLabels.statuses.COMPLETED);
  // Adaptive sampling is on by default: the extra answers spent out of the report's budget.
  await expect(execution.getByTestId('extra-answers')).toHaveText(/^\d+ of \d+$/);
  await expect(execution.getByTestId('unread-dot')).toBeVisible();
  await shot(page, 'detail-reports');
  await execution.click();
  await expect(execution.getByTestId('unread-dot')).toBeHidden();
  await expect(execution.getByRole('link', { name: reportHistoryLabels.view })).toHaveAttribute(
    'href',
    /^\/reports\/[0-9a-f-]{36}$/,
  );

  // The seen flag: no info modal on the next visit.
  await page.reload();
  await expect(page.getByTestId('report-history')).toBeVisible();
  await expect(page.getByRole('dialog', { name: resultsInfoModal.title })).toHaveCount(0);

  // The brand list: mentions and a position that came from nothing read "New", never "+100%".
  await page.goto('/dashboard');
  const listed = page.getByTestId('brand-row');
  await expect(listed.locator('[data-tone="new"]').first()).toHaveText(intervalLabels.newChange);
  await expect(listed).not.toContainText('+100%');
  await shot(page, 'dashboard-first-report');
});

test('adds, edits and deletes prompts through the shared prompt modals', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { brand } = await userWithBrand(page, request, 'prompts');
  await page.goto(`/projects/${brand.uuid}`);
  await dismissInfo(page);

  // Add ranking prompt: required text, then saved on page 2.
  await page.getByRole('button', { name: queryResultsLabels.addRanking }).click();
  const dialog = page.getByRole('dialog', { name: promptModalLabels.addRankingTitle });
  await dialog.getByRole('button', { name: promptModalLabels.add, exact: true }).click();
  await expect(dialog.getByText(projectMessages.queryTextRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: promptModalLabels.queryText }).fill('best CRM for agencies');
  await dialog.getByRole('button', { name: promptModalLabels.add, exact: true }).click();
  await expect(page.getByText(projectMessages.queryAdded).first()).toBeVisible();
  await expect(page.getByText('1–5 of 7')).toBeVisible();

  // Edit the accuracy prompt.
  await page.getByRole('button', { name: `${queryResultsLabels.edit}: ${ACCURACY.query_text}` }).click();
  const edit = page.getByRole('dialog', { name: promptModalLabels.editAccuracyTitle });
  await expect(edit.getByRole('textbox', { name: promptModalLabels.expectedResponse })).toHaveValue(
    ACCURACY.expected_response,
  );
  await edit.getByRole('textbox', { name: promptModalLabels.queryText }).fill('Where is Acme CRM located?');
  await edit.getByRole('button', { name: promptModalLabels.save }).click();
  await expect(page.getByText(projectMessages.queryUpdated).first()).toBeVisible();
  await expect(page.getByTestId('accuracy-row')).toContainText('Where is Acme CRM located?');

  // Delete with the confirm dialog showing the query text.
  await page.getByRole('button', { name: `${queryResultsLabels.delete}: ${RANKING[0]}` }).click();
  const confirm = page.getByRole('dialog', { name: promptModalLabels.deleteTitle });
  await expect(confirm).toContainText(projectMessages.deleteConfirm);
  await expect(confirm).toContainText(RANKING[0]);
  await shot(page, 'detail-delete-confirm');
  await confirm.getByRole('button', { name: promptModalLabels.delete, exact: true }).click();
  await expect(page.getByText(projectMessages.queryDeleted).first()).toBeVisible();
  await expect(page.getByText('1–5 of 6')).toBeVisible();
  await expect(rankingRows(page).filter({ hasText: RANKING[0] })).toHaveCount(0);
});

test('a failed prompt add, update or delete shows the spec 2 section 8 toast word for word', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const l = promptModalLabels;
  const { brand } = await userWithBrand(page, request, 'prompt-toasts');
  // Every prompt write fails on the server; reads go through.
  await page.route(/\/(ranking|question)-queries\/(create|\d+\/update|\d+\/delete)\/$/, (route) =>
    route.fulfill({ status: 500, json: {} }),
  );
  await page.goto(`/projects/${brand.uuid}`);
  await dismissInfo(page);

  // [button that opens the dialog, dialog title, submit button, the toast]
  const saves = [
    [queryResultsLabels.addRanking, l.addRankingTitle, l.add, promptFailedToasts.ranking.add],
    [
      `${queryResultsLabels.edit}: ${RANKING[0]}`,
      l.editRankingTitle,
      l.save,
      promptFailedToasts.ranking.update,
    ],
    [queryResultsLabels.addAccuracy, l.addAccuracyTitle, l.add, promptFailedToasts.accuracy.add],
    [
      `${queryResultsLabels.edit}: ${ACCURACY.query_text}`,
      l.editAccuracyTitle,
      l.save,
      promptFailedToasts.accuracy.update,
    ],
  ];
  for (const [open, title, submit, toast] of saves) {
    await page.getByRole('button', { name: open }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('textbox', { name: l.queryText }).fill('best CRM for agencies');
    const expected = dialog.getByRole('textbox', { name: l.expectedResponse });
    if (await expected.count()) await expected.fill('In Madrid.');
    await dialog.getByRole('button', { name: submit, exact: true }).click();
    await expect(toastTitled(page, toast)).toBeVisible();
    await dialog.getByRole('button', { name: l.cancel }).click();
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: `${queryResultsLabels.delete}: ${RANKING[0]}` }).click();
  await page
    .getByRole('dialog', { name: l.deleteTitle })
    .getByRole('button', { name: l.delete, exact: true })
    .click();
  await expect(toastTitled(page, promptFailedToasts.ranking.delete)).toBeVisible();
});

test('routes: a missing id goes to the dashboard, an unknown brand offers Go Back, /edit opens the wizard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { brand } = await userWithBrand(page, request, 'routes');
  await page.addInitScript(() => localStorage.setItem('sightline.resultsInfoSeen', '1'));

  await page.goto('/project-table');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/project-table/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('project-load-error')).toContainText(projectMessages.projectNotFound);
  await page.getByRole('button', { name: projectDetailMessages.goBack }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/project/${brand.uuid}`);
  await expect(page.getByRole('heading', { name: brand.title, level: 1 })).toBeVisible();

  await page.goto(`/projects/${brand.uuid}/edit`);
  const wizard = page.getByRole('dialog', { name: brandWizardLabels.editTitle });
  await expect(wizard).toBeVisible();
  await wizard.getByRole('button', { name: brandWizardLabels.cancel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${brand.uuid}$`));
});
