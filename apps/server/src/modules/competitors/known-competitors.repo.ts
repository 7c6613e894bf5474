// SQL for the competitors a user lists for a brand (project_competitors) and the brand's aliases.
import type { Queryable } from '../../db/database.ts';

export interface KnownCompetitorRow {
  id: number;
  project_id: number;
  name: string;
  aliases: string[];
  domain: string;
  created_at: Date;
}

export interface KnownCompetitorFields {
  name: string;
  aliases: string[];
  domain: string;
}

export const knownCompetitorRepo = {
  async list(q: Queryable, projectId: number): Promise<KnownCompetitorRow[]> {
    const { rows } = await q.query<KnownCompetitorRow>(
      'SELECT * FROM project_competitors WHERE project_id = $1 ORDER BY lower(name), id',
      [projectId],
    );
    return rows;
  },

  async get(q: Queryable, projectId: number, id: number): Promise<KnownCompetitorRow | null> {
    const { rows } = await q.query<KnownCompetitorRow>(
      'SELECT * FROM project_competitors WHERE project_id = $1 AND id = $2',
      [projectId, id],
    );
    return rows[0] ?? null;
  },

  async insert(q: Queryable, projectId: number, f: KnownCompetitorFields): Promise<KnownCompetitorRow> {
    const { rows } = await q.query<KnownCompetitorRow>(
      `INSERT INTO project_competitors (project_id, name, aliases, domain)
       VALUES ($1, $2, $3::text[], $4) RETURNING *`,
      [projectId, f.name, f.aliases, f.domain],
    );
    return rows[0];
  },

  async update(q: Queryable, id: number, f: KnownCompetitorFields): Promise<KnownCompetitorRow> {
    const { rows } = await q.query<KnownCompetitorRow>(
      'UPDATE project_competitors SET name = $2, aliases = $3::text[], domain = $4 WHERE id = $1 RETURNING *',
      [id, f.name, f.aliases, f.domain],
    );
    return rows[0];
  },

  async delete(q: Queryable, id: number) {
    await q.query('DELETE FROM project_competitors WHERE id = $1', [id]);
  },

  /** Serialises writes to one brand's list, so the duplicate and count checks hold under concurrency. */
  async lockProject(q: Queryable, projectId: number) {
    await q.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
  },

  async setBrandAliases(q: Queryable, projectId: number, aliases: string[]): Promise<string[]> {
    const { rows } = await q.query<{ aliases: string[] }>(
      'UPDATE projects SET aliases = $2::text[], updated_at = now() WHERE id = $1 RETURNING aliases',
      [projectId, aliases],
    );
    return rows[0]?.aliases ?? [];
  },
};
