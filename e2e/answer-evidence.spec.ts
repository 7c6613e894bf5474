// Answers as evidence: every full response highlights the brand, its competitors, the item that gave
// the position and the source markers, with a legend; a position figure opens its answer with that
// item in view; an editor corrects the reading there and withdraws the correction. Imported app
// answers: checked, imported, compared with API answers, counted in the dashboard's figures only
// when the user switches them in, and opened and corrected like API answers, their comparison
// tables drawn as tables that scroll sideways on a phone.
import { expect, type Page, test } from '@playwright/test';
import {
  answerImportMessages as am,
  answerOriginLabels,
  type DashboardPagination,
  evidenceLabels as e,
  answerImportLabels as i,
  promptDashboardLabels as l,
  markdownLabels,
  projectDetailPaths,
  queryResultsLabels,
  rankingQueryPaths,
} from '@sightline/contracts';
import { getJson } from './support/api.ts';
import { RANKING } from './support/project-detail.ts';
import { seedDashboards } from './support/prompt-dashboards.ts';
import { shot, signedInUser } from './support/ui.ts';

/** The item that gave the position is drawn and scrolled into the view of its dialog. */
const expectPositionInView = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  const item = dialog.locator('mark[data-highlight~="position"]').first();
  await expect(item).toBeInViewport();
  await expect(dialog.locator('mark[data-highlight~="brand"]').first()).toBeVisible();
  await expect(dialog.getByTestId('evidence-legend')).toContainText(e.kinds.position);
  await expect(dialog.getByTestId('evidence-legend')).toContainText(e.kinds.brand);
};

test('full responses highlight the evidence; a position opens its answer; an editor corrects the reading', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('sightline.resultsInfoSeen', '1'));
  const user = await signedInUser(page, request, 'evidence');
  const seeded = await seedDashboards(request, user.session);

  // The report's answers are in (the dashboards read them once its roll-ups are written).
  await expect
    .poll(
      async () =>
        (
          await getJson<{ pagination: DashboardPagination }>(
            request,
            seeded.session.token,
            rankingQueryPaths.responses(String(seeded.rankingId)),
          )
        ).pagination.total_items,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  // Ranking dashboard: the full response of the first answer shows the highlighted evidence.
  await page.goto(`/ranking-query/${seeded.rankingId}`);
  const responses = page.getByTestId('ranking-responses');
  const row = responses
    .getByRole('row')
    .filter({ has: page.getByTestId('position-evidence') })
    .first();
  const placed = row.getByTestId('position-evidence');
  // The dashboard reads five calls at once: on a loaded machine the table fills in slowly.
  await expect(placed).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: l.seeFullResponse }).click();
  const full = responses.getByTestId('full-response');
  await expect(full.getByTestId('answer-evidence')).toBeVisible();
  await expect(full.locator('mark[data-highlight~="brand"]').first()).toBeVisible();
  await expect(full.locator('mark[data-highlight~="position"]').first()).toBeVisible();
  await expect(full.getByTestId('evidence-reading')).toHaveText(/Read as position #\d+/);
  // Highlights are elements React made: the answer's text never becomes markup.
  await expect(full.locator('script, iframe, img[onerror]')).toHaveCount(0);
  await shot(page, 'evidence-full-response');

  // The position figure opens the answer with its item in view.
  await placed.click();
  await expectPositionInView(page);
  const dialog = page.getByRole('dialog');
  await shot(page, 'evidence-position-dialog');

  // Wrong position: the reading and the figures follow, kept with who and when; then withdrawn.
  await dialog.getByText(e.correctionKinds.WRONG_POSITION, { exact: true }).click();
  await dialog.getByLabel(e.rightPosition).fill('9');
  await dialog.getByRole('button', { name: e.saveCorrection }).click();
  await expect(dialog.getByTestId('evidence-reading')).toHaveText('Read as position #9');
  await expect(dialog.getByTestId('evidence-corrected')).toContainText(
    `Corrected (${e.correctionKinds.WRONG_POSITION}) by`,
  );
  await shot(page, 'evidence-corrected');
  await dialog.getByRole('button', { name: e.withdraw }).click();
  await expect(dialog.getByTestId('evidence-corrected')).toBeHidden();
  await expect(dialog.getByTestId('evidence-reading')).not.toHaveText('Read as position #9');
  await page.keyboard.press('Escape');

  // Brand detail: a provider's position opens the answers behind it.
  await page.goto(`/project-table/${seeded.project.uuid}`);
  await page.getByTestId('ranking-row').filter({ hasText: RANKING[0] }).first().click();
  const details = page.getByTestId('ranking-row-details');
  await expect(details.getByText(queryResultsLabels.positionByProvider).first()).toBeVisible();
  await details.getByTestId('position-evidence').first().click();
  await expectPositionInView(page);
  await shot(page, 'evidence-brand-detail');
  await page.keyboard.press('Escape');

  // The printable report: the item behind each provider's position, highlighted.
  const status = await getJson<{ executions: { uuid: string }[] }>(
    request,
    seeded.session.token,
    projectDetailPaths.executionStatus(seeded.project.uuid),
  );
  await page.goto(`/reports/${status.executions[0].uuid}`);
  const evidence = page.getByTestId('report-position-evidence').first();
  await expect(evidence.locator('mark[data-highlight~="brand"]').first()).toBeVisible({ timeout: 30_000 });
  await evidence.scrollIntoViewIfNeeded();
  await shot(page, 'evidence-report');
});

test('imports app answers after checking the file, then compares them with API answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('sightline.resultsInfoSeen', '1'));
  const user = await signedInUser(page, request, 'app-import');
  const seeded = await seedDashboards(request, user.session);

  await page.goto(`/project-table/${seeded.project.uuid}`);
  await page.getByRole('button', { name: i.open }).click();
  const dialog = page.getByTestId('import-dialog');
  const now = new Date().toISOString();
  const rows = [
    {
      prompt: RANKING[0],
      engine: 'chatgpt',
      captured_at: now,
      // A comparison table, as the engines write them, drawn as a table with its highlights.
      answer: [
        '1. **Acme CRM** — simple.\n2. **HubSpot**',
        '| CRM | Best for | Starting price |\n|---|---|--:|\n| **Acme CRM** | Startups in Spain | Free |\n| HubSpot | Marketing teams | $20 |',
      ].join('\n\n'),
    },
    { prompt: 'a prompt the brand does not have', engine: 'chatgpt', captured_at: now, answer: 'HubSpot' },
  ];
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'chatgpt-app.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n')),
  });
  await dialog.getByRole('button', { name: i.check }).click();
  await expect(dialog.getByTestId('import-report')).toContainText(i.checked(1, 2));
  await expect(dialog.getByTestId('import-errors')).toContainText(i.rowError(2, [am.promptUnknown]));
  await shot(page, 'import-checked');
  await dialog.getByRole('button', { name: i.importValid(1) }).click();
  await expect(dialog).toBeHidden();

  // The ranking dashboard: the app answer beside the API (sandbox) answers of the same engine and days.
  await page.goto(`/ranking-query/${seeded.rankingId}`);
  const card = page.getByTestId('app-comparison');
  const appRow = card.getByTestId('comparison-row').filter({ hasText: answerOriginLabels.app });
  await expect(appRow).toBeVisible({ timeout: 30_000 });
  await expect(appRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(appRow).toContainText('100%');
  await expect(appRow).toContainText('#1.0');
  await expect(
    card.getByTestId('comparison-row').filter({ hasText: answerOriginLabels.sandbox }),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'app-comparison');

  // Include imported app answers: off by default, kept in the URL, and said with its count. The app
  // answer names the brand at #1, so the brand's appearances grow by one.
  const toggle = page.getByRole('switch', { name: i.includeImported });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('includes-imported')).toBeHidden();
  const clientRow = page
    .getByTestId('ranking-competitors')
    .getByTestId('competitor-row')
    .filter({ hasText: l.yourBrand });
  const appearances = clientRow.getByRole('cell').nth(2);
  await expect(appearances).toHaveText(/^\d+$/, { timeout: 30_000 });
  const apiOnly = Number(await appearances.textContent());
  // Its state comes back from the URL, so click it (check() wants the state at once); the track
  // draws over the input.
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await expect(page).toHaveURL(/include_imported=true/);
  await expect(page.getByTestId('includes-imported')).toHaveText(i.includesImported(1));
  await expect(appearances).toHaveText(String(apiOnly + 1));
  await page.getByTestId('includes-imported').scrollIntoViewIfNeeded();
  await shot(page, 'include-imported-on');
  // A shared link opens with the app answers included.
  await page.reload();
  await expect(page.getByRole('switch', { name: i.includeImported })).toBeChecked();
  await expect(page.getByTestId('includes-imported')).toHaveText(i.includesImported(1));

  // The app answer opens with its highlights; a correction moves the app figures, and is withdrawn.
  await card.getByTestId('app-answer').getByRole('button', { name: i.openAppAnswer }).click();
  const evidence = page.getByRole('dialog');
  await expect(evidence.locator('mark[data-highlight~="brand"]').first()).toBeVisible();
  await expect(evidence.getByTestId('evidence-reading')).toHaveText('Read as position #1');
  const table = evidence.getByRole('region', { name: markdownLabels.table });
  await expect(table.getByRole('columnheader', { name: 'Best for' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Marketing teams' })).toBeVisible();
  await expect(table.locator('mark[data-highlight~="brand"]')).toHaveText('Acme CRM');
  await expect(evidence.getByTestId('answer-evidence')).not.toContainText('|---');
  await shot(page, 'evidence-table');
  // On a phone the table scrolls sideways inside the dialog; the dialog itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await evidence.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await shot(page, 'evidence-table-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await evidence.getByText(e.correctionKinds.WRONG_POSITION, { exact: true }).click();
  await evidence.getByLabel(e.rightPosition).fill('2');
  await evidence.getByRole('button', { name: e.saveCorrection }).click();
  await expect(evidence.getByTestId('evidence-reading')).toHaveText('Read as position #2');
  await expect(evidence.getByTestId('evidence-corrected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(appRow).toContainText('#2.0');
  await expect(card.getByTestId('app-answer')).toContainText(i.corrected);
  await card.getByTestId('app-answer').getByRole('button', { name: i.openAppAnswer }).click();
  await evidence.getByRole('button', { name: e.withdraw }).click();
  await expect(evidence.getByTestId('evidence-reading')).toHaveText('Read as position #1');
  await page.keyboard.press('Escape');
  await expect(appRow).toContainText('#1.0');

  // The import is listed with the dialog and can be taken back: the comparison has no app answers.
  await page.goto(`/project-table/${seeded.project.uuid}`);
  await page.getByRole('button', { name: i.open }).click();
  const earlier = page.getByTestId('earlier-import');
  await expect(earlier).toContainText('chatgpt-app.jsonl');
  await earlier.getByRole('button', { name: i.deleteImport }).click();
  await expect(earlier).toBeHidden();
  await page.goto(`/ranking-query/${seeded.rankingId}?include_imported=true`);
  await expect(page.getByTestId('app-comparison')).toContainText(i.noAppAnswers, { timeout: 30_000 });
  await expect(page.getByTestId('includes-imported')).toHaveText(i.includesImported(0));
});
