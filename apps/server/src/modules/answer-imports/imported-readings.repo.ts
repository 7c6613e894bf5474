// SQL of imported answers' readings: the stored reading of one answer, the answers that can be read
// again, and the imported roll-ups rebuilt per project and day from the stored readings.
import type { Correction } from '../../analysis/corrections.ts';
import type { Queryable } from '../../db/database.ts';
import type { ImportedReading } from './imported-readings.ts';

/** An imported answer with what reading it again takes: its text, prompt, brand and correction. */
export interface StoredImported {
  id: number;
  project_id: number;
  engine: string;
  day: string;
  answer_text: string;
  query_text: string;
  entity_name: string;
  entity_label: string;
  aliases: string[];
  domain: string;
  sources: { url: string; title?: string }[];
  correction: Correction | null;
}

/** Imported answers that can be read again: those whose text the retention policy has not removed. */
const STORED_IMPORTED = `SELECT ia.id, ia.project_id, ia.engine,
    to_char((ia.captured_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, ia.answer_text, p.query_text,
    pr.entity_name, pr.entity_label, pr.aliases, pr.domain, ia.sources,
    (SELECT json_build_object('kind', c.kind, 'position', c.position) FROM answer_corrections c
      WHERE c.imported_answer_id = ia.id AND c.withdrawn_at IS NULL) AS correction
  FROM imported_answers ia JOIN prompts p ON p.id = ia.prompt_id JOIN projects pr ON pr.id = ia.project_id
  WHERE ia.answer_text IS NOT NULL`;

const CAPTURE_DAY = `(captured_at AT TIME ZONE 'UTC')::date`;

export const importedReadingRepo = {
  async stored(q: Queryable, id: number): Promise<StoredImported | null> {
    const { rows } = await q.query<StoredImported>(`${STORED_IMPORTED} AND ia.id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** The scope's imported answers read by another analyzer version (all of them with `all`), by id. */
  async toReanalyze(
    q: Queryable,
    options: { projectId?: number; all?: boolean; analyzerVersion: string },
  ): Promise<StoredImported[]> {
    const { rows } = await q.query<StoredImported>(
      `${STORED_IMPORTED} AND ($1::int IS NULL OR ia.project_id = $1)
         AND ($2::boolean OR ia.analyzer_version IS DISTINCT FROM $3) ORDER BY ia.id`,
      [options.projectId ?? null, options.all ?? false, options.analyzerVersion],
    );
    return rows;
  },

  async store(q: Queryable, id: number, r: ImportedReading) {
    await q.query(
      `UPDATE imported_answers SET analyzer_version = $2, mention = $3, position = $4, ranking = $5::jsonb,
         spans = $6::jsonb, sources = $7::jsonb, entities = $8::jsonb, refused = $9 WHERE id = $1`,
      [
        id,
        r.analyzerVersion,
        r.mention,
        r.position,
        JSON.stringify(r.ranking),
        JSON.stringify(r.spans),
        JSON.stringify(r.sources),
        JSON.stringify(r.entities),
        r.refused,
      ],
    );
  },

  /** Rebuilds the imported roll-ups of the project's days (YYYY-MM-DD) from its imported answers. */
  async rebuildRollups(q: Queryable, projectId: number, days: readonly string[]) {
    if (days.length === 0) return;
    const params = [projectId, [...new Set(days)]];
    for (const table of ['imported_metrics_daily', 'imported_entity_metrics_daily'])
      await q.query(`DELETE FROM ${table} WHERE project_id = $1 AND day = ANY($2::date[])`, params);
    const ofDays = `project_id = $1 AND ${CAPTURE_DAY} = ANY($2::date[])`;
    await q.query(
      `INSERT INTO imported_metrics_daily (project_id, prompt_id, engine, day, answers, refused, mentions,
         position_sum, position_count, position_sq_sum)
       SELECT project_id, prompt_id, engine, ${CAPTURE_DAY}, count(*) FILTER (WHERE NOT refused),
         count(*) FILTER (WHERE refused), count(*) FILTER (WHERE mention IN ('RECOMMENDED', 'MENTIONED')),
         coalesce(sum(position), 0), count(position), coalesce(sum(position::int * position), 0)
       FROM imported_answers WHERE ${ofDays} GROUP BY 1, 2, 3, 4`,
      params,
    );
    await q.query(
      `INSERT INTO imported_entity_metrics_daily (project_id, prompt_id, engine, day, entity_key, name, is_brand,
         mentions, position_sum, position_count, position_sq_sum)
       SELECT project_id, prompt_id, engine, ${CAPTURE_DAY}, e.entity_key, min(e.name), bool_or(e.is_brand), count(*),
         coalesce(sum(e.position), 0), count(e.position), coalesce(sum(e.position * e.position), 0)
       FROM imported_answers,
         jsonb_to_recordset(entities) AS e(entity_key text, name text, position int, is_brand boolean)
       WHERE ${ofDays} GROUP BY 1, 2, 3, 4, 5`,
      params,
    );
  },
};
