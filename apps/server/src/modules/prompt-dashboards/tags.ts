// Project tags: list, create, rename, delete, assign to / unassign from prompts, and set all of a
// prompt's tags at once (inside the prompt save's transaction).
import { promptDashboardMessages } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export const tagRepo = {
  async list(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ id: number; name: string }>(
      'SELECT id, name FROM tags WHERE project_id = $1 ORDER BY lower(name), id',
      [projectId],
    );
    return rows;
  },
  async create(q: Queryable, projectId: number, name: string) {
    try {
      const { rows } = await q.query<{ id: number; name: string }>(
        'INSERT INTO tags (project_id, name) VALUES ($1, $2) RETURNING id, name',
        [projectId, name],
      );
      return rows[0];
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(promptDashboardMessages.tagExists);
      throw err;
    }
  },
  async rename(q: Queryable, projectId: number, tagId: number, name: string) {
    try {
      const { rows } = await q.query<{ id: number; name: string }>(
        'UPDATE tags SET name = $3 WHERE project_id = $1 AND id = $2 RETURNING id, name',
        [projectId, tagId, name],
      );
      if (!rows[0]) throw notFound(promptDashboardMessages.tagNotFound);
      return rows[0];
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(promptDashboardMessages.tagExists);
      throw err;
    }
  },
  async delete(q: Queryable, projectId: number, tagId: number) {
    const { rows } = await q.query('DELETE FROM tags WHERE project_id = $1 AND id = $2 RETURNING id', [
      projectId,
      tagId,
    ]);
    if (!rows[0]) throw notFound(promptDashboardMessages.tagNotFound);
  },
  /**
   * Assigns (or with assign false removes) a tag of the project to one of its prompts, named by its
   * uuid or its id (validated by the contract).
   */
  async assign(q: Queryable, projectId: number, tagId: number, promptRef: string, assign: boolean) {
    const byUuid = promptRef.includes('-');
    const { rows } = await q.query<{ tag_id: number; prompt_id: number }>(
      `SELECT t.id AS tag_id, p.id AS prompt_id FROM tags t JOIN prompts p ON p.project_id = t.project_id
       WHERE t.project_id = $1 AND t.id = $2 AND ${byUuid ? 'p.uuid = $3::uuid' : 'p.id = $3::int'}`,
      [projectId, tagId, promptRef],
    );
    const hit = rows[0];
    if (!hit) throw notFound(promptDashboardMessages.tagNotFound);
    await q.query(
      assign
        ? 'INSERT INTO prompt_tags (prompt_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM prompt_tags WHERE prompt_id = $1 AND tag_id = $2',
      [hit.prompt_id, hit.tag_id],
    );
  },
  /**
   * Gives a prompt of the project exactly these tags of the project (one statement each for the
   * removed and the added ones); any id that is not a tag of the project is a 404 and changes nothing.
   */
  async setForPrompt(q: Queryable, projectId: number, promptId: number, tagIds: readonly number[]) {
    const wanted = [...new Set(tagIds)];
    const { rows } = await q.query<{ found: number }>(
      'SELECT count(*)::int AS found FROM tags WHERE project_id = $1 AND id = ANY($2::int[])',
      [projectId, wanted],
    );
    if (rows[0].found !== wanted.length) throw notFound(promptDashboardMessages.tagNotFound);
    await q.query('DELETE FROM prompt_tags WHERE prompt_id = $1 AND NOT (tag_id = ANY($2::int[]))', [
      promptId,
      wanted,
    ]);
    await q.query(
      `INSERT INTO prompt_tags (prompt_id, tag_id) SELECT $1, unnest($2::int[])
       ON CONFLICT DO NOTHING`,
      [promptId, wanted],
    );
  },
};
