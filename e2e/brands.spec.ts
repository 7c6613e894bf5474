// Spec 1 sections 2, 4, 5 and 8: the brand list and the Add/Edit Brand wizard, against the real API
// (the analyzed website is a small site served on 127.0.0.1; the e2e server may fetch loopback).
import { expect, test } from '@playwright/test';
import {
  BRANDS_PAGE_SIZE,
  brandWizardLabels,
  dashboardMessages,
  projectMessages as m,
  projectDetailMessages,
  projectDetailPaths,
  type ReportStatus,
  reportHistoryLabels,
  reportMessages,
  websiteMessages,
} from '@sightline/contracts';
import { startTestSite, type TestSite } from '../apps/server/src/modules/website/test-site.ts';
import { ACME_CRM } from '../apps/server/src/seed/data.ts';
import { getJson, newUser, postBrand, registerByApi, waitForReport } from './support/api.ts';
import {
  analyzeWebsite,
  createBrandByApi,
  fillBrandBasics,
  listBrandsByApi,
  toastTitled,
  wizard,
} from './support/brands.ts';
import { dismissInfo, runReportByApi } from './support/project-detail.ts';
import { cutTexts, login, SCREEN_SIZES, shot, signedInUser } from './support/ui.ts';

let site: TestSite;
test.beforeAll(async () => {
  site = await startTestSite();
});
test.afterAll(async () => {
  await site.close();
});

test('after registration the wizard opens, validates each step and creates the brand', async ({
  page,
  request,
}) => {
  test.slow(); // the website analysis alone can take ~25 s
  const user = await registerByApi(request, newUser('brand-create'));
  await login(page, user);
  await expect(page.getByText(dashboardMessages.emptyBrands)).toBeVisible();

  await page.goto('/dashboard?onboarding=1');
  const dialog = wizard(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Step 1: name and location are required.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(toastTitled(page, m.validationErrorTitle)).toContainText(m.fillRequired);
  await expect(dialog.getByText(m.entityNameRequired)).toBeVisible();
  await expect(dialog.getByText(m.locationRequired)).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'logo.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from('x'),
  });
  await expect(toastTitled(page, m.validationErrorTitle).filter({ hasText: m.logoFormat })).toBeVisible();

  // Step 2: at least one engine.
  await dialog.getByLabel('Entity name').fill('Acme Boards');
  await dialog.getByLabel('Location').fill('Barcelona, Spain');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Google AI Mode', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(
    toastTitled(page, m.validationErrorTitle).filter({ hasText: m.engineRequiredToast }),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'ChatGPT', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Perplexity', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'ChatGPT', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 3: the domain comes from the analyzer; then at least one prompt.
  await dialog.getByRole('button', { name: brandWizardLabels.create }).click();
  await expect(toastTitled(page, m.domainRequiredTitle)).toContainText(m.domainRequiredToast);
  await dialog.getByRole('button', { name: 'Analyze' }).click();
  await expect(dialog.getByText(websiteMessages.urlRequired)).toBeVisible();
  await dialog.getByLabel('Website URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Analyze' }).click();
  await expect(dialog.getByText(websiteMessages.urlInvalid)).toBeVisible();

  await analyzeWebsite(page, site.origin);
  await expect(dialog.getByLabel('Website URL')).toBeDisabled();
  await expect(dialog.getByTestId('analyzed-domain')).toHaveText('127.0.0.1');
  const ranking = dialog.getByTestId('ranking-prompts');
  const accuracy = dialog.getByTestId('accuracy-prompts');
  // Suggestions start unselected.
  await expect(ranking.getByRole('checkbox').first()).not.toBeChecked();
  await dialog.getByRole('button', { name: brandWizardLabels.create }).click();
  await expect(toastTitled(page, m.promptSelectionTitle)).toContainText(m.promptSelection);

  await ranking.getByRole('button', { name: brandWizardLabels.showExplanation }).first().click();
  await expect(ranking.getByRole('button', { name: brandWizardLabels.hideExplanation })).toBeVisible();
  await ranking.getByTestId('prompt-row').nth(0).click();
  await accuracy.getByTestId('prompt-row').nth(0).click();
  const rankingText = await ranking.getByTestId('prompt-row').nth(0).locator('p').first().textContent();
  // A manual prompt starts selected; Add is disabled while the text is empty.
  await expect(ranking.getByRole('button', { name: 'Add' })).toBeDisabled();
  await ranking.getByLabel(brandWizardLabels.addRankingPrompt).fill('best kanban boards for agencies');
  await ranking.getByRole('button', { name: 'Add' }).click();
  await expect(ranking.getByRole('checkbox', { name: 'best kanban boards for agencies' })).toBeChecked();
  await expect(dialog.getByTestId('remaining-prompts')).toContainText('97 prompts remaining');
  await shot(page, 'brands-wizard-prompts');

  await dialog.getByRole('button', { name: brandWizardLabels.create }).click();
  await expect(page.getByTestId('brand-transition')).toBeVisible();
  // The first report starts with the brand, and the transition says so.
  await expect(page.getByTestId('first-report')).toHaveText(reportMessages.firstReportStarted);
  await expect(page.getByTestId('first-report')).toHaveAttribute('data-started', 'true');
  await expect(toastTitled(page, m.created)).toBeVisible();
  const [brand] = await listBrandsByApi(request, user.session.token);
  await expect(page).toHaveURL(`/project-table/${brand.uuid}`, { timeout: 10_000 });
  await expect(page.getByTestId('brand-transition')).toBeHidden();
  await expect(page.getByTestId('report-status')).toBeVisible();
  await waitForReport(request, user.session.token, brand.uuid);
  const history = await getJson<ReportStatus>(
    request,
    user.session.token,
    projectDetailPaths.executionStatus(brand.uuid),
  );
  expect(history.executions.map((e) => e.status)).toEqual(['COMPLETED']);

  expect(brand).toMatchObject({
    entity_name: 'Acme Boards',
    domain: '127.0.0.1',
    ai_engines: ['chatgpt', 'perplexity'],
  });
  expect(brand.ranking_queries.map((p) => p.query_text).sort()).toEqual(
    [rankingText ?? '', 'best kanban boards for agencies'].sort(),
  );
  expect(brand.question_queries).toHaveLength(1);
  expect(brand.entity_website).toBe(site.origin);
});

test('a brand is edited and deleted from the table', async ({ page, request }) => {
  const user = await registerByApi(request, newUser('brand-edit'));
  await createBrandByApi(request, user.session.token, { name: 'Globex', prompts: 2 });
  await login(page, user);

  const row = page.getByTestId('brand-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Globex');
  await expect(row).toContainText('globex.example');
  // Its first report ran with it: the row has figures, not N/A.
  await expect(row).not.toContainText('N/A');

  await page.getByRole('button', { name: 'Edit Globex' }).click();
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: brandWizardLabels.editTitle })).toBeVisible();
  await dialog.getByLabel('Domain').fill('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(m.domainRequired)).toBeVisible();
  await dialog.getByLabel('Domain').fill('globex.com');
  await dialog.getByLabel('Location').fill('Springfield');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByTestId('remaining-prompts')).toContainText('98 prompts remaining');
  // Existing prompts are listed: one edited, one removed after the confirm dialog.
  await dialog.getByRole('button', { name: 'Edit best Globex option 1' }).click();
  const editPrompt = page.getByRole('dialog', { name: 'Edit Ranking Prompt' });
  await editPrompt.getByLabel('Query text').fill('');
  await editPrompt.getByRole('button', { name: 'Save' }).click();
  await expect(editPrompt.getByText(m.queryTextRequired)).toBeVisible();
  await editPrompt.getByLabel('Query text').fill('best Globex alternative');
  await editPrompt.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Remove best Globex option 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText(m.deleteConfirm);
  await expect(confirm).toContainText('best Globex option 2');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: brandWizardLabels.update }).click();
  await expect(toastTitled(page, m.updated)).toBeVisible();
  await expect(dialog).toBeHidden();

  const [brand] = await listBrandsByApi(request, user.session.token);
  expect(brand).toMatchObject({ domain: 'globex.com', location: 'Springfield' });
  expect(brand.ranking_queries.map((p) => p.query_text)).toEqual(['best Globex alternative']);
  await expect(row).toContainText('globex.com');

  // Removing the last prompt is refused on update.
  await page.getByRole('button', { name: 'Edit Globex' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Remove best Globex alternative' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: brandWizardLabels.update }).click();
  await expect(toastTitled(page, m.promptRequiredTitle)).toContainText(m.promptRequired);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Globex' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete brand' });
  await deleteDialog.getByRole('button', { name: 'No' }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Globex' }).click();
  await deleteDialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toastTitled(page, m.deleted)).toBeVisible();
  await expect(page.getByText(dashboardMessages.emptyBrands)).toBeVisible();
  expect(await listBrandsByApi(request, user.session.token)).toEqual([]);
});

test('the table pages by 10 only above 10 brands', async ({ page, request }) => {
  const user = await registerByApi(request, newUser('brand-pages'));
  for (let i = 1; i <= BRANDS_PAGE_SIZE; i++) {
    await createBrandByApi(request, user.session.token, { name: `Brand ${i}` });
  }
  await login(page, user);
  await expect(page.getByTestId('brand-row')).toHaveCount(BRANDS_PAGE_SIZE);
  await expect(page.getByRole('navigation', { name: 'Brands pages' })).toHaveCount(0);

  await createBrandByApi(request, user.session.token, { name: 'Brand 11' });
  await page.reload();
  await expect(page.getByTestId('brand-row')).toHaveCount(BRANDS_PAGE_SIZE);
  const pager = page.getByRole('navigation', { name: 'Brands pages' });
  await pager.getByRole('button', { name: '2' }).click();
  await expect(page.getByTestId('brand-row')).toHaveCount(1);
  await shot(page, 'brands-page-2');

  await page.getByRole('link', { name: 'View brand' }).click();
  await expect(page).toHaveURL(/\/project-table\/[0-9a-f-]{36}$/);
});

test('selecting beyond the remaining prompts is refused', async ({ page, request }) => {
  test.slow(); // runs the website analysis
  const user = await registerByApi(request, newUser('brand-limit'));
  // The trial allows 100 prompts: leave exactly one.
  await createBrandByApi(request, user.session.token, { name: 'Big Brand', prompts: 99 });
  await login(page, user);
  await page.getByRole('button', { name: 'Add Brand' }).first().click();
  await fillBrandBasics(page, 'Limit Co', 'Madrid', ['Claude']);
  await analyzeWebsite(page, site.origin);

  const dialog = wizard(page);
  const ranking = dialog.getByTestId('ranking-prompts');
  await expect(dialog.getByTestId('remaining-prompts')).toContainText('1 prompt remaining');
  await ranking.getByTestId('prompt-row').nth(0).click();
  await expect(dialog.getByTestId('remaining-prompts')).toContainText('0 prompts remaining');
  await ranking.getByTestId('prompt-row').nth(1).click();
  await expect(toastTitled(page, m.promptLimitTitle)).toContainText(m.promptLimit);
  await expect(ranking.getByRole('checkbox').nth(1)).not.toBeChecked();
  await ranking.getByLabel(brandWizardLabels.addRankingPrompt).fill('one more');
  await expect(ranking.getByRole('button', { name: 'Add' })).toBeDisabled();
});

test('/projects/new opens the wizard on the dashboard', async ({ page, request }) => {
  const user = await registerByApi(request, newUser('brand-new'));
  await login(page, user);
  await page.goto('/projects/new');
  await expect(wizard(page)).toBeVisible();
  await expect(wizard(page).getByRole('heading', { name: brandWizardLabels.addTitle })).toBeVisible();
});

test('long brand names, domains and status badges are never cut, at 1366 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session } = await signedInUser(page, request, 'names');
  const name = 'Taskflow Project Management Suite';
  const brand = await postBrand(request, session.token, {
    ...ACME_CRM,
    title: name,
    entity_name: name,
    domain: 'taskflow-project-management.com',
  });
  // A finished report: the unread badge on the list and a Completed status in the history.
  await runReportByApi(request, session.token, brand.uuid);
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    const row = page.getByTestId('brand-row');
    await expect(row.getByTestId('brand-unread')).toBeVisible();
    // Its engines all answer from the sandbox (no keys here): the list says its figures are simulated.
    await expect(row.getByTestId('simulated-badge')).toHaveText(projectDetailMessages.simulated);
    // Its figures rest on the report's sandbox answers, and the badge says how many.
    await expect(row.getByTestId('simulated-badge')).toHaveAttribute(
      'aria-label',
      /^Simulated: All \d+ answers of the last 48 hours come from the sandbox/,
    );
    await expect(row).toContainText(name);
    await expect(row).toContainText('taskflow-project-management.com');
    expect(await cutTexts(row)).toEqual([]);
    await shot(page, `brand-names-list-${size}`);

    await page.goto(`/projects/${brand.uuid}`);
    if (size === 'desktop') await dismissInfo(page);
    const title = page.getByRole('heading', { name, level: 1 });
    await expect(title).toBeVisible();
    expect(await cutTexts(title)).toEqual([]);
    await page.getByTestId('tab-reports').click();
    const status = page.getByTestId('execution-status').first();
    await expect(status).toHaveText(reportHistoryLabels.statuses.COMPLETED);
    expect(await cutTexts(status)).toEqual([]);
    await shot(page, `brand-names-detail-${size}`);
  }
});
