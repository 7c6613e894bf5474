// Brand helpers for e2e/brands.spec.ts: brands created straight through the API, a brand read back,
// and the locators of the Add/Edit Brand wizard.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Project, projectPaths } from '@sightline/contracts';
import { brandNamed } from '../../apps/server/src/seed/data.ts';
import { getJson, postBrand } from './api.ts';

/** Creates a brand known only by its name, with `prompts` ranking prompts, through the API. */
export const createBrandByApi = (
  request: APIRequestContext,
  token: string,
  { name, prompts = 1 }: { name: string; prompts?: number },
) => postBrand(request, token, brandNamed(name, prompts));

export const listBrandsByApi = async (request: APIRequestContext, token: string) =>
  (await getJson<{ projects: Project[] }>(request, token, projectPaths.list)).projects;

/** The wizard dialog (Add Brand or Edit Brand). */
export const wizard = (page: Page) => page.getByRole('dialog', { name: /^(Add|Edit) Brand$/ });

/** A Mantine toast by its title. */
export const toastTitled = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ has: page.getByText(title, { exact: true }) });

/** Step 1 and 2 of a create: name, location, then the given engine cards. */
export const fillBrandBasics = async (page: Page, name: string, location: string, engines: string[]) => {
  const dialog = wizard(page);
  await dialog.getByLabel('Entity name').fill(name);
  await dialog.getByLabel('Location').fill(location);
  await dialog.getByRole('button', { name: 'Next' }).click();
  for (const engine of engines) await dialog.getByRole('checkbox', { name: engine, exact: true }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
};

/** Runs the website analyzer on `url` and waits for the suggestions. */
export const analyzeWebsite = async (page: Page, url: string) => {
  const dialog = wizard(page);
  await dialog.getByLabel('Website URL').fill(url);
  await dialog.getByRole('button', { name: 'Analyze' }).click();
  await expect(dialog.getByRole('button', { name: 'Re-analyze' })).toBeVisible({ timeout: 60_000 });
};
