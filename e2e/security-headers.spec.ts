// The Content-Security-Policy of the built app: the header is sent, and the captcha (a worker built
// from a blob), the dashboard, a brand's detail with its position chart and the general metrics
// charts render without a single violation.
import { expect, test } from '@playwright/test';
import { generalMetricsLabels as l } from '@sightline/contracts';
import { createBrand, dismissInfo, runReportByApi } from './support/project-detail.ts';
import { signedInUser, solveCaptchaWidget } from './support/ui.ts';

test('pages render under the Content-Security-Policy without violations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  // The browser logs most violations itself, but not all (an eval attempt that is caught, say).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });

  await page.goto('/forgot-password');
  await solveCaptchaWidget(page);

  const user = await signedInUser(page, request, 'csp');
  const response = await page.reload();
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  const brand = await createBrand(request, user.session.token);
  await runReportByApi(request, user.session.token, brand.uuid);
  await page.goto(`/projects/${brand.uuid}`);
  await dismissInfo(page);
  await expect(page.getByRole('heading', { name: brand.title, level: 1 })).toBeVisible();
  await page.getByTestId('ranking-row').first().click();
  await expect(page.getByTestId('position-chart').locator('canvas')).toBeVisible();

  await page.goto(`/projects/${brand.uuid}/general-metrics`);
  await expect(page.getByRole('img', { name: l.charts.performance })).toBeVisible();

  expect(violations).toEqual([]);
});
