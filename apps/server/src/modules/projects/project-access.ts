// The one authorization policy of project-scoped calls: owners may do everything; an accepted
// share grants VIEW (read) or EDIT (write). Without access the project does not exist for the caller.
import { projectMessages } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { type Access, type ProjectRow, projectRepo } from './project.repo.ts';

export type Permission = 'VIEW' | 'EDIT' | 'OWNER';

const RANK: Record<Access, number> = { VIEW: 1, EDIT: 2, OWNER: 3 };

const can = (access: Access, permission: Permission) => RANK[access] >= RANK[permission];

export const requireProjectAccess = async (
  q: Queryable,
  userId: number,
  ref: string,
  permission: Permission,
): Promise<ProjectRow & { access: Access }> => {
  const project = await projectRepo.findForUser(q, ref, userId);
  if (!project) throw notFound(projectMessages.projectNotFound);
  if (!can(project.access, permission)) throw forbidden('You do not have permission to change this project.');
  return project;
};

/** Every project the user can see: owned, or shared with them and accepted. */
export const accessibleProjects = (q: Queryable, userId: number) => projectRepo.listForUser(q, userId);
