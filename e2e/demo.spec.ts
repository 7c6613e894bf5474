// The demo (`npm run seed:demo`) as a newcomer opens it: every screen has data, website visits and
// referred users included. It needs the server's data folder seeded first, so it runs on demand:
//   DATA_DIR=<dir> npm run seed:demo && E2E_DATA_DIR=<dir> E2E_DEMO=1 npx playwright test e2e/demo.spec.ts
import { expect, test } from '@playwright/test';
import {
  API_PREFIX,
  authPaths,
  DEMO_ACCOUNT,
  generalMetricsLabels,
  type Project,
  projectPaths,
  type Session,
} from '@sightline/contracts';
import { paths } from '../apps/web/src/app/paths.ts';
import { openAs, SCREEN_SIZES, shot } from './support/ui.ts';

test.skip(!process.env.E2E_DEMO, 'needs a data folder seeded by npm run seed:demo (E2E_DEMO=1)');

test('the demo brand has website visits, AI-bot fetches and referred users', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const signIn = await request.post(`${API_PREFIX}${authPaths.login}`, {
    data: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
  });
  expect(signIn.ok()).toBe(true);
  const session = (await signIn.json()) as Session;
  const token = session.token;
  await openAs(page, session);
  const list = await request.get(`${API_PREFIX}${projectPaths.list}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [brand] = ((await list.json()) as { projects: Project[] }).projects;

  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto(paths.dashboard);
    const row = page.getByTestId('brand-row');
    await expect(row).toContainText(brand.entity_name);
    await shot(page, `demo-dashboard-${size}`);

    await page.goto(paths.websiteAnalysis(brand.uuid));
    await expect(page.getByTestId('website-dashboard')).toBeVisible();
    await expect(page.getByTestId('website-empty')).toHaveCount(0);
    await expect(page.getByTestId('ai-crawlers')).toContainText('GPTBot');
    await expect(page.getByTestId('recent-visits')).toContainText('ChatGPT');
    await shot(page, `demo-website-${size}`);

    await page.goto(paths.generalMetrics(brand.uuid));
    await expect(page.getByRole('img', { name: generalMetricsLabels.charts.performance })).toBeVisible();
    await shot(page, `demo-general-metrics-${size}`);
  }
  // Referred Users on the brand list: AI-referred visits of the last 24 hours.
  const metrics = await request.get(`${API_PREFIX}${projectPaths.dashboardMetrics}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const figures = (await metrics.json()) as { metrics: Record<string, { referred_users: number | null }> };
  expect(figures.metrics[brand.uuid].referred_users).toBeGreaterThan(0);
});
