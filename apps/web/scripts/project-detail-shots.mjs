// Walks the brand detail screen on a running server with the sandbox engines and takes screenshots
// of every tab, expansion and modal (a visual check, not a test).
//
//   node apps/web/scripts/project-detail-shots.mjs [--base=http://127.0.0.1:3220] [--out=/tmp/detail-shots]
import { mkdirSync } from 'node:fs';
import { acmeCrmBrand, apiClient, arg, launchBrowser, loginThroughForm } from './lib.mjs';

const base = arg('base', 'http://127.0.0.1:3220');
const out = arg('out', '/tmp/detail-shots');
mkdirSync(out, { recursive: true });
const { register, createProject, runAndWait } = apiClient(base);

// A user and a brand with six ranking and two accuracy prompts on four sandbox engines.
const user = await register('Grace Hopper');
const project = await createProject(user.token, acmeCrmBrand);
const detail = `/project-table/${project.uuid}`;

const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
const shot = async (name, fullPage = true) => {
  await page.waitForTimeout(400);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`shot ${name}`);
};
const waitIdle = async (state, timeout = 90_000) =>
  page.locator(`[data-testid="report-status"][data-state="${state}"]`).waitFor({ timeout });

// Sign in.
await loginThroughForm(page, base, user);

// Loading, first-time info modal, empty results.
await page.goto(`${base}${detail}`);
await page.getByTestId('project-loading').waitFor();
await shot('01-loading', false);
await page.getByRole('dialog', { name: 'How we obtain your results' }).waitFor();
await shot('02-info-modal', false);
await page.getByRole('button', { name: 'Got it' }).click();
await page.getByTestId('ranking-prompts').waitFor();
await shot('03-before-first-report');
await page.getByTestId('ranking-row').first().click();
await shot('04-before-first-report-expanded');
await page.getByTestId('ranking-row').first().click();

// Run Report: toast, running banner and Obtaining/Extracting positions.
await page.getByRole('button', { name: 'Run Report' }).first().click();
await page.getByText('Report execution started').first().waitFor();
await waitIdle('running');
await shot('05-report-running', false);
// The status is re-checked every 60 s; the sandbox finishes in seconds.
await waitIdle('scheduled', 120_000);
await page.getByTestId('position').first().waitFor();
await shot('06-results');

// Ranking row expansion: chart, providers, recommendations, websites.
await page.getByTestId('ranking-row').first().click();
await page.getByTestId('position-chart').waitFor();
await shot('07-ranking-expanded');
await page.getByTestId('ranking-details').screenshot({ path: `${out}/07b-ranking-details.png` });
await page.getByTestId('ranking-row').first().click();

// Paging (6 ranking prompts -> 2 pages).
await page.getByTestId('ranking-prompts').getByRole('button', { name: '2', exact: true }).click();
await shot('08-ranking-page-2');
await page.getByTestId('ranking-prompts').getByRole('button', { name: '1', exact: true }).click();

// Accuracy row expansion.
await page.getByTestId('accuracy-row').first().click();
await page.getByTestId('accuracy-details').waitFor();
await page
  .getByTestId('accuracy-details')
  .getByRole('button', { name: /Sources/ })
  .first()
  .click();
await shot('09-accuracy-expanded');
await page.getByTestId('accuracy-row').first().click();

// Filters.
await page.getByText('Question', { exact: true }).click();
await shot('10-filter-question', false);
await page.getByText('Ranking', { exact: true }).click();
await shot('11-filter-ranking', false);
await page.getByText('All', { exact: true }).click();

// Prompt modals.
await page.getByRole('button', { name: 'Add Ranking Prompt' }).click();
await shot('12-add-ranking-modal', false);
await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
await shot('12b-add-ranking-validation', false);
await page
  .getByRole('dialog')
  .getByRole('textbox', { name: /Query text/ })
  .fill('best CRM for agencies');
await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
await page.getByText('Query Added').first().waitFor();
await shot('13-ranking-added', false);
await page.getByRole('button', { name: 'Edit: best CRM for startups' }).click();
await shot('14-edit-ranking-modal', false);
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'Add Accuracy Prompt' }).click();
await shot('15-add-accuracy-modal', false);
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'Edit: Where is Acme CRM based?' }).click();
await shot('15b-edit-accuracy-modal', false);
await page.keyboard.press('Escape');
await page.getByTestId('ranking-prompts').getByRole('button', { name: '2', exact: true }).click();
await page.getByRole('button', { name: 'Delete: best CRM for agencies' }).click();
await shot('16-delete-confirm', false);
await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
await page.getByText('Query Deleted').first().waitFor();

// A second execution, then the Reports tab.
await runAndWait(user.token, project.uuid, { tries: 60 });
await page.reload();
await page.getByTestId('ranking-prompts').waitFor();
await shot('17-after-second-report');
await page.getByTestId('tab-reports').click();
await page.getByTestId('report-history').waitFor();
await shot('18-reports-tab', false);
await page.getByTestId('execution-row').first().click();
await shot('19-reports-row-read', false);

// The other engineer's tabs, rendered from here.
await page.getByTestId('tab-sources').click();
await page.waitForTimeout(2500);
await shot('20-sources-tab', false);
await page.getByTestId('tab-competitors').click();
await page.waitForTimeout(2500);
await shot('21-competitors-tab', false);

// Edit route, load failure, phone size.
await page.goto(`${base}/projects/${project.uuid}/edit`);
await page.getByRole('dialog', { name: 'Edit Brand' }).waitFor({ timeout: 15_000 });
await shot('22-edit-route', false);
await page.goto(`${base}/project-table/00000000-0000-4000-8000-000000000000`);
await page.getByTestId('project-load-error').waitFor({ timeout: 15_000 });
await shot('23-load-error', false);
await page.setViewportSize({ width: 390, height: 844 });
await page.goto(`${base}${detail}`);
await page.getByTestId('ranking-prompts').waitFor({ timeout: 15_000 });
await shot('24-phone');

await browser.close();
console.log(JSON.stringify({ email: user.email, uuid: project.uuid }));
