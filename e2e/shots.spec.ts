// Screenshots of the main screens at desktop and phone sizes, for looking at the UI after a change
// (not a check of behaviour, so left out of the default run): `E2E_SHOTS=1 npx playwright test
// --grep @shots` writes shots-<screen>-<size>.png where shot() puts its pictures. With
// E2E_README_SHOTS=1 it also writes the README's pictures (the desktop viewport of a few screens)
// into docs/screenshots.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectDetailPaths } from '@sightline/contracts';
import { paths } from '../apps/web/src/app/paths.ts';
import { getJson } from './support/api.ts';
import { dismissInfo } from './support/project-detail.ts';
import { seedDashboards } from './support/prompt-dashboards.ts';
import { shot, signedInUser } from './support/ui.ts';

const README_SCREENS = new Set([
  'dashboard',
  'detail',
  'ranking-dashboard',
  'general-metrics',
  'recommendations',
]);
const README_DIR = join(import.meta.dirname, '..', 'docs', 'screenshots');

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

test('the main screens at desktop and phone sizes @shots', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Charts draw at once (chart-setup.ts skips animation for reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { session } = await signedInUser(page, request, 'shots');
  const { project, rankingId, questionId } = await seedDashboards(request, session);
  const { executions } = await getJson<{ executions: { uuid: string }[] }>(
    request,
    session.token,
    projectDetailPaths.executionStatus(project.uuid),
  );
  await page.goto(`/projects/${project.uuid}`);
  await dismissInfo(page);

  const screens = {
    dashboard: paths.dashboard,
    detail: `/projects/${project.uuid}`,
    'general-metrics': paths.generalMetrics(project.uuid),
    'ranking-dashboard': paths.rankingQuery(rankingId),
    'question-dashboard': paths.questionQuery(questionId),
    report: `/reports/${executions[0].uuid}`,
    profile: paths.profile,
    recommendations: '/recommendations',
  };
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    for (const [screen, path] of Object.entries(screens)) {
      await page.goto(path);
      await expect(page.getByRole('heading').filter({ visible: true }).first()).toBeVisible();
      await shot(page, `shots-${screen}-${size}`);
      if (process.env.E2E_README_SHOTS && size === 'desktop' && README_SCREENS.has(screen))
        await page.screenshot({ path: join(README_DIR, `${screen}.png`) });
    }
    // The "How is it calculated?" dialog, with the analyzer's published accuracy.
    await page.goto(paths.generalMetrics(project.uuid));
    await page.getByTestId('how-calculated').click();
    await expect(page.getByTestId('analyzer-accuracy')).toBeVisible();
    await shot(page, `shots-how-calculated-${size}`);
  }
});
