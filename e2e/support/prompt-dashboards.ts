// Seeding for e2e/prompt-dashboards.spec.ts: the shared Acme CRM brand (ranking and accuracy prompts
// on sandbox engines) with one finished report, all through the real API.
import type { APIRequestContext } from '@playwright/test';
import { type Project, type ProjectQueries, projectDetailPaths, type Session } from '@sightline/contracts';
import { getJson } from './api.ts';
import { createBrand, RANKING, runReportByApi } from './project-detail.ts';

export interface SeededDashboards {
  session: Session;
  project: Project;
  rankingId: number;
  questionId: number;
}

/** Creates the user's brand and runs one report to the end (the sandbox takes seconds). */
export const seedDashboards = async (
  request: APIRequestContext,
  session: Session,
): Promise<SeededDashboards> => {
  const project = await createBrand(request, session.token);
  await runReportByApi(request, session.token, project.uuid);

  const queries = await getJson<ProjectQueries>(
    request,
    session.token,
    projectDetailPaths.queries(project.uuid),
  );
  const ranking = queries.ranking_queries.find((q) => q.query_text === RANKING[0]);
  const question = queries.question_queries[0];
  if (!ranking || !question) throw new Error('the seeded prompts are missing');
  return { session, project, rankingId: ranking.id, questionId: question.id };
};
