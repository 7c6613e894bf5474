// Issue 26 point 13: axe-core (WCAG 2.1 A and AA rules, colour contrast included) on the main screens
// once their data has loaded: no critical or serious violation, public or signed in.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { dismissInfo, runReportByApi, userWithBrand } from './support/project-detail.ts';

/** Critical and serious violations on the page as it is, one line each with the elements at fault. */
const violations = async (page: Page) => {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
};

test('the sign-in and registration screens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/register');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the signed-in screens of a brand with a report', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { user, brand } = await userWithBrand(page, request, 'a11y');
  await runReportByApi(request, user.session.token, brand.uuid);
  const found: Record<string, string[]> = {};

  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  found.dashboard = await violations(page);

  await page.goto(`/project-table/${brand.uuid}`);
  await dismissInfo(page);
  await page.waitForLoadState('networkidle');
  found.brand = await violations(page);

  await page.goto(`/projects/${brand.uuid}/general-metrics`);
  await page.waitForLoadState('networkidle');
  found.generalMetrics = await violations(page);

  expect(found).toEqual({ dashboard: [], brand: [], generalMetrics: [] });
});
