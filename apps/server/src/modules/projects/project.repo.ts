// SQL for projects (brands).
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

export interface ExecutionSummaryRow {
  id: number;
  uuid: string;
  executed_at: Date;
  status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
}

/** The user's access to a project: OWNER, or the permission of an accepted share. */
export type Access = 'OWNER' | 'EDIT' | 'VIEW';

const FIELD_NAMES = [
  'title',
  'description',
  'entity_name',
  'entity_label',
  'location',
  'domain',
  'entity_website',
  'aliases',
  'ai_engines',
  'scheduled_day',
  'scheduled_hour',
  'timezone',
  'next_execution_at',
] as const;

const values = (f: ProjectFields) => FIELD_NAMES.map((k) => f[k]);

export const projectRepo = {
  async insert(q: Queryable, ownerId: number, f: ProjectFields, picture: string | null): Promise<ProjectRow> {
    const columns = [...FIELD_NAMES, 'entity_picture', 'owner_id'];
    const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
    const { rows } = await q.query<ProjectRow>(
      `INSERT INTO projects (${columns.join(', ')}) VALUES (${placeholders}) RETURNING *`,
      [...values(f), picture, ownerId],
    );
    return rows[0];
  },

  async update(
    q: Queryable,
    id: number,
    f: ProjectFields,
    picture: string | null | undefined,
  ): Promise<ProjectRow> {
    const sets = FIELD_NAMES.map((k, i) => `${k} = $${i + 2}`);
    const params: unknown[] = [id, ...values(f)];
    if (picture !== undefined) {
      params.push(picture);
      sets.push(`entity_picture = $${params.length}`);
    }
    const { rows } = await q.query<ProjectRow>(
      `UPDATE projects SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
      params as never[],
    );
    return rows[0];
  },

  /** The current logo, with the row locked so concurrent saves replace logos one after another. */
  async logoForUpdate(q: Queryable, id: number): Promise<string | null> {
    const { rows } = await q.query<{ entity_picture: string | null }>(
      'SELECT entity_picture FROM projects WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0]?.entity_picture ?? null;
  },

  async delete(q: Queryable, id: number) {
    await q.query('DELETE FROM projects WHERE id = $1', [id]);
  },

  /** A project by uuid or integer id, with the user's access to it; null when they have none. */
  async findForUser(
    q: Queryable,
    ref: string,
    userId: number,
  ): Promise<(ProjectRow & { access: Access }) | null> {
    const byUuid = ref.includes('-');
    const { rows } = await q.query<ProjectRow & { access: Access | null }>(
      `SELECT p.*,
         CASE WHEN p.owner_id = $2 THEN 'OWNER' ELSE s.permission END AS access
       FROM projects p
       LEFT JOIN project_shares s ON s.project_id = p.id AND s.user_id = $2 AND s.status = 'ACCEPTED'
       WHERE ${byUuid ? 'p.uuid = $1::uuid' : 'p.id = $1::int'}`,
      [ref, userId],
    );
    const row = rows[0];
    return row?.access ? (row as ProjectRow & { access: Access }) : null;
  },

  /** Projects the user owns or has accepted shares of, newest first. */
  async listForUser(q: Queryable, userId: number): Promise<(ProjectRow & { access: Access })[]> {
    const { rows } = await q.query<ProjectRow & { access: Access }>(
      `SELECT p.*, 'OWNER' AS access FROM projects p WHERE p.owner_id = $1
       UNION ALL
       SELECT p.*, s.permission AS access FROM projects p
         JOIN project_shares s ON s.project_id = p.id AND s.user_id = $1 AND s.status = 'ACCEPTED'
       ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows;
  },

  /** Each project's newest execution. */
  async lastExecutions(q: Queryable, projectIds: number[]) {
    const { rows } = await q.query<ExecutionSummaryRow & { project_id: number }>(
      `SELECT DISTINCT ON (project_id) project_id, id, uuid, executed_at, status
       FROM report_executions WHERE project_id = ANY($1::int[]) ORDER BY project_id, executed_at DESC, id DESC`,
      [projectIds],
    );
    return new Map(rows.map((r) => [r.project_id, r]));
  },
};
