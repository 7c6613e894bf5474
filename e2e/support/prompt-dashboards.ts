// Seeding for e2e/prompt-dashboards.spec.ts: the shared Acme CRM brand (ranking and accuracy prompts
// on sandbox engines) with one finished report, all through the real API.
import { type APIRequestContext, expect } from '@playwright/test';
import {
  API_PREFIX,
  type Project,
  type ProjectQueries,
  projectDetailPaths,
  type Session,
} from '@sightline/contracts';
import { createBrand, RANKING, runReportByApi } from './project-detail.ts';

export interface SeededDashboards {
  session: Session;
  project: Project;
  rankingId: number;
  questionId: number;
}

export const apiGet = async <T>(request: APIRequestContext, session: Session, path: string): Promise<T> => {
  const response = await request.get(`${API_PREFIX}${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
};

/** Creates the user's brand and runs one report to the end (the sandbox takes seconds). */
export const seedDashboards = async (
  request: APIRequestContext,
  session: Session,
): Promise<SeededDashboards> => {
  const project = await createBrand(request, session.token);
  await runReportByApi(request, session.token, project.uuid);

  const queries = await apiGet<ProjectQueries>(request, session, projectDetailPaths.queries(project.uuid));
  const ranking = queries.ranking_queries.find((q) => q.query_text === RANKING[0]);
  const question = queries.question_queries[0];
  if (!ranking || !question) throw new Error('the seeded prompts are missing');
  return { session, project, rankingId: ranking.id, questionId: question.id };
};
