import type { EngineCode, ScheduleDay } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
export interface ProjectRow {
  id: number;
  uuid: string;
  owner_id: number;
  title: string;
  description: string;
  entity_name: string;
  entity_label: string;
  location: string;
  domain: string;
  entity_website: string;
  aliases: string[];
  ai_engines: EngineCode[];
  entity_picture: string | null;
  scheduled_day: ScheduleDay | null;
  scheduled_hour: number | null;
  timezone: string;
  next_execution_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
export interface ProjectFields {
  title: string;
  description: string;
  entity_name: string;
  entity_label: string;
  location: string;
  domain: string;
  entity_website: string;
  aliases: string[];
  ai_engines: EngineCode[];
  scheduled_day: ScheduleDay | null;
  scheduled_hour: number | null;
  timezone: string;
  next_execution_at: Date | null;
}
/** The user's access to a project: OWNER, or the permission of an accepted share. */
export type Access = 'OWNER' | 'EDIT' | 'VIEW';
export declare const projectRepo: {
  insert(q: Queryable, ownerId: number, f: ProjectFields, picture: string | null): Promise<ProjectRow>;
  update(q: Queryable, id: number, f: ProjectFields, picture: string | null | undefined): Promise<ProjectRow>;
  delete(q: Queryable, id: number): Promise<void>;
  /** A project by uuid or integer id, with the user's access to it; null when they have none. */
  findForUser(
    q: Queryable,
    ref: string,
    userId: number,
  ): Promise<
    | (ProjectRow & {
        access: Access;
      })
    | null
  >;
  /** Projects the user owns or has accepted shares of, newest first. */
  listForUser(
    q: Queryable,
    userId: number,
  ): Promise<
    (ProjectRow & {
      access: Access;
    })[]
  >;
  sharedWithEmail(
    q: Queryable,
    ownerId: number,
    email: string,
  ): Promise<
    {
      id: number;
      uuid: string;
      project_id: number;
      project_uuid: string;
      project_title: string;
      permission: string;
    }[]
  >;
};
