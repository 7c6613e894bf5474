// Where the prompt dashboards lead back to, and which prompt a dashboard route names (analysis spec 2).
import { paths } from '../../app/paths.ts';

/** Back target: the brand, else the dashboard (spec 2). */
export const backToProject = (projectId: string | undefined) =>
  projectId ? paths.projectTable(projectId) : paths.dashboard;

/** The route's id, or the queryId search parameter (spec 2: "param queryId or id"). */
export const queryIdOf = (params: { id?: string }, search: URLSearchParams): string =>
  (params.id ?? search.get('queryId') ?? '').trim();
