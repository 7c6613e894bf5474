// Spec 2 sections 2.2 and 2.3: the LLM Sources and Competitors tabs and the AI Share of Voice modal
// of the brand detail screen, after a sandbox report, checked against what the API says.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  APPEARANCE_SOURCES_SHOWN,
  type CompetitorAppearances,
  type CompetitorsSummary,
  competitorsTabLabels as c,
  dateRangeFilterLabels,
  ENGINE_LABELS,
  type EngineCode,
  type ImportantWebsites,
  INSIGHT_PAGE_SIZES,
  insightPaths,
  insightTableLabels,
  queryResultsLabels,
  SHARE_OF_VOICE_BANDS,
  type ShareOfVoice,
  SMALL_SAMPLE_N,
  sourcesTabLabels as s,
  simulatedAnswersNote,
  shareOfVoiceLabels as sov,
  type WebsiteDetails,
} from '@sightline/contracts';
import { getJson } from './support/api.ts';
import { createBrand, dismissInfo, runReportByApi } from './support/project-detail.ts';
import { shot, signedInUser } from './support/ui.ts';

/** Pixels of a chart canvas that are clearly coloured (bars, lines, points), not grey axes or text. */
const colouredPixels = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const canvasElement = element as HTMLCanvasElement;
    const context = canvasElement.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvasElement.width, canvasElement.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const channels = [data[i], data[i + 1], data[i + 2]];
      if (data[i + 3] > 100 && Math.max(...channels) - Math.min(...channels) > 60) count++;
    }
    return count;
  });

const expectChartDrawn = async (canvas: Locator, minimum: number) => {
  await expect(canvas).toBeVisible();
  // Chart.js animates in: wait until the series are drawn.
  await expect.poll(() => colouredPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(minimum);
};

/** The text of one column (its first paragraph when it has one, so badges stay out) of each row. */
const columnTexts = (rows: Locator, column: number) =>
  rows.evaluateAll(
    (trs, col) =>
      trs.map((tr) => {
        const cell = tr.children[col];
        return (cell?.querySelector('p') ?? cell)?.textContent?.trim() ?? '';
      }),
    column,
  );
const columnNumbers = async (rows: Locator, column: number) => (await columnTexts(rows, column)).map(Number);

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1] <= v : values[i - 1] >= v));

/** Picks a range in the Mantine range picker: the first of this month to today (the report's day). */
const pickThisMonth = async (page: Page, onFirstPick: () => Promise<void>) => {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const dayLabel = (d: Date) =>
    `${d.getDate()} ${d.toLocaleString('en-US', { month: 'long' })} ${d.getFullYear()}`;
  await page.getByRole('button', { name: dateRangeFilterLabels.label, exact: true }).click();
  await page.getByRole('button', { name: dayLabel(first), exact: true }).click();
  await onFirstPick();
  await page.getByRole('button', { name: dayLabel(today), exact: true }).click();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { start: iso(first), end: iso(today) };
};

test('LLM Sources, Competitors and AI Share of Voice after a sandbox report', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await signedInUser(page, request, 'insights');
  const token = user.session.token;
  const brand = await createBrand(request, token);
  await runReportByApi(request, token, brand.uuid);
  const websites = await getJson<ImportantWebsites>(
    request,
    token,
    insightPaths.importantWebsites(brand.uuid),
  );
  const competitorsReply = await getJson<CompetitorsSummary>(
    request,
    token,
    insightPaths.competitors(brand.uuid),
  );
  const { competitors } = competitorsReply;
  const share = await getJson<ShareOfVoice>(request, token, insightPaths.shareOfVoice(brand.uuid));

  await page.goto(`/projects/${brand.uuid}`);
  await dismissInfo(page);

  // ---- LLM Sources ------------------------------------------------------------------------------
  await page.getByTestId('tab-sources').click();
  const sources = page.getByTestId('sources-tab');
  await expect(sources.getByRole('heading', { name: s.title })).toBeVisible();
  // No engine has keys here: every figure rests on sandbox answers, and each tab says so.
  expect(websites.answers_simulated).toBe(websites.answers_counted);
  await expect(sources.getByTestId('simulated-answers')).toHaveText(simulatedAnswersNote(websites)!);
  await expect(page.getByRole('button', { name: dateRangeFilterLabels.label, exact: true })).toContainText(
    dateRangeFilterLabels.placeholder,
  );
  const websiteRows = sources.getByTestId('website-row');
  const total = websites.websites.length;
  expect(total, 'the report cites more domains than one page holds').toBeGreaterThan(
    INSIGHT_PAGE_SIZES.websites,
  );
  await expect(websiteRows).toHaveCount(INSIGHT_PAGE_SIZES.websites);
  await expect(
    sources.getByText(queryResultsLabels.pageOf(1, INSIGHT_PAGE_SIZES.websites, total)),
  ).toBeVisible();

  // The range fetches only once both ends are picked.
  const rangeCalls: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/important-websites/')) rangeCalls.push(new URL(r.url()));
  });
  const range = await pickThisMonth(page, async () => {
    await page.waitForTimeout(500);
    expect(rangeCalls.filter((u) => u.searchParams.has('start_date'))).toEqual([]);
  });
  await expect
    .poll(() =>
      rangeCalls.map((u) => `${u.searchParams.get('start_date')}|${u.searchParams.get('end_date')}`),
    )
    .toContain(`${range.start}|${range.end}`);
  await expect(page.getByRole('button', { name: dateRangeFilterLabels.label, exact: true })).toContainText(
    `${range.start.slice(2)} – ${range.end.slice(2)}`,
  );
  await page.keyboard.press('Escape');
  await expect(websiteRows).toHaveCount(INSIGHT_PAGE_SIZES.websites);

  // Request type tags as the API says; sorted by total references, most first, then reversed.
  const [firstDomain] = await columnTexts(websiteRows, 1);
  const first = websites.websites.find((w) => w.domain === firstDomain);
  expect(first).toBeDefined();
  await expect(websiteRows.first().locator('td').nth(3).locator('.mantine-Badge-root')).toHaveText(
    (first?.request_types ?? []).map((t) => (t === 'Ranking' ? s.ranking : s.question)),
  );
  const topTen = [...websites.websites]
    .sort((a, b) => b.count - a.count)
    .slice(0, INSIGHT_PAGE_SIZES.websites);
  expect(isSorted(await columnNumbers(websiteRows, 2), 'desc')).toBe(true);
  await sources.getByRole('button', { name: insightTableLabels.sortAscending(s.totalReferences) }).click();
  const fewest = Math.min(...websites.websites.map((w) => w.count));
  await expect.poll(async () => (await columnNumbers(websiteRows, 2))[0]).toBe(fewest);
  expect(isSorted(await columnNumbers(websiteRows, 2), 'asc')).toBe(true);
  await sources.getByRole('button', { name: insightTableLabels.sortDescending(s.totalReferences) }).click();
  await expect.poll(async () => (await columnNumbers(websiteRows, 2))[0]).toBe(topTen[0].count);

  // Open the domain with the most endpoints among the first page (an opened domain asks for them).
  const counts = await columnNumbers(websiteRows, 2);
  const domains = await columnTexts(websiteRows, 1);
  expect(counts).toEqual(topTen.map((w) => w.count));
  const opened = await Promise.all(
    domains.map(async (domain) => ({
      website: websites.websites.find((w) => w.domain === domain)!,
      info: await getJson<WebsiteDetails>(
        request,
        token,
        `${insightPaths.websiteDetails(brand.uuid)}?domain=${encodeURIComponent(domain)}`,
      ),
    })),
  );
  const { website, info } = opened.sort((a, b) => b.info.endpoints.length - a.info.endpoints.length)[0];
  expect(info.endpoints.length, 'a domain with more endpoints than one page').toBeGreaterThan(
    INSIGHT_PAGE_SIZES.endpoints,
  );
  await sources.getByRole('button', { name: insightTableLabels.expand(website.domain) }).click();
  const details = sources.getByTestId('website-details');
  await expectChartDrawn(details.getByRole('img', { name: s.references }), 50);
  const fact = (label: string) =>
    details.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(fact(s.totalReferences)).toHaveText(String(website.count));
  await expect(fact(s.rankingPrompts)).toHaveText(
    `${info.ranking_prompts}(${s.referencesOf(website.ranking_count)})`,
  );
  await expect(fact(s.questionPrompts)).toHaveText(
    `${info.question_prompts}(${s.referencesOf(website.question_count)})`,
  );
  await expect(fact(s.uniqueUrls)).toHaveText(String(info.unique_urls));
  const endpoints = details.getByRole('table', { name: s.endpoints });
  const endpointRows = endpoints.locator('tbody tr');
  await expect(endpointRows).toHaveCount(INSIGHT_PAGE_SIZES.endpoints);
  await expect(
    details.getByText(queryResultsLabels.pageOf(1, INSIGHT_PAGE_SIZES.endpoints, info.endpoints.length)),
  ).toBeVisible();
  expect(isSorted(await columnNumbers(endpointRows, 1), 'desc')).toBe(true);
  await shot(page, 'insights-sources-open');
  await endpoints.getByRole('button', { name: insightTableLabels.sortAscending(s.count) }).click();
  const rarest = Math.min(...info.endpoints.map((e) => e.count));
  await expect.poll(async () => (await columnNumbers(endpointRows, 1))[0]).toBe(rarest);
  expect(isSorted(await columnNumbers(endpointRows, 1), 'asc')).toBe(true);
  await details.getByRole('button', { name: '2', exact: true }).click();
  await expect(
    details.getByText(
      queryResultsLabels.pageOf(
        INSIGHT_PAGE_SIZES.endpoints + 1,
        Math.min(2 * INSIGHT_PAGE_SIZES.endpoints, info.endpoints.length),
        info.endpoints.length,
      ),
    ),
  ).toBeVisible();

  // ---- Competitors ------------------------------------------------------------------------------
  await page.getByTestId('tab-competitors').click();
  const tab = page.getByTestId('competitors-tab');
  const competitorRows = tab.getByTestId('competitor-row');
  await expect(tab.getByTestId('simulated-answers')).toHaveText(simulatedAnswersNote(competitorsReply)!);
  await expect(competitorRows).toHaveCount(Math.min(competitors.length, INSIGHT_PAGE_SIZES.competitors));
  // The brand is mentioned in the sandbox answers and listed on the first page with its badge.
  const clientIndex = competitors.findIndex((x) => x.is_client);
  expect(clientIndex).toBeGreaterThanOrEqual(0);
  expect(clientIndex).toBeLessThan(INSIGHT_PAGE_SIZES.competitors);
  await expect(competitorRows.filter({ hasText: c.yourBrand })).toHaveCount(1);
  await expect(competitorRows.nth(clientIndex)).toContainText(
    `${competitors[clientIndex].label}${c.yourBrand}`,
  );
  for (const [i, row] of competitors.slice(0, INSIGHT_PAGE_SIZES.competitors).entries()) {
    const average = competitorRows.nth(i).locator('td').nth(2);
    await expect(average.getByTestId('metric-value')).toHaveText(
      row.avg === null ? insightTableLabels.notAvailable : row.avg.toFixed(1),
    );
    // An average over fewer than 20 answers is marked as a small sample.
    await expect(average.getByTestId('small-sample')).toHaveCount(
      row.avg !== null && row.avg_n < SMALL_SAMPLE_N ? 1 : 0,
    );
  }
  // The competitor with the most appearances on the page, which must page and hide sources.
  const firstPages = await Promise.all(
    competitors.slice(0, INSIGHT_PAGE_SIZES.competitors).map(async (row) => ({
      competitor: row,
      appearances: await getJson<CompetitorAppearances>(
        request,
        token,
        `${insightPaths.competitorAppearances(brand.uuid)}?entity=${encodeURIComponent(row.key)}`,
      ),
    })),
  );
  const { competitor, appearances: firstPage } = firstPages.sort(
    (a, b) => b.appearances.total - a.appearances.total,
  )[0];
  expect(firstPage.total).toBeGreaterThan(INSIGHT_PAGE_SIZES.appearances);
  await tab.getByRole('button', { name: insightTableLabels.expand(competitor.label) }).click();
  const competitorDetails = tab.getByTestId('competitor-details');
  await expectChartDrawn(
    competitorDetails.getByRole('img', { name: `${competitor.label}: ${c.rankingPosition}` }),
    5,
  );
  const appearances = competitorDetails.getByRole('table', { name: c.promptAppearances });
  await expect(appearances.locator('tbody tr')).toHaveCount(INSIGHT_PAGE_SIZES.appearances);
  await expect(
    competitorDetails.getByText(
      queryResultsLabels.pageOf(1, INSIGHT_PAGE_SIZES.appearances, firstPage.total),
    ),
  ).toBeVisible();
  const shownAppearances = firstPage.query_appearances;
  // A row with more sources than shown: three links and '+N more', which shows the rest.
  const many = shownAppearances.findIndex((a) => a.sources.length > APPEARANCE_SOURCES_SHOWN);
  expect(many, 'an appearance with more sources than shown').toBeGreaterThanOrEqual(0);
  const hidden = shownAppearances[many].sources.length - APPEARANCE_SOURCES_SHOWN;
  const sourcesRow = appearances.locator('tbody tr').nth(many);
  await expect(sourcesRow.getByRole('link')).toHaveCount(APPEARANCE_SOURCES_SHOWN);
  await sourcesRow.getByRole('button', { name: c.moreSources(hidden) }).click();
  await expect(sourcesRow.getByRole('link')).toHaveCount(APPEARANCE_SOURCES_SHOWN + hidden);
  await sourcesRow.getByRole('button', { name: c.fewerSources }).click();
  await expect(sourcesRow.getByRole('link')).toHaveCount(APPEARANCE_SOURCES_SHOWN);
  // The next page comes from the server.
  const secondPage = await getJson<CompetitorAppearances>(
    request,
    token,
    `${insightPaths.competitorAppearances(brand.uuid)}?entity=${encodeURIComponent(competitor.key)}&page=2`,
  );
  await competitorDetails
    .getByRole('navigation', { name: c.promptAppearances })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(
    competitorDetails.getByText(
      queryResultsLabels.pageOf(
        INSIGHT_PAGE_SIZES.appearances + 1,
        INSIGHT_PAGE_SIZES.appearances + secondPage.query_appearances.length,
        firstPage.total,
      ),
    ),
  ).toBeVisible();
  await expect(appearances.locator('tbody tr').first()).toContainText(
    secondPage.query_appearances[0].query_text,
  );
  await shot(page, 'insights-competitors-open');

  // ---- AI Share of Voice -----------------------------------------------------------------------
  await tab.getByRole('button', { name: c.seeShareOfVoice }).click();
  const modal = page.getByRole('dialog', { name: sov.title });
  const matrix = modal.getByRole('table', { name: sov.title });
  await expect(modal.getByTestId('simulated-answers')).toHaveText(simulatedAnswersNote(share)!);
  await expect(matrix.locator('tbody tr')).toHaveCount(share.competitors.length);
  await expect(matrix.locator('thead th')).toHaveText([
    sov.competitor,
    ...share.providers.map((p) => ENGINE_LABELS[p as EngineCode] ?? p),
  ]);
  const brandRow = matrix.locator('tbody tr').first();
  await expect(brandRow).toHaveAttribute('data-brand', 'true');
  await expect(brandRow).toContainText(c.yourBrand);
  // Each cell in the band of its percentage, with its mention count.
  const brandLabel = share.competitors.find((x) => x.is_client)?.label ?? '';
  for (const [i, provider] of share.providers.entries()) {
    const cell = share.share_matrix[provider]?.[brandLabel] ?? { percentage: 0, mentions: 0 };
    const band = SHARE_OF_VOICE_BANDS.find((b) => cell.percentage >= b.min)?.key;
    const td = brandRow.locator('td').nth(i);
    await expect(td.locator('[data-band]')).toHaveAttribute('data-band', band ?? '');
    await expect(td).toContainText(`${cell.percentage.toFixed(1)}%`);
    await expect(td).toContainText(sov.mentionsCount(cell.mentions));
  }
  // A share's interval on hover counts the mentions it is a share of, not answers.
  const firstCell = share.share_matrix[share.providers[0]]?.[brandLabel];
  if (firstCell?.percentage_ci95) {
    await brandRow.locator('td').first().getByTestId('metric-value').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      /^95\u00a0% interval [\d.]+%?–[\d.]+%, from \d+ mentions?$/,
    );
  }
  const legend = modal.getByRole('list', { name: sov.legend });
  await expect(legend.getByRole('listitem')).toHaveCount(SHARE_OF_VOICE_BANDS.length);
  for (const band of SHARE_OF_VOICE_BANDS) await expect(legend).toContainText(sov.bands[band.key]);
  await expect(modal.getByRole('button', { name: sov.print })).toBeEnabled();
  await shot(page, 'insights-share-of-voice');

  // The CSV holds one line per provider and competitor with the API's numbers.
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: sov.downloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^share-of-voice-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Provider,Competitor,Percentage,Mentions');
  expect(lines).toHaveLength(1 + share.providers.length * share.competitors.length);
  for (const provider of share.providers) {
    for (const competitorRef of share.competitors) {
      const cell = share.share_matrix[provider]?.[competitorRef.label] ?? { percentage: 0, mentions: 0 };
      const label = /[",]/.test(competitorRef.label)
        ? `"${competitorRef.label.replaceAll('"', '""')}"`
        : competitorRef.label;
      expect(lines).toContain(
        `${ENGINE_LABELS[provider as EngineCode] ?? provider},${label},${cell.percentage.toFixed(1)},${cell.mentions}`,
      );
    }
  }
});
