// Spec 1 section 2 (layout and menus, legal pages).
import { expect, type Page, test } from '@playwright/test';
import {
  MOBILE_BREAKPOINT_PX,
  navLabels,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_EXPANDED_PX,
} from '@sightline/contracts';
import { shot, signedInUser } from './support/ui.ts';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuWidth = (page: Page) =>
  sideMenu(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().width));

for (const [path, heading] of [
  ['/terms', 'Terms and Conditions'],
  ['/privacy', 'Privacy Policy'],
] as const) {
  test(`${path} renders its heading for a visitor`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await shot(page, `legal${path.replace('/', '-')}`);
  });
}

test('the side menu collapses to 70px and stays collapsed after a reload', async ({ page, request }) => {
  await signedInUser(page, request, 'sidebar');
  await expect.poll(() => menuWidth(page)).toBe(SIDEBAR_EXPANDED_PX);
  await sideMenu(page).getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(() => menuWidth(page)).toBe(SIDEBAR_COLLAPSED_PX);
  // Collapsed entries keep their names (icon-only links with a label).
  await expect(sideMenu(page).getByRole('link', { name: navLabels.dashboard })).toBeVisible();
  await shot(page, 'dashboard-menu-collapsed');

  await page.reload();
  await expect(sideMenu(page).getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await expect.poll(() => menuWidth(page)).toBe(SIDEBAR_COLLAPSED_PX);

  await sideMenu(page).getByRole('button', { name: 'Expand menu' }).click();
  await expect.poll(() => menuWidth(page)).toBe(SIDEBAR_EXPANDED_PX);
});

test('at a 700px-wide viewport the side menu is collapsed', async ({ page, request }) => {
  expect(700).toBeLessThanOrEqual(MOBILE_BREAKPOINT_PX);
  await page.setViewportSize({ width: 700, height: 900 });
  await signedInUser(page, request, 'narrow');
  await expect(sideMenu(page).getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await expect.poll(() => menuWidth(page)).toBe(SIDEBAR_COLLAPSED_PX);
  await shot(page, 'dashboard-700px');
});
