import type { Queryable } from '../../db/database.ts';
import { type Access, type ProjectRow } from './project.repo.ts';
export type Permission = 'VIEW' | 'EDIT' | 'OWNER';
export declare const can: (access: Access, permission: Permission) => boolean;
export declare const requireProjectAccess: (
  q: Queryable,
  userId: number,
  ref: string,
  permission: Permission,
) => Promise<
  ProjectRow & {
    access: Access;
  }
>;
