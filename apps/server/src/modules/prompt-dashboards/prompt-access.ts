// A dashboard prompt is visible when its project is VIEW-accessible to the caller; otherwise it does not exist.
import { promptDashboardMessages } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';

export interface DashboardPrompt {
  id: number;
  uuid: string;
  project_id: number;
  kind: 'RANKING' | 'QUESTION';
  query_text: string;
  expected_response: string | null;
}

export const requirePrompt = async (
  q: Queryable,
  userId: number,
  ref: string,
  kind: 'RANKING' | 'QUESTION',
): Promise<{ prompt: DashboardPrompt; project: ProjectRow }> => {
  const byUuid = ref.includes('-');
  const { rows } = await q.query<DashboardPrompt>(
    `SELECT id, uuid, project_id, kind, query_text, expected_response FROM prompts
     WHERE ${byUuid ? 'uuid = $1::uuid' : 'id = $1::int'} AND kind = $2`,
    [ref, kind],
  );
  const prompt = rows[0];
  if (!prompt) throw notFound(promptDashboardMessages.promptNotFound);
  try {
    const project = await requireProjectAccess(q, userId, String(prompt.project_id), 'VIEW');
    return { prompt, project };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404)
      throw notFound(promptDashboardMessages.promptNotFound);
    throw err;
  }
};
