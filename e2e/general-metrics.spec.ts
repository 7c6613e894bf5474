// Analysis spec 2.9, 4, 7, 9: the general metrics screen on the real server after a sandbox report,
// opened from the brand header, filtered by provider and date range, with its CSV and PNG downloads.
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import {
  API_PREFIX,
  GENERAL_METRICS_CSV_COLUMNS,
  type GeneralMetricsReply,
  generalMetricsLabels as l,
  projectDetailPaths,
  tagPaths,
} from '@sightline/contracts';
import { auth, waitForReport } from './support/api.ts';
import { createBrand, dismissInfo, userWithBrand } from './support/project-detail.ts';
import { pickOption, shot, signedInUser } from './support/ui.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The text of a download, and its suggested name. */
const saved = async (download: Download) => ({
  name: download.suggestedFilename(),
  body: await readFile(await download.path()),
});

const downloadFrom = async (page: Page, button: Locator) => {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return saved(download);
};

const csvLines = (body: Buffer) => body.toString('utf8').trimEnd().split('\r\n');

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk order. */
const pngSize = (body: Buffer) => {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(body.subarray(body.length - 8, body.length - 4).toString('ascii')).toBe('IEND');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
};

/** Mantine's calendar labels each day "D MMMM YYYY". */
const dayLabel = (d: Date) =>
  `${d.getDate()} ${new Intl.DateTimeFormat('en', { month: 'long' }).format(d)} ${d.getFullYear()}`;

/**
 * Picks a range on the calendar, which opens on the month of the current start (the past): each day
 * is found by moving forward a month at a time.
 */
const pickRange = async (page: Page, from: Date, to: Date) => {
  await page.getByTestId('metrics-date-range').click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  for (const date of [from, to]) {
    const day = calendar.getByRole('button', { name: dayLabel(date), exact: true }).first();
    for (let months = 0; !(await day.isVisible()) && months < 3; months++) {
      await calendar.getByRole('button', { name: l.calendar.nextMonth }).click();
    }
    await day.click();
  }
};

test('general metrics after a report: charts, tables, filters and exports', async ({ page, request }) => {
  test.setTimeout(120_000);
  const origin = test.info().project.use.baseURL ?? '';
  const foreignImages: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image' && !req.url().startsWith(origin)) foreignImages.push(req.url());
  });
  const user = await signedInUser(page, request, 'metrics');
  const token = user.session.token;
  const brand = await createBrand(request, token);
  const run = await request.post(`${API_PREFIX}${projectDetailPaths.run(brand.uuid)}`, {
    headers: auth(token),
  });
  expect(run.status()).toBe(202);
  // A tag on the first ranking prompt, for the tag filter.
  const tag = await request.post(`${API_PREFIX}${tagPaths.create(brand.uuid)}`, {
    headers: auth(token),
    data: { name: 'Startups' },
  });
  expect(tag.status()).toBe(201);
  const tagId = ((await tag.json()) as { id: number }).id;
  const prompts = (await (
    await request.get(`${API_PREFIX}${projectDetailPaths.queries(brand.uuid)}`, { headers: auth(token) })
  ).json()) as { ranking_queries: { uuid: string }[] };
  const assigned = await request.post(`${API_PREFIX}${tagPaths.assign(brand.uuid)}`, {
    headers: auth(token),
    data: { tag_id: tagId, query_id: prompts.ranking_queries[0].uuid },
  });
  expect(assigned.ok()).toBe(true);
  await waitForReport(request, token, brand.uuid);

  // Opened from the brand detail header.
  await page.goto(`/project-table/${brand.uuid}`);
  await dismissInfo(page);
  const firstLoad = page.waitForResponse((r) => r.url().includes('/general-metrics/'));
  await page.getByRole('link', { name: l.openButton }).click();
  const all = (await (await firstLoad).json()) as GeneralMetricsReply;
  await expect(page).toHaveURL(`/projects/${brand.uuid}/general-metrics`);
  await expect(page.getByRole('heading', { name: brand.entity_name, level: 1 })).toBeVisible();
  await expect(page.getByText(l.subtitle, { exact: true })).toBeVisible();
  const dateRange = page.getByTestId('metrics-date-range');
  // Spec 4: the last 30 days, today included.
  const start = new Date(Date.now() - 29 * 86_400_000);
  await expect(dateRange).toContainText(today());
  await expect(dateRange).toContainText(start.toISOString().slice(0, 10));

  // Only today had answers: the 29 days before are no figure (the charts leave them out), not zeros.
  const answered = all.general_metrics.performance_metrics.answered;
  expect(answered).toHaveLength(30);
  expect(answered.map((a, i) => (a ? i : -1)).filter((i) => i >= 0)).toEqual([29]);
  // Charts with data, tables with rows (the sandbox report ran today).
  for (const chart of [l.charts.performance, l.charts.brandMentions, l.charts.shareOfVoice]) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  const citations = page.getByTestId('top-citations');
  const competitors = page.getByTestId('top-competitors');
  const providers = page.getByTestId('provider-metrics');
  await expect(citations.getByTestId('top-citation-row').first()).toBeVisible();
  await expect(competitors.getByTestId('top-competitor-row').first()).toContainText(l.yourBrand);
  await expect(providers.getByTestId('provider-metric-row')).toHaveCount(9);
  // Six prompts on three engines cite more than ten domains: ten a page, the pager moves on.
  await expect(citations.getByTestId('top-citation-row')).toHaveCount(10);
  await expect(citations.getByText(/^1–10 of \d+$/)).toBeVisible();
  // Favicons come from our own server (issue 26): each row shows an image of our origin, drawn
  // even when the site cannot be reached (this machine may be offline), and no page asks a third party.
  await citations.scrollIntoViewIfNeeded();
  const favicons = citations.locator('img');
  await expect(favicons).toHaveCount(10);
  for (const src of await favicons.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
    expect(src).toMatch(/^\/api\/favicons\/[a-z0-9.-]+$/);
  }
  await expect
    .poll(() => favicons.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(foreignImages).toEqual([]);
  const firstPage = await citations.getByTestId('citation-domain').allInnerTexts();
  await citations.getByRole('button', { name: '2', exact: true }).click();
  await expect(citations.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  expect(await citations.getByTestId('citation-domain').allInnerTexts()).not.toEqual(firstPage);
  await citations.getByRole('button', { name: '1', exact: true }).click();
  const citationRows = 10;
  await page.waitForTimeout(800); // chart animations end before the screenshot
  await shot(page, 'general-metrics');

  // CSV downloads: spec columns and one line per row.
  const citationsCsv = await downloadFrom(
    page,
    citations.getByRole('button', { name: l.downloadCsv(l.tables.topCitations) }),
  );
  expect(citationsCsv.name).toBe(`top-citations-${today()}.csv`);
  const citationLines = csvLines(citationsCsv.body);
  expect(citationLines[0]).toBe(GENERAL_METRICS_CSV_COLUMNS.topCitations.join(','));
  expect(citationLines.length - 1).toBeGreaterThanOrEqual(citationRows);
  const firstDomain = (await citations.getByTestId('citation-domain').first().textContent()) ?? '';
  expect(citationLines[1]).toMatch(new RegExp(`^${firstDomain.replaceAll('.', '\\.')},\\d+,`));

  const competitorsCsv = await downloadFrom(
    page,
    competitors.getByRole('button', { name: l.downloadCsv(l.tables.topCompetitors) }),
  );
  expect(competitorsCsv.name).toBe(`top-competitors-${today()}.csv`);
  const competitorLines = csvLines(competitorsCsv.body);
  expect(competitorLines[0]).toBe(GENERAL_METRICS_CSV_COLUMNS.topCompetitors.join(','));
  expect(competitorLines[1]).toMatch(/^Acme CRM,(\d+\.\d|N\/A),\d+\.\d,Yes$/);

  const providersCsv = await downloadFrom(
    page,
    providers.getByRole('button', { name: l.downloadCsv(l.tables.providerMetrics) }),
  );
  expect(providersCsv.name).toBe(`provider-metrics-${today()}.csv`);
  const providerLines = csvLines(providersCsv.body);
  expect(providerLines[0]).toBe(GENERAL_METRICS_CSV_COLUMNS.providerMetrics.join(','));
  expect(providerLines.slice(1).map((line) => line.split(',')[0])).toEqual([
    'ChatGPT',
    'Claude',
    'Google AI Overviews',
  ]);

  // PNG download of a chart: a real image the chart's size.
  const png = await downloadFrom(
    page,
    page.getByRole('button', { name: l.downloadPng(l.charts.performance) }),
  );
  expect(png.name).toBe(`performance-metrics-${today()}.png`);
  const size = pngSize(png.body);
  expect(size.width).toBeGreaterThan(300);
  expect(size.height).toBeGreaterThan(200);
  expect(png.body.length).toBeGreaterThan(5_000);

  // Provider filter: only ChatGPT's rows, and the call carries the filter.
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/general-metrics/') && r.url().includes('providers=chatgpt'),
  );
  await pickOption(page, l.providersLabel, 'ChatGPT');
  expect((await filtered).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(providers.getByTestId('provider-metric-row')).toHaveCount(3);
  await expect(providers.getByTestId('provider-metric-row').first()).toHaveAttribute(
    'data-provider',
    'chatgpt',
  );
  // Two providers show as pills; a third would become "+1".
  await pickOption(page, l.providersLabel, 'Claude');
  await page.getByRole('option', { name: 'Google AI Overviews', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('provider-filter').locator('..').getByText(l.morePills(1))).toBeVisible();
  await expect(providers.getByTestId('provider-metric-row')).toHaveCount(9);
  await shot(page, 'general-metrics-providers');

  // Tag filter: options from the brand's tags; only the tagged prompt's answers count.
  const tagged = page.waitForResponse(
    (r) => r.url().includes('/general-metrics/') && r.url().includes(`tags=${tagId}`),
  );
  await pickOption(page, l.tagsLabel, 'Startups');
  const ofTag = (await (await tagged).json()) as GeneralMetricsReply;
  await page.keyboard.press('Escape');
  const references = (reply: GeneralMetricsReply) =>
    reply.general_metrics.top_citations.reduce((n, c) => n + c.count, 0);
  expect(references(ofTag)).toBeGreaterThan(0);
  expect(references(ofTag)).toBeLessThan(references(all));
  await expect(citations.getByTestId('top-citation-row').first()).toContainText(
    `${ofTag.general_metrics.top_citations[0].domain}`,
  );
  await expect(citations.getByTestId('top-citation-row').first().locator('td').nth(1)).toHaveText(
    String(ofTag.general_metrics.top_citations[0].count),
  );
  await pickOption(page, l.tagsLabel, 'Startups'); // picked again: unpicked
  await page.keyboard.press('Escape');
  await expect(citations.getByTestId('top-citation-row').first().locator('td').nth(1)).toHaveText(
    String(all.general_metrics.top_citations[0].count),
  );

  // Date range before the report: nothing to show, each table says so; back to a range with today.
  const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const emptyRange = page.waitForResponse(
    (r) =>
      r.url().includes('/general-metrics/') &&
      r.url().includes(`end_date=${dayAgo(1).toISOString().slice(0, 10)}`),
  );
  await pickRange(page, dayAgo(5), dayAgo(1));
  expect((await emptyRange).status()).toBe(200);
  await expect(citations).toContainText(l.empty.citations);
  await expect(competitors).toContainText(l.empty.competitors);
  await expect(page.getByTestId('performance-chart')).toContainText(l.empty.chart);
  await shot(page, 'general-metrics-empty-range');

  await pickRange(page, dayAgo(3), new Date());
  await expect(citations.getByTestId('top-citation-row').first()).toBeVisible();
  await expect(page.getByRole('img', { name: l.charts.performance })).toBeVisible();

  // Back to the brand.
  await page.getByRole('link', { name: l.back }).click();
  await expect(page).toHaveURL(`/project-table/${brand.uuid}`);
});

test('a failing load shows the error with Try Again, which reloads', async ({ page, request }) => {
  const { brand } = await userWithBrand(page, request, 'metrics-error');
  let fail = true;
  // The first answer waits until the loading text has been seen.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/general-metrics/**', async (route) => {
    await held;
    return fail
      ? route.fulfill({ status: 500, json: { message: 'Boom', detail: 'Boom', error: 'Metrics are down' } })
      : route.continue();
  });
  await page.goto(`/projects/${brand.uuid}/general-metrics`);
  await expect(page.getByText(l.loading)).toBeVisible();
  answer();
  const error = page.getByTestId('metrics-error');
  await expect(error).toContainText(l.errorTitle);
  await expect(error).toContainText('Metrics are down');
  await shot(page, 'general-metrics-error');
  fail = false;
  await error.getByRole('button', { name: l.tryAgain }).click();
  await expect(page.getByTestId('general-metrics')).toBeVisible();
  await expect(page.getByTestId('provider-metrics')).toBeVisible();
});
