// SQL of imported app answers: the brand's prompts and competitors, the import and its answers, and
// the app and API answers of one prompt and engine over a range of days (UTC).
import type { Queryable } from '../../db/database.ts';
import type { ImportedReading } from './imported-readings.ts';

export interface ImportedAnswerFields extends ImportedReading {
  promptId: number;
  engine: string;
  capturedAt: string;
  text: string;
}

export interface ComparedRow {
  simulated?: boolean;
  id?: number;
  captured_at?: Date;
  corrected?: boolean;
  mention: string | null;
  position: number | null;
  domains: string[];
}

export const answerImportsRepo = {
  async prompts(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ id: number; query_text: string }>(
      'SELECT id, query_text FROM prompts WHERE project_id = $1',
      [projectId],
    );
    return rows;
  },

  /** The id of the brand's ranking prompt named by uuid or integer id, or null. */
  async rankingPromptId(q: Queryable, projectId: number, ref: string) {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM prompts WHERE ${ref.includes('-') ? 'uuid = $1::uuid' : 'id = $1::int'}
         AND project_id = $2 AND kind = 'RANKING'`,
      [ref, projectId],
    );
    return rows[0]?.id ?? null;
  },

  async competitors(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ name: string; aliases: string[] }>(
      'SELECT name, aliases FROM project_competitors WHERE project_id = $1',
      [projectId],
    );
    return rows;
  },

  async insert(
    q: Queryable,
    projectId: number,
    userId: number,
    fileName: string | null,
    answers: ImportedAnswerFields[],
  ) {
    const { rows } = await q.query<{ id: number }>(
      'INSERT INTO answer_imports (project_id, created_by, file_name, answers) VALUES ($1, $2, $3, $4) RETURNING id',
      [projectId, userId, fileName, answers.length],
    );
    const json = (values: unknown[]) => values.map((v) => JSON.stringify(v));
    await q.query(
      `INSERT INTO imported_answers (import_id, project_id, prompt_id, engine, captured_at, answer_text, analyzer_version,
         mention, position, ranking, spans, sources, entities, refused)
       SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::text[],
         $9::int[], $10::jsonb[], $11::jsonb[], $12::jsonb[], $13::jsonb[], $14::boolean[])`,
      [
        rows[0].id,
        projectId,
        answers.map((a) => a.promptId),
        answers.map((a) => a.engine),
        answers.map((a) => a.capturedAt),
        answers.map((a) => a.text),
        answers.map((a) => a.analyzerVersion),
        answers.map((a) => a.mention),
        answers.map((a) => a.position),
        json(answers.map((a) => a.ranking)),
        json(answers.map((a) => a.spans)),
        json(answers.map((a) => a.sources)),
        json(answers.map((a) => a.entities)),
        answers.map((a) => a.refused),
      ],
    );
    return rows[0].id;
  },

  async list(q: Queryable, projectId: number) {
    const { rows } = await q.query<{
      id: number;
      file_name: string | null;
      answers: number;
      created_at: Date;
      created_by: string | null;
    }>(
      `SELECT i.id, i.file_name, i.answers, i.created_at, u.name AS created_by
       FROM answer_imports i LEFT JOIN users u ON u.id = i.created_by
       WHERE i.project_id = $1 ORDER BY i.created_at DESC, i.id DESC`,
      [projectId],
    );
    return rows;
  },

  /** Deletes the brand's import with its answers; the UTC days they were captured on, or null without it. */
  async remove(q: Queryable, projectId: number, importId: number) {
    const { rows } = await q.query<{ days: string[] | null }>(
      `SELECT (SELECT array_agg(DISTINCT to_char((ia.captured_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD'))
         FROM imported_answers ia WHERE ia.import_id = i.id) AS days
       FROM answer_imports i WHERE i.id = $2 AND i.project_id = $1`,
      [projectId, importId],
    );
    if (!rows[0]) return null;
    await q.query('DELETE FROM answer_imports WHERE id = $1', [importId]);
    return rows[0].days ?? [];
  },

  /** The days the app answers of a prompt and engine were captured on (UTC), or nulls without any. */
  async appDays(q: Queryable, projectId: number, promptId: number, engine: string) {
    const { rows } = await q.query<{ first: string | null; last: string | null }>(
      `SELECT to_char(min((captured_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS first,
         to_char(max((captured_at AT TIME ZONE 'UTC')::date), 'YYYY-MM-DD') AS last
       FROM imported_answers WHERE project_id = $1 AND prompt_id = $2 AND engine = $3`,
      [projectId, promptId, engine],
    );
    return rows[0];
  },

  /** The app answers of a prompt and engine captured in the days, newest first (refusals compare nothing). */
  async appAnswers(
    q: Queryable,
    projectId: number,
    promptId: number,
    engine: string,
    from: string,
    to: string,
  ) {
    const { rows } = await q.query<Required<Omit<ComparedRow, 'simulated'>>>(
      `SELECT ia.id::int, ia.captured_at, ia.mention, ia.position,
         EXISTS (SELECT 1 FROM answer_corrections c WHERE c.imported_answer_id = ia.id AND c.withdrawn_at IS NULL)
           AS corrected,
         coalesce((SELECT array_agg(DISTINCT s->>'domain') FROM jsonb_array_elements(ia.sources) s), '{}') AS domains
       FROM imported_answers ia
       WHERE ia.project_id = $1 AND ia.prompt_id = $2 AND ia.engine = $3 AND NOT ia.refused
         AND (ia.captured_at AT TIME ZONE 'UTC')::date BETWEEN $4::date AND $5::date
       ORDER BY ia.captured_at DESC, ia.id DESC`,
      [projectId, promptId, engine, from, to],
    );
    return rows;
  },

  /** The API answers (collected, with text) of the same prompt and engine, by the day of their execution. */
  async apiAnswers(
    q: Queryable,
    projectId: number,
    promptId: number,
    engine: string,
    from: string,
    to: string,
  ) {
    const { rows } = await q.query<ComparedRow>(
      `SELECT a.simulated, a.mention, a.position,
         coalesce((SELECT array_agg(DISTINCT s.domain) FROM answer_sources s
           WHERE s.answer_id = a.id AND s.kind = 'CITED'), '{}') AS domains
       FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE a.project_id = $1 AND a.prompt_id = $2 AND a.engine = $3 AND a.status = 'COMPLETED'
         AND (e.executed_at AT TIME ZONE 'UTC')::date BETWEEN $4::date AND $5::date`,
      [projectId, promptId, engine, from, to],
    );
    return rows;
  },
};
