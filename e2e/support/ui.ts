// Page helpers shared by the specs: screenshots, the ALTCHA widget, Mantine selects, login and logout.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Session, userMenuLabels } from '@sightline/contracts';
import { SESSION_KEYS } from '../../apps/web/src/api/session.ts';
import { newUser, registerByApi, type TestUser } from './api.ts';

// Outside the repo, so screenshots never reach a commit; E2E_SHOTS_DIR puts them elsewhere.
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'sightline-e2e-shots');
mkdirSync(SHOTS_DIR, { recursive: true });

/** A full-page screenshot into SHOTS_DIR, for looking at the screens. */
export const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
};

/** Solves the ALTCHA widget for real in the browser: ticks its checkbox and waits until verified. */
export const solveCaptchaWidget = async (page: Page) => {
  const widget = page.locator('altcha-widget');
  // The widget draws its own box over the native input: click its label, as a person would.
  await widget.getByText(/not a robot/i).click();
  await expect(widget.getByRole('checkbox')).toBeChecked();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
};

/** Picks `option` in the Mantine Select (or MultiSelect) labelled `label`. */
export const pickOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The validation message Mantine shows under a field. */
export const fieldError = (page: Page, text: string): Locator => page.getByText(text, { exact: true });

/** The error banner of a form (toasts are alerts too, so look inside the form only). */
export const formAlert = (page: Page): Locator => page.locator('form').getByRole('alert');

/** Fills the login form and submits it (no assertion on the outcome). */
export const submitLogin = async (page: Page, email: string, password: string) => {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};

/** Logs in through /login and waits for the dashboard. */
export const login = async (page: Page, user: Pick<TestUser, 'email' | 'password'>) => {
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
};

/**
 * Signs a registered user in by putting their session in the tab's storage (as a login without
 * "remember me" would), then opens the dashboard. Faster than the login form, which the login,
 * guard, reset and profile specs exercise on their own.
 */
export const openAs = async (page: Page, session: Session) => {
  await page.addInitScript(
    ({ keys, session }) => {
      // Once per tab: a later logout must stay logged out across reloads.
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      sessionStorage.setItem(keys.token, session.token);
      sessionStorage.setItem(keys.refresh, session.refresh);
      sessionStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: SESSION_KEYS, session },
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
};

/** A fresh user registered through the API and signed in on `page` (see openAs). */
export const signedInUser = async (page: Page, request: APIRequestContext, label?: string) => {
  const user = await registerByApi(request, newUser(label));
  await openAs(page, user.session);
  return user;
};

/** The user menu of the side menu's user block. */
export const openUserMenu = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Open user menu' })
    .click();
  return page.getByRole('menu');
};

/** Logout through the user menu; lands on /login. */
export const logout = async (page: Page) => {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: userMenuLabels.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** The phone and desktop sizes every screen is checked at. */
export const SCREEN_SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/**
 * The texts inside `scope` (itself included) that are cut: names, titles and badges whose words are
 * wider than their box (an ellipsis or a clip). A screen that shows names must show them whole.
 */
export const cutTexts = (scope: Locator) =>
  scope.evaluate((root) =>
    [
      root,
      ...root.querySelectorAll(
        '.mantine-Badge-root, .mantine-Badge-label, .mantine-Text-root, .mantine-Title-root',
      ),
    ]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? ''),
  );
