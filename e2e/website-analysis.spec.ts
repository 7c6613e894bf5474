// Analysis spec 2.4 and issue 17: a brand installs tracking from the 'No Visit Data Yet' state, a
// local test page carrying the snippet is opened by Chromium from an AI assistant, an AI crawler's
// request arrives through the ingest endpoint with the brand's secret ingest key (made on the screen,
// shown once), and both show on the website dashboard and as Referred
// Users on the brand list.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  API_PREFIX,
  intervalLabels,
  websiteAnalysisLabels as l,
  websiteAnalysisMessages as m,
  type TrackingSettings,
  websiteAnalysisPaths,
} from '@sightline/contracts';
import { ASANA } from '../apps/server/src/seed/data.ts';
import { auth, getJson, postBrand } from './support/api.ts';
import { dismissInfo } from './support/project-detail.ts';
import { shot, signedInUser } from './support/ui.ts';

// A desktop browser's user agent: headless Chromium names itself as such, and bots are not visitors.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)';

/** The brand's own site, played by a page on loopback that carries the snippet. */
const startSite = async (snippet: string) => {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Pricing</title>${snippet}</head><body><h1>Pricing</h1></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
};

test('tracking installed from the empty state records an AI referral and an AI crawler', async ({
  page,
  browser,
  request,
}) => {
  const user = await signedInUser(page, request, 'Website');
  const brand = await postBrand(request, user.session.token, ASANA);
  const tracking = await getJson<TrackingSettings>(
    request,
    user.session.token,
    websiteAnalysisPaths.tracking(brand.uuid),
  );

  // The brand header leads to the screen; without visits it shows the empty state and the snippet.
  await page.goto(`/project-table/${brand.uuid}`);
  await dismissInfo(page);
  await page.getByRole('link', { name: l.openButton }).click();
  await expect(page).toHaveURL(new RegExp(`/website-analysis/${brand.uuid}$`));
  await expect(page.getByText(m.emptyTitle)).toBeVisible();
  await expect(page.getByTestId('tracking-snippet')).toHaveText(tracking.snippet);
  await page.getByRole('button', { name: l.tracking.check }).click();
  await expect(page.getByTestId('installation-result')).toHaveText(m.notInstalled);
  await expect(page.getByRole('button', { name: l.tracking.copy })).toBeEnabled();
  await shot(page, 'website-analysis-empty');

  // A visitor arrives on the site from ChatGPT: the snippet posts the page view across origins.
  const site = await startSite(tracking.snippet);
  try {
    const visitor = await browser.newContext({ userAgent: CHROME });
    const tab = await visitor.newPage();
    const collected = tab.waitForResponse((r) =>
      r.url().endsWith(`${API_PREFIX}${websiteAnalysisPaths.collect}`),
    );
    await tab.goto(`${site.origin}/pricing?ref=chat`, { referer: 'https://chatgpt.com/' });
    const response = await collected;
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1, ignored: 0 });
    await visitor.close();
  } finally {
    await site.close();
  }

  // An AI crawler's request, shipped by the site's server with the secret ingest key, which the owner
  // makes on the screen and sees this once; the public snippet key is refused there.
  const crawl = { events: [{ url: 'https://asana.com/guide', user_agent: GPTBOT, ip: '203.0.113.9' }] };
  const withPublicKey = await request.post(`${API_PREFIX}${websiteAnalysisPaths.ingest}`, {
    headers: auth(tracking.key),
    data: crawl,
  });
  expect(withPublicKey.status()).toBe(403);
  await expect(page.getByTestId('ingest-key-state')).toHaveText(l.tracking.ingestKeyNone);
  await page.getByRole('button', { name: l.tracking.createIngestKey }).click();
  const secret = (await page.getByTestId('ingest-key-secret').locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^slik_/);
  await expect(page.getByTestId('ingest-key-state')).toContainText(`…${secret.slice(-4)}`);
  const ingest = await request.post(`${API_PREFIX}${websiteAnalysisPaths.ingest}`, {
    headers: auth(secret),
    data: crawl,
  });
  expect(ingest.status()).toBe(202);
  await page.getByRole('button', { name: l.tracking.done }).click();
  await expect(page.getByTestId('ingest-key-secret')).toHaveCount(0);

  // "Check installation" confirms the first event and the dashboard replaces the empty state.
  await page.getByRole('button', { name: l.tracking.check }).click();
  await expect(page.getByTestId('installation-result')).toContainText('Tracking works');
  const dashboard = page.getByTestId('website-dashboard');
  await expect(dashboard).toBeVisible();
  const metrics = page.getByTestId('website-metrics');
  await expect(metrics.getByText(l.cards.ai).locator('..')).toContainText('1');
  await expect(metrics.getByText(l.cards.rate).locator('..')).toContainText('100%');
  // The first visits of the range came from nothing: their change reads New, never +100%.
  await expect(metrics.getByText(l.cards.ai).locator('..')).toContainText(intervalLabels.newChange);
  await expect(
    page.getByTestId('visits-by-source').getByRole('img', { name: l.charts.bySource }),
  ).toBeVisible();
  await expect(page.getByTestId('popular-pages')).toContainText(`${new URL(site.origin).host}/pricing`);
  const crawlers = page.getByTestId('ai-crawlers');
  await expect(crawlers.getByRole('row', { name: /GPTBot/ })).toContainText('OpenAI');
  await expect(crawlers.getByRole('row', { name: /GPTBot/ })).toContainText('Training');
  const recent = page.getByTestId('recent-visits');
  await expect(recent.getByRole('row', { name: /ChatGPT/ })).toContainText('https://chatgpt.com/');
  await expect(recent.getByRole('row', { name: /GPTBot/ })).toContainText('https://asana.com/guide');
  await shot(page, 'website-analysis-dashboard');

  // The URL search narrows Recent Visits (after its debounce) to the crawled page.
  await recent.getByRole('textbox', { name: l.recent.search }).fill('/guide');
  await expect(recent.getByRole('row', { name: /ChatGPT/ })).toHaveCount(0);
  await expect(recent.getByRole('row', { name: /GPTBot/ })).toBeVisible();

  // The brand list counts the AI-referred visitor as a Referred User.
  await page.goto('/dashboard');
  const row = page.getByRole('row', { name: new RegExp(brand.title) });
  await expect(row.getByRole('cell').nth(3)).toHaveText(`1${intervalLabels.newChange}`);
  await shot(page, 'website-analysis-brand-list');
});
