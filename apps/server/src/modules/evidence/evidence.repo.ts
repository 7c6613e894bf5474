// SQL of answers as evidence: one answer (collected through an API, or imported from an engine's app)
// with its spans, sources and active correction; corrections written and withdrawn; the corrected
// answers of a brand as labelled cases.
import type { AnswerOrigin, AnswerSpans, CorrectionKind } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export interface EvidenceRow {
  id: number;
  engine: string;
  query_text: string;
  executed_at: Date;
  simulated: boolean;
  answer_text: string | null;
  /** Set once the retention policy removed the text (answer_text is then null). */
  text_removed_at: Date | null;
  mention: 'RECOMMENDED' | 'MENTIONED' | 'NEGATIVE' | 'ABSENT' | null;
  position: number | null;
  spans: AnswerSpans | null;
  analyzer_version: string | null;
  sources: { url: string; domain: string }[];
  correction: {
    kind: CorrectionKind;
    position: number | null;
    created_by: string | null;
    created_at: string;
  } | null;
}

export interface CorrectedAnswerRow {
  id: number;
  origin: AnswerOrigin;
  engine: string;
  query_text: string;
  answer_text: string;
  sources: { url: string; title: string | null }[];
  kind: CorrectionKind;
  position: number | null;
  competitors: { name: string; aliases: string[] }[];
}

/** The column of answer_corrections naming an answer of each origin. */
const TARGET = { api: 'answer_id', app: 'imported_answer_id' } as const satisfies Record<
  AnswerOrigin,
  string
>;

/** The active correction of the answer aliased a, as the evidence shows it. */
const correctionOf = (origin: AnswerOrigin) =>
  `(SELECT json_build_object('kind', c.kind, 'position', c.position, 'created_by', u.name, 'created_at', c.created_at)
    FROM answer_corrections c LEFT JOIN users u ON u.id = c.created_by
    WHERE c.${TARGET[origin]} = a.id AND c.withdrawn_at IS NULL) AS correction`;

const COMPETITORS = `coalesce((SELECT json_agg(json_build_object('name', pc.name, 'aliases', pc.aliases) ORDER BY pc.name)
  FROM project_competitors pc WHERE pc.project_id = a.project_id), '[]') AS competitors`;

export const evidenceRepo = {
  async find(q: Queryable, projectId: number, answerId: number): Promise<EvidenceRow | null> {
    const { rows } = await q.query<EvidenceRow>(
      `SELECT a.id, a.engine, p.query_text, e.executed_at, a.simulated, a.answer_text, a.text_removed_at, a.mention,
         a.position, a.spans, a.analyzer_version,
         coalesce((SELECT json_agg(json_build_object('url', s.url, 'domain', s.domain) ORDER BY s.id)
           FROM answer_sources s WHERE s.answer_id = a.id), '[]') AS sources,
         ${correctionOf('api')}
       FROM answers a JOIN report_executions e ON e.id = a.execution_id JOIN prompts p ON p.id = a.prompt_id
       WHERE a.id = $2 AND a.project_id = $1 AND a.status IN ('COMPLETED', 'NO_ANSWER', 'REFUSED')`,
      [projectId, answerId],
    );
    return rows[0] ?? null;
  },

  /** An imported app answer, dated by its capture. */
  async findImported(q: Queryable, projectId: number, answerId: number): Promise<EvidenceRow | null> {
    const { rows } = await q.query<EvidenceRow>(
      `SELECT a.id, a.engine, p.query_text, a.captured_at AS executed_at, false AS simulated, a.answer_text,
         a.text_removed_at, a.mention, a.position, a.spans, a.analyzer_version,
         (SELECT coalesce(json_agg(json_build_object('url', s->>'url', 'domain', s->>'domain')), '[]')
           FROM jsonb_array_elements(a.sources) s) AS sources,
         ${correctionOf('app')}
       FROM imported_answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.id = $2 AND a.project_id = $1`,
      [projectId, answerId],
    );
    return rows[0] ?? null;
  },

  /** Replaces the answer's active correction (the old one is withdrawn by the same user). */
  async correct(
    q: Queryable,
    origin: AnswerOrigin,
    answerId: number,
    userId: number,
    kind: CorrectionKind,
    position: number | null,
  ) {
    await evidenceRepo.withdraw(q, origin, answerId, userId);
    await q.query(
      `INSERT INTO answer_corrections (${TARGET[origin]}, kind, position, created_by) VALUES ($1, $2, $3, $4)`,
      [answerId, kind, position, userId],
    );
  },

  /** Withdraws the answer's active correction; false when it had none. */
  async withdraw(q: Queryable, origin: AnswerOrigin, answerId: number, userId: number): Promise<boolean> {
    const { rows } = await q.query(
      `UPDATE answer_corrections SET withdrawn_at = now(), withdrawn_by = $2
       WHERE ${TARGET[origin]} = $1 AND withdrawn_at IS NULL RETURNING id`,
      [answerId, userId],
    );
    return rows.length > 0;
  },

  /** The brand's answers of both origins under an active correction, oldest correction first. */
  async corrected(q: Queryable, projectId: number): Promise<CorrectedAnswerRow[]> {
    const { rows } = await q.query<CorrectedAnswerRow>(
      `SELECT * FROM (
         SELECT a.id, 'api' AS origin, a.engine, p.query_text, a.answer_text, c.kind, c.position, c.created_at,
           c.id AS correction_id,
           coalesce((SELECT json_agg(json_build_object('url', s.url, 'title', s.title) ORDER BY s.id)
             FROM answer_sources s WHERE s.answer_id = a.id), '[]') AS sources,
           ${COMPETITORS}
         FROM answer_corrections c JOIN answers a ON a.id = c.answer_id JOIN prompts p ON p.id = a.prompt_id
         WHERE a.project_id = $1 AND c.withdrawn_at IS NULL AND a.answer_text IS NOT NULL
         UNION ALL
         SELECT a.id, 'app', a.engine, p.query_text, a.answer_text, c.kind, c.position, c.created_at, c.id,
           (SELECT coalesce(json_agg(json_build_object('url', s->>'url', 'title', s->>'title')), '[]')
             FROM jsonb_array_elements(a.sources) s),
           ${COMPETITORS}
         FROM answer_corrections c JOIN imported_answers a ON a.id = c.imported_answer_id
           JOIN prompts p ON p.id = a.prompt_id
         WHERE a.project_id = $1 AND c.withdrawn_at IS NULL AND a.answer_text IS NOT NULL
       ) x ORDER BY created_at, correction_id`,
      [projectId],
    );
    return rows;
  },
};
