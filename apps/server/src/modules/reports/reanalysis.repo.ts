// SQL of the stored answers a re-analysis reads again: answered or refused answers that still have
// their text, with their prompt, brand, sources and active correction.
import type { Correction } from '../../analysis/corrections.ts';
import type { Queryable } from '../../db/database.ts';

export interface StoredAnswer {
  id: number;
  execution_id: number;
  project_id: number;
  engine: string;
  day: string;
  answer_text: string;
  query_text: string;
  entity_name: string;
  entity_label: string;
  aliases: string[];
  domain: string;
  sources: { url: string; title: string | null; kind: 'CITED' | 'RETRIEVED' }[];
  correction: Correction | null;
}

const STORED_ANSWERS = `SELECT a.id, a.execution_id, a.project_id, a.engine,
    to_char((e.executed_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
    a.answer_text, p.query_text, pr.entity_name, pr.entity_label, pr.aliases, pr.domain,
    coalesce((SELECT json_agg(json_build_object('url', s.url, 'title', s.title, 'kind', s.kind) ORDER BY s.id)
      FROM answer_sources s WHERE s.answer_id = a.id), '[]') AS sources,
    (SELECT json_build_object('kind', c.kind, 'position', c.position) FROM answer_corrections c
      WHERE c.answer_id = a.id AND c.withdrawn_at IS NULL) AS correction
  FROM answers a JOIN report_executions e ON e.id = a.execution_id JOIN prompts p ON p.id = a.prompt_id
    JOIN projects pr ON pr.id = a.project_id
  WHERE a.status IN ('COMPLETED', 'REFUSED') AND a.answer_text IS NOT NULL`;

export const reanalysisRepo = {
  async answer(q: Queryable, answerId: number): Promise<StoredAnswer | null> {
    const { rows } = await q.query<StoredAnswer>(`${STORED_ANSWERS} AND a.id = $1`, [answerId]);
    return rows[0] ?? null;
  },

  /**
   * The next `limit` answers after id `after` (keyset pages by id) of the scope, those read by
   * another analyzer version unless `all`.
   */
  async page(
    q: Queryable,
    after: number,
    scope: { projectId?: number; all?: boolean; analyzerVersion: string },
    limit: number,
  ): Promise<StoredAnswer[]> {
    const { rows } = await q.query<StoredAnswer>(
      `${STORED_ANSWERS} AND a.id > $1 AND ($2::int IS NULL OR a.project_id = $2)
         AND ($3::boolean OR a.analyzer_version IS DISTINCT FROM $4)
       ORDER BY a.id LIMIT $5`,
      [after, scope.projectId ?? null, scope.all ?? false, scope.analyzerVersion, limit],
    );
    return rows;
  },
};
