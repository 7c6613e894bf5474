// The one authorization policy of project-scoped calls: owners may do everything; an accepted
// share grants VIEW (read) or EDIT (also prompts, competitors, tags, runs, the brand's details).
// Deleting a brand, its schedule and its shares are the owner's. Without access (a stranger, a pending
// invitee, a revoked or rejected share) the project does not exist for the caller. Every request reads
// the share afresh, so a revoke or a permission change holds from the next request on.
import { brandAccessMessages, projectMessages } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { type Access, type ProjectFields, type ProjectRow, projectRepo } from './project.repo.ts';

export type Permission = 'VIEW' | 'EDIT' | 'OWNER';

const RANK: Record<Access, number> = { VIEW: 1, EDIT: 2, OWNER: 3 };

const can = (access: Access, permission: Permission) => RANK[access] >= RANK[permission];

/** What a caller without `permission` is told: view-only collaborators and owner-only actions differ. */
const refusalOf = (permission: Permission) =>
  permission === 'OWNER' ? brandAccessMessages.ownerOnly : brandAccessMessages.viewOnly;

/**
 * The project with the caller's access, or 404 without access and 403 below `permission`;
 * `refusal` names the owner-only action when there is a clearer text than the generic one.
 */
export const requireProjectAccess = async (
  q: Queryable,
  userId: number,
  ref: string,
  permission: Permission,
  refusal: string = refusalOf(permission),
): Promise<ProjectRow & { access: Access }> => {
  const project = await projectRepo.findForUser(q, ref, userId);
  if (!project) throw notFound(projectMessages.projectNotFound);
  if (!can(project.access, permission)) throw forbidden(refusal);
  return project;
};

/** Every project the user can see: owned, or shared with them and accepted. */
export const accessibleProjects = (q: Queryable, userId: number) => projectRepo.listForUser(q, userId);

/**
 * The owner of a project the caller can see, else null: writes on a brand are decided by its
 * owner's plan (the read-only policy asks this before the route runs).
 */
export const brandOwnerFor = async (q: Queryable, userId: number, ref: string): Promise<number | null> =>
  (await projectRepo.findForUser(q, ref, userId))?.owner_id ?? null;

/** An editor saves the brand's details with its schedule as it is; only the owner changes the schedule. */
export const requireScheduleChange = (
  project: ProjectRow & { access: Access },
  fields: Pick<ProjectFields, 'scheduled_day' | 'scheduled_hour' | 'timezone'>,
) => {
  if (project.access === 'OWNER') return;
  const changed =
    fields.scheduled_day !== project.scheduled_day ||
    fields.scheduled_hour !== project.scheduled_hour ||
    fields.timezone !== project.timezone;
  if (changed) throw forbidden(brandAccessMessages.scheduleOwnerOnly);
};
