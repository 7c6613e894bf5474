// Issue 24 item 10: hostile text stored in every field the newer screens render — tutorials, FAQs and
// services with their admin screen, webhook URLs, custom report titles, imported answers and the
// corrections on them, recommendations, keyword analyses — is shown as text: no script runs and no
// link with an unsafe scheme can be clicked.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API_PREFIX,
  type AppComparison,
  adminContentPaths,
  answerImportPaths,
  customReportPaths,
  evidencePaths,
  type KeywordExecution,
  keywordExplorerPaths,
  recommendationPaths,
  tutorialPaths,
  webhookPaths,
} from '@sightline/contracts';
import { brandNamed } from '../apps/server/src/seed/data.ts';
import { auth, confirmEmailByApi, getJson, newUser, postBrand, registerByApi } from './support/api.ts';
import { runReportByApi } from './support/project-detail.ts';
import { openAs } from './support/ui.ts';

/** Each vector sets a flag the page never sets itself; `xss` is the flag's name. */
const IMG = '<img src=x onerror="window.xss=1">';
const HTML = `${IMG}<script>window.xss=1</script>`;
const MARKDOWN_LINK = '[read more](javascript:window.xss=1)';
const RAW_LINK = 'javascript:window.xss=1';
const HOSTILE = `Hostile ${HTML} ${MARKDOWN_LINK} ${RAW_LINK}`;

const post = async (request: APIRequestContext, token: string, path: string, data: unknown) => {
  const response = await request.post(`${API_PREFIX}${path}`, { headers: auth(token), data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
};

/** The screen shows the hostile text as text, ran none of it and offers no unsafe link. */
const expectInert = async (page: Page, shown = page.locator('body')) => {
  await expect(shown.getByText('<img src=x onerror=', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { xss?: number }).xss)).toBeUndefined();
  const schemes = await page
    .locator('a[href], area[href], iframe[src], form[action]')
    .evaluateAll((nodes) =>
      nodes.map(
        (n) =>
          new URL(
            n.getAttribute('href') ?? n.getAttribute('src') ?? n.getAttribute('action') ?? '',
            location.href,
          ).protocol,
      ),
    );
  expect(schemes.filter((s) => !['http:', 'https:', 'mailto:', 'blob:'].includes(s))).toEqual([]);
  await expect(page.locator('img[onerror], [onclick], [onload]')).toHaveCount(0);
};

test.beforeEach(({ page }) => {
  // A dialog would block the page; one opening is itself a script that ran.
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

test('tutorials, FAQs and services an admin wrote, on the public screens and the admin screen', async ({
  page,
  request,
}, testInfo) => {
  // Listed in ADMIN_EMAILS (playwright.config.ts); a retry takes the next address.
  const admin = await registerByApi(request, {
    ...newUser('xss-admin'),
    email: `e2e-admin-${testInfo.retry}@sightline.test`,
  });
  await confirmEmailByApi(request, admin.email);
  const token = admin.session.token;
  const common = { published: true, featured: true };
  await post(request, token, adminContentPaths.create('tutorials'), {
    ...common,
    title: `Guide ${HTML}`,
    description: HOSTILE,
    body: `${HOSTILE}\n\n${MARKDOWN_LINK}`,
  });
  await post(request, token, adminContentPaths.create('faqs'), {
    ...common,
    question: `Question ${HTML}`,
    answer: HOSTILE,
  });
  await post(request, token, adminContentPaths.create('services'), {
    ...common,
    title: `Service ${HTML}`,
    short_description: HOSTILE,
    full_description: HOSTILE,
    features: [HOSTILE],
    deliverables: [HOSTILE],
    formatted_price: IMG,
    price_unit: RAW_LINK,
  });
  expect(
    (await getJson<{ results: unknown[] }>(request, token, tutorialPaths.list)).results.length,
  ).toBeGreaterThan(0);

  await openAs(page, admin.session);
  await page.goto('/tutorials');
  await expectInert(page);
  await page
    .getByRole('button', { name: /: Guide <img/ })
    .first()
    .click();
  await expectInert(page, page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await page
    .getByTestId('faq-accordion')
    .getByRole('button', { name: /^Question/ })
    .click();
  await expectInert(page);

  await page.goto('/services');
  await expectInert(page);
  await page.getByTestId('service-card').filter({ hasText: 'Service <img' }).first().click();
  await expectInert(page);

  await page.goto('/admin/content');
  await expectInert(page);
});

test('a brand: webhook URLs, a custom report, imported answers and corrections, recommendations', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The user's own name is hostile too: it is shown beside each correction they make.
  const user = await registerByApi(request, { ...newUser('xss-brand'), name: `Ada ${HTML}` });
  const token = user.session.token;
  const prompt = `best crm ${HTML} ${MARKDOWN_LINK}`;
  const brand = await postBrand(request, token, {
    ...brandNamed('Hostile'),
    title: `Hostile ${HTML}`,
    ranking_queries: [prompt],
  });
  await runReportByApi(request, token, brand.uuid);

  await post(request, token, webhookPaths.list(brand.uuid), {
    url: 'http://127.0.0.1:9/hooks/<img src=x onerror="window.xss=1">?next=javascript:window.xss=1',
    format: 'generic',
    events: ['execution.completed'],
  });
  const report = await post(request, token, customReportPaths.create(brand.uuid), {
    title: `Report ${HTML}`,
    start_date: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    end_date: new Date().toISOString().slice(0, 10),
    data_types: ['RANKING', 'RECOMMENDATIONS'],
  });
  const imported = await post(request, token, answerImportPaths.rows(brand.uuid), {
    confirm: true,
    rows: [
      {
        prompt,
        engine: brand.ai_engines[0],
        captured_at: new Date(Date.now() - 3_600_000).toISOString(),
        answer: `1. **Hostile** ${HOSTILE}\n2. <a href="javascript:window.xss=1">Acme</a>\n\n${MARKDOWN_LINK}`,
        sources: [{ url: 'https://example.com/review', title: HOSTILE }],
      },
    ],
  });
  expect(imported.imported).toBe(1);

  const [ranking] = brand.ranking_queries;
  const { id: recommendation } = await post(
    request,
    token,
    recommendationPaths.create('ranking-query', ranking.uuid),
    {
      type: 'content_creation',
    },
  );
  await expect
    .poll(
      async () =>
        (await getJson<{ status: string }>(request, token, recommendationPaths.status(recommendation)))
          .status,
      {
        timeout: 60_000,
      },
    )
    .toMatch(/completed|failed/);

  await openAs(page, user.session);
  await page.goto(`/projects/${brand.uuid}/alerts`);
  await expect(page.getByTestId('webhook-row')).toBeVisible();
  expect(await page.evaluate(() => (window as { xss?: number }).xss)).toBeUndefined();
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);

  await page.goto(`/projects/${brand.uuid}/reports/${report.id}`);
  await expectInert(page);

  await page.goto(`/ranking-query/${ranking.uuid}`);
  await expectInert(page);
  const appAnswer = page.getByTestId('app-answer').first();
  await appAnswer.getByRole('button').first().click();
  const evidence = page.getByRole('dialog');
  await expectInert(page, evidence);

  // A correction by the hostile-named user, then the evidence again.
  const comparison = await getJson<AppComparison>(
    request,
    token,
    `${answerImportPaths.comparison(brand.uuid, ranking.uuid)}?engine=${brand.ai_engines[0]}`,
  );
  const answerId = comparison.app_answers[0].id;
  await post(request, token, evidencePaths.correction(brand.uuid, answerId, 'app'), {
    kind: 'NOT_MY_BRAND',
  });
  await page.reload();
  await page.getByTestId('app-answer').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByTestId('evidence-corrected')).toContainText('<img src=x');
  await expectInert(page, page.getByRole('dialog'));

  await page.goto(`/recommendations/ranking-query/${ranking.uuid}`);
  await expectInert(page);
});

test('keyword analyses: title, website and keywords on the history and the analysis', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request, newUser('xss-keywords'));
  const token = user.session.token;
  const execution = (await post(request, token, keywordExplorerPaths.create, {
    title: `Analysis ${HTML}`,
    website: '127.0.0.1',
    keywords: `crm ${HTML}, ${RAW_LINK}`,
    country: 'GLOBAL',
    language: 'en',
  })) as KeywordExecution;
  await expect
    .poll(
      async () =>
        (await getJson<KeywordExecution>(request, token, keywordExplorerPaths.execution(execution.uuid)))
          .status,
      {
        timeout: 60_000,
      },
    )
    .toMatch(/completed|failed/);
  await openAs(page, user.session);
  await page.goto('/keyword-explorer');
  await expectInert(page);
  await page.getByTestId('history-item').first().click();
  await expectInert(page);
});
