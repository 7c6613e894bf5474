// Spec 3 section 2.8: a custom report created from the brand screen over a period with every data
// type, its pages filled from a finished sandbox report, and its print to PDF (one page each).
import { expect, test } from '@playwright/test';
import { customReportLabels as l, customReportMessages as m } from '@sightline/contracts';
import { ACCURACY, dismissInfo, RANKING, runReportByApi, userWithBrand } from './support/project-detail.ts';
import { shot } from './support/ui.ts';

/** Pages in a PDF: one "/Type /Page" object each (not "/Pages"). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('a custom report is created from the brand and prints one page per section with data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, brand } = await userWithBrand(page, request, 'custom-report');
  await runReportByApi(request, user.session.token, brand.uuid);
  await page.goto(`/project-table/${brand.uuid}`);
  await dismissInfo(page);

  await page.getByRole('button', { name: l.create }).click();
  const dialog = page.getByRole('dialog', { name: l.createTitle });
  await dialog.getByRole('textbox', { name: l.title }).fill('Acme monthly');
  for (const label of Object.values(l.dataTypeLabels)) await expect(dialog.getByLabel(label)).toBeChecked();
  await dialog.getByRole('button', { name: l.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${brand.uuid}/reports/[0-9a-f-]{36}$`));

  await expect(page.getByRole('heading', { name: 'Acme CRM', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByTestId('print-card')).toContainText(l.printTitle);
  // Sandbox answers only: the cover says so, and every page but the cover carries the mark.
  await expect(page.getByTestId('report-provenance')).toHaveText(/^Simulated report: all \d+ answers/);
  await expect(page.getByTestId('simulated-page-mark')).toHaveCount(
    (await page.getByTestId('report-sheet').count()) - 1,
  );

  // Contents: general metrics on p3, ranking prompts from p4, then accuracy, website, recommendations.
  const contents = page.locator('#contents');
  await expect(contents.getByRole('link', { name: new RegExp(`${l.generalMetrics}.*p\\. 3`) })).toBeVisible();
  await expect(contents.getByRole('link', { name: new RegExp(`${RANKING[0]}.*p\\. 4`) })).toBeVisible();
  const last = 2 + 1 + RANKING.length + 1 + 2;
  await expect(
    contents.getByRole('link', { name: new RegExp(`${l.recommendations}.*p\\. ${last}`) }),
  ).toBeVisible();

  // Each section renders its data.
  const general = page.locator('#general-metrics');
  await expect(general.getByTestId('ai-analysis')).toContainText('Acme CRM');
  expect(
    await general.getByRole('table', { name: l.topCompetitors }).locator('tbody tr').count(),
  ).toBeGreaterThan(0);
  expect(
    await general.getByRole('table', { name: l.topCompetitors }).locator('tbody tr').count(),
  ).toBeLessThanOrEqual(5);
  await expect(general.getByRole('table', { name: l.metricsByProvider }).locator('tbody tr')).toHaveCount(3);
  await expect(general.getByRole('img', { name: l.performance })).toBeVisible();

  const ranking = page.locator('section[id^="ranking-"]');
  await expect(ranking).toHaveCount(RANKING.length);
  for (const sheet of await ranking.all()) {
    await expect(sheet.getByTestId('metric-tile')).toHaveCount(4);
    // The spec fixes the boxes' changes at 0 %: they say no comparison was made (share of voice has none).
    await expect(sheet.getByTestId('metric-tile').getByText(l.notCompared)).toHaveCount(3);
    await expect(sheet.getByRole('img', { name: l.shareByProvider })).toBeVisible();
    expect(
      await sheet.getByRole('table', { name: l.competitors }).locator('tbody tr').count(),
    ).toBeLessThanOrEqual(5);
  }
  expect(
    await ranking.first().getByRole('table', { name: l.competitors }).locator('tbody tr').count(),
  ).toBeGreaterThan(0);

  const accuracy = page.locator('section[id^="accuracy-"]');
  await expect(accuracy).toHaveCount(1);
  await expect(accuracy.getByText(ACCURACY.expected_response)).toBeVisible();
  await expect(accuracy.getByRole('table', { name: l.accuracyOverTime }).locator('tbody tr')).toHaveCount(3);
  await expect(accuracy.getByTestId('accuracy-heatmap')).toBeVisible();
  await expect(accuracy.getByTestId('rated-by')).toHaveText('Rated by the fact check');

  // Website traffic and recommendations say plainly that they have no data (no sample content).
  await expect(page.locator('#website')).toContainText(m.noWebsiteData);
  await expect(page.locator('#recommendations')).toContainText(m.noRecommendationData);
  await shot(page, 'custom-report');

  // On paper: no print card, one page per section.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: l.download })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(last);
});
