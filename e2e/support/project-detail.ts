// Brand detail helpers shared by the project-detail specs: the Acme CRM brand created through the
// API, running its report and waiting on the API for it, and the first-visit info modal.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_PREFIX, projectDetailPaths, resultsInfoModal } from '@sightline/contracts';
import { ACME_CRM } from '../../apps/server/src/seed/data.ts';
import { auth, postBrand, waitForReport } from './api.ts';
import { signedInUser } from './ui.ts';

export const RANKING = ACME_CRM.ranking_queries;
export const ACCURACY = ACME_CRM.question_queries[0];
export const ENGINES = ACME_CRM.ai_engines;

/** A brand with six ranking prompts (two pages) and one accuracy prompt, created through the API. */
export const createBrand = (request: APIRequestContext, token: string) => postBrand(request, token, ACME_CRM);

/** A fresh user signed in in the tab (see signedInUser), with that brand. */
export const userWithBrand = async (page: Page, request: APIRequestContext, label: string) => {
  const user = await signedInUser(page, request, label);
  return { user, brand: await createBrand(request, user.session.token) };
};

/** Starts a report through the API and waits until it has finished. */
export const runReportByApi = async (request: APIRequestContext, token: string, uuid: string) => {
  const response = await request.post(`${API_PREFIX}${projectDetailPaths.run(uuid)}`, {
    headers: auth(token),
  });
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
