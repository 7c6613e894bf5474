// Brand detail helpers shared by the project-detail specs: the Acme CRM brand created through the
// API, running its report and waiting on the API for it, and the first-visit info modal.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_PREFIX, type Project, projectPaths, resultsInfoModal } from '@sightline/contracts';

export const RANKING = [
  'best CRM for startups',
  'top CRM in Spain',
  'best CRM for small sales teams',
  'cheapest CRM with email automation',
  'CRM alternatives to Salesforce',
  'best CRM for real estate agents',
];
export const ACCURACY = {
  query_text: 'Where is Acme CRM based?',
  expected_response: 'Acme CRM is based in Madrid, Spain.',
};

export const ENGINES = ['chatgpt', 'claude', 'ai_overviews'];

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A brand with six ranking prompts (two pages) and one accuracy prompt, created through the API. */
export const createBrand = async (request: APIRequestContext, token: string): Promise<Project> => {
  const response = await request.post(`${API_PREFIX}${projectPaths.create}`, {
    headers: auth(token),
    multipart: {
      entity_name: 'Acme CRM',
      location: 'Madrid, Spain',
      domain: 'https://www.acme-crm.com/',
      ai_engines: JSON.stringify(ENGINES),
      timezone: 'Europe/Madrid',
      scheduled_day: 'MON',
      scheduled_hour: '9',
      ranking_queries: JSON.stringify(RANKING),
      question_queries: JSON.stringify([ACCURACY]),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Project;
};

/** Waits on the API until the brand's report has finished (the sandbox takes seconds). */
export const waitForReport = async (request: APIRequestContext, token: string, uuid: string) => {
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`${API_PREFIX}/projects/${uuid}/execution-status/`, { headers: auth(token) })
          ).json()) as { running: boolean }
        ).running,
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(false);
};

/** Starts a report through the API and waits until it has finished. */
export const runReportByApi = async (request: APIRequestContext, token: string, uuid: string) => {
  const response = await request.post(`${API_PREFIX}/projects/${uuid}/run/`, { headers: auth(token) });
  expect(response.status()).toBe(202);
  await waitForReport(request, token, uuid);
};

/** Confirms the first-visit info modal (650 px), which is remembered once confirmed. */
export const dismissInfo = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: resultsInfoModal.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: resultsInfoModal.confirm }).click();
  await expect(dialog).toBeHidden();
};
