// Seeding for e2e/prompt-dashboards.spec.ts: the shared Acme CRM brand (ranking and accuracy prompts
// on sandbox engines) with one finished report, all through the real API.
import type { APIRequestContext } from '@playwright/test';
import { type Project, type ProjectQueries, projectDetailPaths, type Session } from '@sightline/contracts';
import { getJson } from './api.ts';
import { createBrand, RANKING } from './project-detail.ts';

export interface SeededDashboards {
  session: Session;
  project: Project;
  rankingId: number;
  questionId: number;
}

/** Creates the user's brand, whose first report runs to the end with it (the sandbox takes seconds). */
export const seedDashboards = async (
  request: APIRequestContext,
  session: Session,
): Promise<SeededDashboards> => {
  // One report: the brand's first, which ran with its creation (createBrand waits for it).
  const project = await createBrand(request, session.token);

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
