// Analysis spec 2.2 and 2.3: the ranking-prompt and accuracy-prompt dashboards on the real server,
// opened from the brand's Query Results rows after a sandbox report.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  answerOutcomesNote,
  type DashboardPagination,
  ENGINE_LABELS,
  type Heatmap,
  promptDashboardLabels as l,
  promptDashboardMessages,
  questionQueryPaths,
  type RankingOverview,
  rankingQueryPaths,
  ratedByNote,
} from '@sightline/contracts';
import { getJson } from './support/api.ts';
import { ACCURACY, ENGINES, RANKING } from './support/project-detail.ts';
import { seedDashboards } from './support/prompt-dashboards.ts';
import { pickOption, shot, signedInUser } from './support/ui.ts';

/** A signed-in user (the detail page's first-visit modal counts as seen) with the seeded brand. */
const setUp = async (page: Page, request: APIRequestContext) => {
  await page.addInitScript(() => localStorage.setItem('sightline.resultsInfoSeen', '1'));
  const user = await signedInUser(page, request, 'dashboards');
  return seedDashboards(request, user.session);
};

/** Waits for the next call to `path` whose query string matches `search`. */
const nextCall = (page: Page, path: string, search: RegExp) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith(path) && search.test(url.search) && r.ok();
  });

test('the ranking dashboard: overview, charts, LLMO dialog, filters, paged responses, sources and competitors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seeded = await setUp(page, request);
  const total = (
    await getJson<{ pagination: DashboardPagination }>(
      request,
      seeded.session.token,
      `${rankingQueryPaths.responses(String(seeded.rankingId))}?page_size=5`,
    )
  ).pagination.total_items;
  expect(total).toBeGreaterThan(5);

  // Entry point: the Query Results row action.
  await page.goto(`/project-table/${seeded.project.uuid}`);
  await page.getByRole('link', { name: `${l.openDashboard}: ${RANKING[0]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ranking-query/${seeded.rankingId}$`));

  // Overview: title, one card per provider, the LLMO score.
  await expect(page.getByRole('heading', { name: RANKING[0], level: 1 })).toBeVisible();
  await expect(page.getByTestId('provider-card')).toHaveCount(ENGINES.length);
  await expect(page.getByTestId('llmo-score')).toHaveText(/^\d+(\.\d)?$/);
  // The score says which answers it leaves out (the sandbox's AI Overviews sometimes shows none).
  const overview = await getJson<RankingOverview>(
    request,
    seeded.session.token,
    rankingQueryPaths.overview(String(seeded.rankingId)),
  );
  const leftOut = answerOutcomesNote(overview);
  const llmoCard = page.getByTestId('llmo-card').getByTestId('left-out-answers');
  if (leftOut) await expect(llmoCard).toHaveText(leftOut);
  else await expect(llmoCard).toHaveCount(0);
  await expect(page.getByRole('link', { name: l.generateRecommendations })).toHaveAttribute(
    'href',
    `/recommendations/ranking-query/${seeded.rankingId}`,
  );

  // The chart card and its three views.
  const chart = page.getByTestId('ranking-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.getByText(l.chartViews.shareOfVoice, { exact: true }).click();
  await expect(chart.locator('[data-view="shareOfVoice"] canvas')).toBeVisible();
  await chart.getByText(l.chartViews.llmo, { exact: true }).click();
  await expect(chart.locator('[data-view="llmo"] canvas')).toBeVisible();

  // The LLMO dialog explains the formula with each provider's figures.
  await page.getByRole('button', { name: l.howCalculated }).click();
  const dialog = page.getByRole('dialog', { name: l.llmoDialogTitle });
  await expect(dialog).toContainText(l.llmoFormula);
  await expect(dialog).toContainText(l.llmoContributionHint);
  // The adoption weights are assumptions, and the dialog says so.
  await expect(dialog.getByTestId('adoption-assumed')).toHaveText(l.llmoAdoptionAssumed);
  await expect(dialog.getByRole('row')).toHaveCount(ENGINES.length + 2);
  await shot(page, 'ranking-dashboard-llmo');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Responses: 10 a page by default; 5 a page gives two pages or more.
  const responses = page.getByTestId('ranking-responses');
  const rows = responses.getByTestId('response-row');
  await expect(rows).toHaveCount(Math.min(10, total));
  const smallPage = nextCall(page, '/responses/', /page_size=5/);
  await pickOption(page, `${l.responsesTitle}: ${l.rowsPerPage}`, '5');
  await smallPage;
  await expect(rows).toHaveCount(5);
  await expect(responses.getByText(`1–5 of ${total}`)).toBeVisible();
  await responses.getByRole('button', { name: '2', exact: true }).click();
  await expect(responses.getByText(`6–${Math.min(10, total)} of ${total}`)).toBeVisible();

  // A full response: markdown and its sources.
  await rows.first().getByRole('button', { name: l.seeFullResponse }).click();
  await expect(responses.getByTestId('full-response')).toBeVisible();
  await expect(rows.first().getByRole('button', { name: l.hideFullResponse })).toBeVisible();
  await shot(page, 'ranking-dashboard-response');

  // Sources and competitors rest on the sandbox's answers (no engine has keys here): their cards say so.
  for (const card of ['ranking-sources', 'ranking-competitors'])
    await expect(page.getByTestId(card).getByTestId('simulated-answers')).toHaveText(
      /^Simulated: all \d+ answers from the sandbox$/,
    );

  // A source's details: providers using it, its trend chart, endpoints per provider.
  const sourceRow = page.getByTestId('source-row').first();
  await sourceRow.click();
  const sourceDetails = page.getByTestId('source-details');
  await expect(sourceDetails).toContainText(new RegExp(`Used by \\d of ${ENGINES.length} providers`));
  await expect(sourceDetails.locator('canvas')).toBeVisible();
  await expect(sourceDetails.getByTestId('provider-endpoints').first()).toBeVisible();

  // A competitor's details: position chart by provider and its prompt appearances.
  const competitorRow = page.getByTestId('competitor-row').first();
  await competitorRow.click();
  const competitorDetails = page.getByTestId('competitor-details');
  await expect(competitorDetails.getByRole('table', { name: l.promptAppearances })).toBeVisible();
  await expect(competitorDetails.locator('canvas')).toBeVisible();
  await shot(page, 'ranking-dashboard-details');

  // Filters: 30 days and one provider, applied together; every row is from that provider.
  await pickOption(page, l.timeRange, l.timeRanges['30d']);
  await pickOption(page, l.providers, ENGINE_LABELS.claude);
  await page.keyboard.press('Escape');
  const filtered = nextCall(page, '/responses/', /time_range=30d.*providers=claude/);
  await page.getByRole('button', { name: l.applyFilters }).click();
  await filtered;
  await expect(rows.first()).toContainText(ENGINE_LABELS.claude);
  for (const row of await rows.all()) await expect(row).toContainText(ENGINE_LABELS.claude);
  await expect(responses.getByText(/^1–\d+ of \d+$/)).toBeVisible();

  // Reset: a custom range of the last 7 days, every provider.
  const reset = nextCall(page, '/responses/', /time_range=custom&start_date=\d{4}-\d{2}-\d{2}&end_date=/);
  await page.getByRole('button', { name: l.reset }).click();
  await reset;
  await expect(page.getByRole('combobox', { name: l.timeRange })).toHaveValue(l.timeRanges.custom);
  await expect(page.getByTestId('custom-range')).toBeVisible();

  // Back to the brand.
  await page.getByRole('link', { name: l.backToProject }).click();
  await expect(page).toHaveURL(new RegExp(`/project-table/${seeded.project.uuid}$`));
});

test('how sure each figure is: the interval on hover and the band on the position chart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seeded = await setUp(page, request);

  // The brand list: the mentions of the last 24 hours with their interval and answers on hover.
  await page.goto('/dashboard');
  const mentions = page.getByTestId('brand-row').getByTestId('metric-value').first();
  await expect(mentions).toHaveText(/^\d+$/);
  await mentions.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^95\u00a0% interval \d+(–\d+)?, from \d+ answers?$/);

  // The ranking dashboard: the brand position chart draws each line's 95 % interval as a band.
  await page.goto(`/ranking-query/${seeded.rankingId}`);
  const chart = page.getByRole('img', { name: l.chartViews.position });
  // The charts call comes after the overview; on a busy machine it can take a while.
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart).toHaveAttribute('data-interval-bands', /^[1-9]\d*$/);
  // A provider's position tells its interval (or that one answer gives none) on hover.
  const position = page.getByTestId('provider-card').first().getByTestId('metric-value');
  await position.hover();
  await expect(page.getByRole('tooltip')).toContainText(/95\u00a0% interval|answer/);
  await shot(page, 'ranking-dashboard-interval');
});

test('the accuracy dashboard: heatmap, expandable responses and statistics per provider', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seeded = await setUp(page, request);
  const heatmap = await getJson<Heatmap>(
    request,
    seeded.session.token,
    questionQueryPaths.heatmap(String(seeded.questionId)),
  );

  await page.goto(`/project-table/${seeded.project.uuid}`);
  await page.getByRole('link', { name: `${l.openDashboard}: ${ACCURACY.query_text}` }).click();
  await expect(page).toHaveURL(new RegExp(`/question-query/${seeded.questionId}$`));
  await expect(page.getByRole('heading', { name: ACCURACY.query_text, level: 1 })).toBeVisible();

  // Heatmap: one row per provider, one cell per column; today's cells carry a rating.
  await expect(page.getByTestId('heatmap-row')).toHaveCount(ENGINES.length);
  await expect(page.getByTestId('heatmap-cell')).toHaveCount(ENGINES.length * heatmap.labels.length);
  await expect(
    page.locator('[data-testid="heatmap-cell"]:not([data-state="no-data"])').first(),
  ).toBeVisible();
  await expect(page.getByTestId('heatmap-legend')).toContainText(l.heatmapStates['almost-correct']);
  // The ratings rest on sandbox answers, rated by the fact check (no judge model here): both say so.
  expect(heatmap.rated_by).toMatchObject({ llm: 0, unknown: 0 });
  expect(heatmap.rated_by.fact_check).toBeGreaterThan(0);
  const heatmapCard = page.getByTestId('accuracy-heatmap');
  await expect(heatmapCard.getByTestId('simulated-answers')).toHaveText(
    /^Simulated: all \d+ answers from the sandbox$/,
  );
  await expect(heatmapCard.getByTestId('rated-by')).toHaveText(ratedByNote(heatmap.rated_by)!);

  // Responses open to the full answer next to the expected response.
  const rows = page.getByTestId('question-responses').getByTestId('response-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('button', { name: l.seeFullResponse }).click();
  await expect(page.getByTestId('full-response')).toContainText(ACCURACY.expected_response);

  // Statistics per provider, with who rated them.
  await expect(page.getByTestId('stats-card')).toHaveCount(ENGINES.length);
  await expect(page.getByTestId('rated-by')).toHaveText([
    'Rated by the fact check',
    'Rated by the fact check',
  ]);
  await expect(page.getByTestId('stats-card').first()).toContainText(l.averageScore);
  await shot(page, 'question-dashboard');

  // One provider only: the heatmap and statistics follow.
  await pickOption(page, l.providers, ENGINE_LABELS.chatgpt);
  await page.keyboard.press('Escape');
  const filtered = nextCall(page, '/heatmap/', /providers=chatgpt/);
  await page.getByRole('button', { name: l.applyFilters }).click();
  await filtered;
  await expect(page.getByTestId('heatmap-row')).toHaveCount(1);
  await expect(page.getByTestId('stats-card')).toHaveCount(1);
});

test('a missing id warns, an unknown one offers Go Back, ?queryId= also works', async ({ page, request }) => {
  test.setTimeout(90_000);
  const seeded = await setUp(page, request);

  await page.goto('/ranking-query');
  await expect(page.getByTestId('dashboard-load-error')).toContainText(l.queryIdMissing);
  await expect(page.getByRole('alert').filter({ hasText: l.queryIdMissingTitle })).toBeVisible();

  await page.goto('/question-query/999999');
  await expect(page.getByTestId('dashboard-load-error')).toContainText(
    promptDashboardMessages.promptNotFound,
  );
  await page.getByRole('button', { name: l.goBack }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/ranking-query?queryId=${seeded.rankingId}`);
  await expect(page.getByRole('heading', { name: RANKING[0], level: 1 })).toBeVisible();
  // A ranking dashboard does not open an accuracy prompt.
  await page.goto(`/ranking-query/${seeded.questionId}`);
  await expect(page.getByTestId('dashboard-load-error')).toContainText(
    promptDashboardMessages.promptNotFound,
  );
});
