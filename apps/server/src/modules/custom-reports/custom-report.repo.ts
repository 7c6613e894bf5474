// SQL of custom reports: their definitions, the model's cached analyses, and the latest rated answer
// of each accuracy prompt and engine within a period.
import type { CustomReportDataType } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { AnalysisCache } from './report-analysis.ts';

export interface CustomReportRow {
  id: number;
  uuid: string;
  project_id: number;
  title: string;
  start_date: string;
  end_date: string;
  data_types: CustomReportDataType[];
  analyses: AnalysisCache;
  created_at: Date;
}

export interface AccuracyAnswerRow {
  prompt_id: number;
  engine: string;
  rating: number | null;
  response: string | null;
  text_removed_at: Date | null;
  justification: string | null;
  sources: string[];
}

const COLUMNS = `id, uuid, project_id, title, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, data_types, analyses, created_at`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const customReportRepo = {
  async insert(
    q: Queryable,
    r: { projectId: number; userId: number; title: string; start: string; end: string; types: string[] },
  ): Promise<CustomReportRow> {
    const { rows } = await q.query<CustomReportRow>(
      `INSERT INTO custom_reports (project_id, created_by, title, start_date, end_date, data_types)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [r.projectId, r.userId, r.title, r.start, r.end, r.types],
    );
    return rows[0];
  },

  async list(q: Queryable, projectId: number): Promise<CustomReportRow[]> {
    const { rows } = await q.query<CustomReportRow>(
      `SELECT ${COLUMNS} FROM custom_reports WHERE project_id = $1 ORDER BY created_at DESC, id DESC`,
      [projectId],
    );
    return rows;
  },

  /** A report of the project by id or uuid (repos tell them apart by the dash). */
  async byRef(q: Queryable, projectId: number, ref: string): Promise<CustomReportRow | null> {
    const { rows } = await q.query<CustomReportRow>(
      `SELECT ${COLUMNS} FROM custom_reports WHERE project_id = $1 AND ${UUID.test(ref) ? 'uuid = $2::uuid' : 'id = $2::int'}`,
      [projectId, ref],
    );
    return rows[0] ?? null;
  },

  async saveAnalyses(q: Queryable, id: number, analyses: AnalysisCache) {
    await q.query('UPDATE custom_reports SET analyses = $2 WHERE id = $1', [id, analyses]);
  },

  /** Per accuracy prompt and engine, the newest completed answer of the period with its cited sources. */
  async latestAccuracyAnswers(
    q: Queryable,
    projectId: number,
    start: string,
    end: string,
  ): Promise<AccuracyAnswerRow[]> {
    const { rows } = await q.query<AccuracyAnswerRow>(
      `SELECT DISTINCT ON (a.prompt_id, a.engine) a.prompt_id, a.engine, a.rating,
         a.answer_text AS response, a.text_removed_at, a.justification,
         coalesce((SELECT array_agg(s.url ORDER BY s.id) FROM answer_sources s
                   WHERE s.answer_id = a.id AND s.kind = 'CITED'), '{}') AS sources
       FROM answers a JOIN prompts p ON p.id = a.prompt_id AND p.kind = 'QUESTION'
       WHERE a.project_id = $1 AND a.status = 'COMPLETED'
         AND a.collected_at >= $2::date AND a.collected_at < $3::date + 1
       ORDER BY a.prompt_id, a.engine, a.collected_at DESC, a.sample`,
      [projectId, start, end],
    );
    return rows;
  },
};
