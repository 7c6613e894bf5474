// A dashboard prompt is visible when its project is VIEW-accessible to the caller (the one project
// access policy); otherwise it does not exist.
import { promptDashboardMessages } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { type DashboardPrompt, dashboardRepo } from './dashboard.repo.ts';

export const requirePrompt = async (
  q: Queryable,
  userId: number,
  ref: string,
  kind: DashboardPrompt['kind'],
): Promise<{ prompt: DashboardPrompt; project: ProjectRow }> => {
  const prompt = await dashboardRepo.findPrompt(q, ref, kind);
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
