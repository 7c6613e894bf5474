// SQL of project tags and of their assignment to prompts.
import type { Queryable } from '../../db/database.ts';

export interface TagRow {
  id: number;
  name: string;
}

export const tagRepo = {
  async list(q: Queryable, projectId: number): Promise<TagRow[]> {
    const { rows } = await q.query<TagRow>(
      'SELECT id, name FROM tags WHERE project_id = $1 ORDER BY lower(name), id',
      [projectId],
    );
    return rows;
  },

  /** Inserts a tag (a name clash raises the unique violation). */
  async insert(q: Queryable, projectId: number, name: string): Promise<TagRow> {
    const { rows } = await q.query<TagRow>(
      'INSERT INTO tags (project_id, name) VALUES ($1, $2) RETURNING id, name',
      [projectId, name],
    );
    return rows[0];
  },

  /** The renamed tag, or null when the project has no such tag (a name clash raises the unique violation). */
  async rename(q: Queryable, projectId: number, tagId: number, name: string): Promise<TagRow | null> {
    const { rows } = await q.query<TagRow>(
      'UPDATE tags SET name = $3 WHERE project_id = $1 AND id = $2 RETURNING id, name',
      [projectId, tagId, name],
    );
    return rows[0] ?? null;
  },

  /** Whether the project had the tag (its assignments go with it). */
  async delete(q: Queryable, projectId: number, tagId: number): Promise<boolean> {
    const { rows } = await q.query('DELETE FROM tags WHERE project_id = $1 AND id = $2 RETURNING id', [
      projectId,
      tagId,
    ]);
    return rows.length > 0;
  },

  /** The prompt id when both the tag and the prompt (uuid or id) belong to the project, else null. */
  async promptOfTag(
    q: Queryable,
    projectId: number,
    tagId: number,
    promptRef: string,
  ): Promise<number | null> {
    const byUuid = promptRef.includes('-');
    const { rows } = await q.query<{ prompt_id: number }>(
      `SELECT p.id AS prompt_id FROM tags t JOIN prompts p ON p.project_id = t.project_id
       WHERE t.project_id = $1 AND t.id = $2 AND ${byUuid ? 'p.uuid = $3::uuid' : 'p.id = $3::int'}`,
      [projectId, tagId, promptRef],
    );
    return rows[0]?.prompt_id ?? null;
  },

  async assign(q: Queryable, promptId: number, tagId: number) {
    await q.query('INSERT INTO prompt_tags (prompt_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      promptId,
      tagId,
    ]);
  },

  async unassign(q: Queryable, promptId: number, tagId: number) {
    await q.query('DELETE FROM prompt_tags WHERE prompt_id = $1 AND tag_id = $2', [promptId, tagId]);
  },

  /** How many of these ids are tags of the project. */
  async countOfProject(q: Queryable, projectId: number, tagIds: readonly number[]): Promise<number> {
    const { rows } = await q.query<{ found: number }>(
      'SELECT count(*)::int AS found FROM tags WHERE project_id = $1 AND id = ANY($2::int[])',
      [projectId, tagIds],
    );
    return rows[0].found;
  },

  /** Gives the prompt exactly these tags: one statement for the removed ones, one for the added. */
  async replaceForPrompt(q: Queryable, promptId: number, tagIds: readonly number[]) {
    await q.query('DELETE FROM prompt_tags WHERE prompt_id = $1 AND NOT (tag_id = ANY($2::int[]))', [
      promptId,
      tagIds,
    ]);
    await q.query(
      'INSERT INTO prompt_tags (prompt_id, tag_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [promptId, tagIds],
    );
  },
};
