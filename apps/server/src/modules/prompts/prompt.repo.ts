// SQL for ranking prompts (kind RANKING) and accuracy prompts (kind QUESTION).
import type { Queryable } from '../../db/database.ts';

export type PromptKind = 'RANKING' | 'QUESTION';

export interface PromptRow {
  id: number;
  uuid: string;
  project_id: number;
  kind: PromptKind;
  query_text: string;
  expected_response: string | null;
  created_at: Date;
  tags: { id: number; name: string }[];
}

const SELECT = `SELECT p.*, coalesce(
    (SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
     FROM prompt_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.prompt_id = p.id), '[]') AS tags
  FROM prompts p`;

export const promptRepo = {
  async list(q: Queryable, projectIds: number[], kind?: PromptKind): Promise<PromptRow[]> {
    const { rows } = await q.query<PromptRow>(
      `${SELECT} WHERE p.project_id = ANY($1::int[]) ${kind ? 'AND p.kind = $2' : ''} ORDER BY p.created_at, p.id`,
      kind ? [projectIds, kind] : [projectIds],
    );
    return rows;
  },

  async get(q: Queryable, projectId: number, kind: PromptKind, id: number): Promise<PromptRow | null> {
    const { rows } = await q.query<PromptRow>(
      `${SELECT} WHERE p.project_id = $1 AND p.kind = $2 AND p.id = $3`,
      [projectId, kind, id],
    );
    return rows[0] ?? null;
  },

  async insert(q: Queryable, projectId: number, kind: PromptKind, text: string, expected: string | null) {
    const { rows } = await q.query<{ id: number }>(
      'INSERT INTO prompts (project_id, kind, query_text, expected_response) VALUES ($1, $2, $3, $4) RETURNING id',
      [projectId, kind, text, expected],
    );
    return rows[0].id;
  },

  async update(q: Queryable, id: number, text: string, expected: string | null) {
    await q.query(
      'UPDATE prompts SET query_text = $2, expected_response = coalesce($3, expected_response), updated_at = now() WHERE id = $1',
      [id, text, expected],
    );
  },

  async delete(q: Queryable, ids: number[]) {
    if (ids.length > 0) await q.query('DELETE FROM prompts WHERE id = ANY($1::int[])', [ids]);
  },

  async countByProject(q: Queryable, projectIds: number[]) {
    const { rows } = await q.query<{ project_id: number; ranking: number; question: number }>(
      `SELECT project_id, count(*) FILTER (WHERE kind = 'RANKING')::int AS ranking,
         count(*) FILTER (WHERE kind = 'QUESTION')::int AS question
       FROM prompts WHERE project_id = ANY($1::int[]) GROUP BY project_id`,
      [projectIds],
    );
    return new Map(rows.map((r) => [r.project_id, r]));
  },
};
