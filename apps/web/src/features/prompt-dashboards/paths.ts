// Routes of the prompt dashboards and where they lead (analysis spec 2).
import { paths } from '../../app/paths.ts';

const ref = (id: string | number) => encodeURIComponent(String(id));

export const promptDashboardPaths = {
  ranking: (queryId: string | number) => `/ranking-query/${ref(queryId)}`,
  question: (queryId: string | number) => `/question-query/${ref(queryId)}`,
  rankingRecommendations: (queryId: string | number) => `/recommendations/ranking-query/${ref(queryId)}`,
  questionRecommendations: (queryId: string | number) => `/recommendations/question-query/${ref(queryId)}`,
  /** Back target: the brand, else the dashboard (spec 2). */
  back: (projectId: string | undefined) => (projectId ? paths.projectTable(projectId) : paths.dashboard),
} as const;

/** The route's id, or the queryId search parameter (spec 2: "param queryId or id"). */
export const queryIdOf = (params: { id?: string }, search: URLSearchParams): string =>
  (params.id ?? search.get('queryId') ?? '').trim();
