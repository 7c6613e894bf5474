// Brand helpers for e2e/brands.spec.ts: brands created straight through the API, a brand read back,
// and the locators of the Add/Edit Brand wizard.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_PREFIX, type Project, projectPaths } from '@sightline/contracts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a brand through the API with `prompts` ranking prompts. */
export const createBrandByApi = async (
  request: APIRequestContext,
  token: string,
  {
    name,
    domain = `${name.toLowerCase().replace(/\W+/g, '-')}.example`,
    prompts = 1,
  }: {
    name: string;
    domain?: string;
    prompts?: number;
  },
): Promise<Project> => {
  const response = await request.post(`${API_PREFIX}${projectPaths.create}`, {
    headers: auth(token),
    multipart: {
      title: name,
      entity_name: name,
      location: 'Barcelona, Spain',
      domain,
      ai_engines: JSON.stringify(['chatgpt', 'gemini']),
      timezone: 'UTC',
      ranking_queries: JSON.stringify(
        Array.from({ length: prompts }, (_, i) => `best ${name} option ${i + 1}`),
      ),
      question_queries: '[]',
    },
  });
  if (response.status() !== 201)
    throw new Error(`create brand: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Project;
};

export const listBrandsByApi = async (request: APIRequestContext, token: string): Promise<Project[]> => {
  const response = await request.get(`${API_PREFIX}${projectPaths.list}`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { projects: Project[] }).projects;
};

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
