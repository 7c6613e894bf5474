// Screenshots of the LLM Sources and Competitors tabs (with expansions), the AI Share of Voice modal
// and its CSV, and the printable report (screen and A4 PDF), against a running server seeded by
// seed-insights.mjs. A visual check, not a test.
//
//   node apps/web/scripts/seed-insights.mjs
//   node apps/web/scripts/insights-shots.mjs [--seed=/tmp/report-shots/seed.json] [--out=/tmp/report-shots]
//
// Re-run seed-insights.mjs when the seeded session has expired (the script signs in with it).
// The PDF pages can then be looked at with: pdftoppm -png -r 60 /tmp/report-shots/report.pdf /tmp/report-shots/pdf
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, launchBrowser } from './lib.mjs';

const out = arg('out', '/tmp/report-shots');
const seed = JSON.parse(readFileSync(arg('seed', '/tmp/report-shots/seed.json'), 'utf8'));
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
// Signed in as the seeded user (the session store reads these keys).
await context.addInitScript((session) => {
  localStorage.setItem('sightline.token', session.token);
  localStorage.setItem('sightline.refresh', session.refresh);
  localStorage.setItem('sightline.user', JSON.stringify(session.user));
  // The detail page's first-visit info modal has been seen.
  localStorage.setItem('sightline.resultsInfoSeen', '1');
}, seed.session);
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
const shot = async (name, options = {}) => {
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true, ...options });
  console.log('shot', name);
};
const settle = () => page.waitForTimeout(600);

// LLM Sources tab.
await page.goto(`${seed.base}/projects/${seed.project}?tab=sources`);
const sources = page.getByTestId('sources-tab');
await sources.getByRole('table').first().waitFor();
await settle();
await shot('01-sources-tab');
await sources
  .getByRole('button', { name: /Show details for/ })
  .first()
  .click();
await page.getByTestId('website-details').waitFor();
await settle();
await shot('02-sources-expanded');
await sources.getByRole('button', { name: /Sort Total References/ }).click();
await settle();
await shot('03-sources-sorted-ascending');

// Date range: a range without data shows the empty state; clearing returns to the default.
await sources.getByRole('button', { name: 'Date range' }).click();
const pickDay = (n) =>
  page
    .locator('[data-dates-dropdown] button[data-day], .mantine-DatePickerInput-day')
    .filter({ hasText: new RegExp(`^${n}$`) })
    .first();
await pickDay(1).click();
await pickDay(2).click();
await page.keyboard.press('Escape');
await settle();
await page.waitForTimeout(800);
await shot('04-sources-range');

// Competitors tab.
await page.goto(`${seed.base}/projects/${seed.project}?tab=competitors`);
const competitors = page.getByTestId('competitors-tab');
await competitors.getByRole('table').first().waitFor();
await settle();
await shot('05-competitors-tab');
await competitors
  .getByRole('button', { name: /Show details for/ })
  .first()
  .click();
await page.getByTestId('competitor-details').waitFor();
await settle();
await shot('06-competitors-expanded');
const more = page.getByRole('button', { name: /^\+\d+ more$/ }).first();
if (await more.count()) {
  await more.click();
  await settle();
  await shot('07-competitors-sources-expanded');
}

// AI Share of Voice modal, its CSV and print frame.
await competitors.getByRole('button', { name: 'See AI Share of Voice' }).click();
const dialog = page.getByRole('dialog', { name: 'AI Share of Voice' });
await dialog.getByRole('table').waitFor();
await settle();
await shot('08-share-of-voice-modal');
const [download] = await Promise.all([
  page.waitForEvent('download'),
  dialog.getByRole('button', { name: 'Download CSV' }).click(),
]);
const csvPath = path.join(out, download.suggestedFilename());
await download.saveAs(csvPath);
console.log('csv', csvPath);
console.log(readFileSync(csvPath, 'utf8').split('\r\n').slice(0, 6).join('\n'));
await dialog.getByRole('button', { name: 'Print' }).click();
const frame = page.frameLocator('#share-of-voice-print-frame');
await frame.locator('table').waitFor({ state: 'attached' });
const printHtml = await page.locator('#share-of-voice-print-frame').getAttribute('srcdoc');
writeFileSync(path.join(out, 'share-of-voice-print.html'), printHtml ?? '');
await page.keyboard.press('Escape');

// The printable report on screen, then on A4 paper.
const reportId = seed.executions[0].uuid;
await page.goto(`${seed.base}/reports/${reportId}`);
await page.getByRole('button', { name: 'Print' }).waitFor();
await settle();
await shot('10-report-screen-top', { fullPage: false });
await shot('11-report-screen-full');
await page.emulateMedia({ media: 'print' });
await settle();
await page.pdf({ path: path.join(out, 'report.pdf'), format: 'A4', printBackground: true });
console.log('pdf', path.join(out, 'report.pdf'));
await page.emulateMedia({ media: 'screen' });

// The numeric alias and the error view.
await page.goto(`${seed.base}/report/${seed.executions[0].id}`);
await page.getByRole('button', { name: 'Print' }).waitFor();
await page.goto(`${seed.base}/reports/999999`);
await page.getByRole('button', { name: 'Try Again' }).waitFor();
await shot('12-report-error', { fullPage: false });

await browser.close();
