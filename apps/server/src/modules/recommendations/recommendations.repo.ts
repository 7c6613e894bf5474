// SQL of AI recommendations: the answers the evidence rules read, implemented changes, recommendation
// runs, and the answers around a change date for its effect estimate.
import type { ChangeType, RecommendationStatus, RecommendationType } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { AnswerFacts } from './evidence.ts';
import type { Feedback } from './feedback.ts';

export interface ExecutionRow {
  id: number;
  uuid: string;
  project_id: number;
  executed_at: Date;
  status: string;
}

export interface ChangeRow {
  id: number;
  execution_id: number;
  execution_uuid: string;
  project_id: number;
  prompt_id: number | null;
  prompt_uuid: string | null;
  prompt_kind: 'RANKING' | 'QUESTION' | null;
  query_text: string | null;
  change_type: ChangeType;
  description: string;
  url: string | null;
  /** YYYY-MM-DD. */
  implementation_date: string;
  created_at: Date;
}

export interface RecommendationRow {
  id: number;
  uuid: string;
  project_id: number;
  project_uuid: string;
  prompt_id: number | null;
  prompt_uuid: string | null;
  prompt_kind: 'RANKING' | 'QUESTION' | null;
  type: RecommendationType;
  status: RecommendationStatus;
  title: string;
  content: unknown;
  generated_by: 'llm' | 'template' | null;
  target_prompt_ids: number[];
  recommendations_count: number;
  error_message: string | null;
  is_implemented: boolean;
  implemented_at: Date | null;
  run: number;
  created_at: Date;
}

export interface PromptRow {
  id: number;
  uuid: string;
  project_id: number;
  kind: 'RANKING' | 'QUESTION';
  query_text: string;
}

export interface EffectAnswerRow {
  prompt_id: number;
  day: string;
  mentioned: boolean;
  position: number | null;
  rating: number | null;
}

const EXECUTION = 'id, uuid::text, project_id, executed_at, status';
/** A row named by uuid or integer id (the dash tells them apart). */
const byRef = (ref: string) => (ref.includes('-') ? 'uuid = $1::uuid' : 'id = $1::int');

const CHANGE = `c.id, c.execution_id, e.uuid::text AS execution_uuid, c.project_id, c.prompt_id,
  p.uuid::text AS prompt_uuid, p.kind AS prompt_kind, p.query_text, c.change_type, c.description, c.url,
  to_char(c.implementation_date, 'YYYY-MM-DD') AS implementation_date, c.created_at
  FROM implemented_changes c JOIN report_executions e ON e.id = c.execution_id
  LEFT JOIN prompts p ON p.id = c.prompt_id`;

const REC = `r.id, r.uuid::text, r.project_id, pr.uuid::text AS project_uuid, r.prompt_id,
  p.uuid::text AS prompt_uuid, p.kind AS prompt_kind, r.type, r.status, r.title, r.content, r.generated_by,
  r.target_prompt_ids, r.recommendations_count, r.error_message, r.is_implemented, r.implemented_at, r.run,
  r.created_at
  FROM recommendation_executions r JOIN projects pr ON pr.id = r.project_id
  LEFT JOIN prompts p ON p.id = r.prompt_id`;

/** A run still in flight (its job may change it). */
const IN_FLIGHT = `status IN ('pending', 'running')`;

export const recommendationRepo = {
  async execution(q: Queryable, ref: string): Promise<ExecutionRow | null> {
    const { rows } = await q.query<ExecutionRow>(
      `SELECT ${EXECUTION} FROM report_executions WHERE ${byRef(ref)}`,
      [ref],
    );
    return rows[0] ?? null;
  },

  /** The brand's newest completed execution, and the one before it (for comparisons). */
  async completedExecutions(q: Queryable, projectId: number, before?: ExecutionRow): Promise<ExecutionRow[]> {
    const { rows } = await q.query<ExecutionRow>(
      `SELECT ${EXECUTION} FROM report_executions
       WHERE project_id = $1 AND status = 'COMPLETED' ${before ? 'AND (executed_at, id) < ($2, $3)' : ''}
       ORDER BY executed_at DESC, id DESC LIMIT ${before ? 1 : 2}`,
      before ? [projectId, before.executed_at, before.id] : [projectId],
    );
    return rows;
  },

  /** The completed answers of executions, with their entities and sources. */
  async answerFacts(q: Queryable, executionIds: readonly number[]): Promise<AnswerFacts[]> {
    if (executionIds.length === 0) return [];
    const { rows } = await q.query<{
      facts: (Omit<AnswerFacts, 'collectedAt'> & { collectedAt: string | null })[];
    }>(
      `SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) AS facts FROM (
         SELECT a.id, a.execution_id AS "executionId", a.prompt_id AS "promptId", p.uuid::text AS "promptUuid",
           p.kind, p.query_text AS "queryText", p.expected_response AS expected, a.engine,
           a.collected_at AS "collectedAt", a.answer_text AS text,
           coalesce(a.mention IN ('RECOMMENDED', 'MENTIONED', 'NEGATIVE'), false) AS "brandMentioned",
           a.position, a.rating, a.justification,
           coalesce((SELECT json_agg(json_build_object('key', ae.entity_key, 'name', ae.name,
               'position', ae.position, 'isBrand', ae.is_brand) ORDER BY ae.position NULLS LAST, ae.name)
             FROM answer_entities ae WHERE ae.answer_id = a.id), '[]'::json) AS entities,
           coalesce((SELECT json_agg(json_build_object('url', s.url, 'domain', s.domain, 'title', s.title,
               'isClient', s.is_client_domain) ORDER BY s.id)
             FROM answer_sources s WHERE s.answer_id = a.id), '[]'::json) AS sources
         FROM answers a JOIN prompts p ON p.id = a.prompt_id
         WHERE a.execution_id = ANY($1::int[]) AND a.status = 'COMPLETED') t`,
      [executionIds],
    );
    return rows[0].facts.map((f) => ({ ...f, collectedAt: f.collectedAt ? new Date(f.collectedAt) : null }));
  },

  /** The stored feedback of an execution, or null when none is stored. */
  async storedFeedback(q: Queryable, executionId: number): Promise<Feedback | null> {
    const { rows } = await q.query<{ feedback: Feedback }>(
      'SELECT feedback FROM execution_feedback WHERE execution_id = $1',
      [executionId],
    );
    return rows[0]?.feedback ?? null;
  },

  /** Stores (or replaces) the feedback of an execution built against `previousId`. */
  async saveFeedback(q: Queryable, execution: ExecutionRow, previousId: number | null, feedback: Feedback) {
    await q.query(
      `INSERT INTO execution_feedback (execution_id, project_id, previous_execution_id, feedback)
       VALUES ($1, $2, $3, $4::json)
       ON CONFLICT (execution_id) DO UPDATE SET previous_execution_id = EXCLUDED.previous_execution_id,
         feedback = EXCLUDED.feedback, built_at = now()`,
      [execution.id, execution.project_id, previousId, JSON.stringify(feedback)],
    );
  },

  /** The executions whose stored feedback reads the answers of `executionIds` (their own or as the previous). */
  async feedbackReading(q: Queryable, executionIds: readonly number[]): Promise<ExecutionRow[]> {
    if (executionIds.length === 0) return [];
    const { rows } = await q.query<ExecutionRow>(
      `SELECT ${EXECUTION} FROM report_executions WHERE id IN (
         SELECT execution_id FROM execution_feedback
         WHERE execution_id = ANY($1::int[]) OR previous_execution_id = ANY($1::int[]))
       ORDER BY executed_at, id`,
      [executionIds],
    );
    return rows;
  },

  /** Forgets a brand's stored feedback (its texts changed); each is built again on its next read. */
  async forgetFeedback(q: Queryable, projectId: number) {
    await q.query('DELETE FROM execution_feedback WHERE project_id = $1', [projectId]);
  },

  /** What the texts name: the brand and its website. */
  async brandOf(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ entity_name: string; website: string | null }>(
      `SELECT entity_name, nullif(coalesce(nullif(entity_website, ''), domain), '') AS website
       FROM projects WHERE id = $1`,
      [projectId],
    );
    return rows[0];
  },

  /** A prompt by uuid or id, of one kind when given. */
  async prompt(q: Queryable, ref: string, kind?: 'RANKING' | 'QUESTION'): Promise<PromptRow | null> {
    const { rows } = await q.query<PromptRow>(
      `SELECT id, uuid::text, project_id, kind, query_text FROM prompts WHERE ${byRef(ref)}
       ${kind ? 'AND kind = $2' : ''}`,
      kind ? [ref, kind] : [ref],
    );
    return rows[0] ?? null;
  },

  async promptsByIds(q: Queryable, ids: readonly number[]): Promise<PromptRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await q.query<PromptRow>(
      `SELECT id, uuid::text, project_id, kind, query_text FROM prompts WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    return rows;
  },

  // Implemented changes -------------------------------------------------------------------------

  async changesOfExecution(q: Queryable, executionId: number): Promise<ChangeRow[]> {
    const { rows } = await q.query<ChangeRow>(
      `SELECT ${CHANGE} WHERE c.execution_id = $1 ORDER BY c.implementation_date DESC, c.id DESC`,
      [executionId],
    );
    return rows;
  },

  async change(q: Queryable, ref: string | number): Promise<ChangeRow | null> {
    const text = String(ref);
    const { rows } = await q.query<ChangeRow>(`SELECT ${CHANGE} WHERE c.${byRef(text)}`, [text]);
    return rows[0] ?? null;
  },

  async insertChange(
    q: Queryable,
    c: {
      executionId: number;
      projectId: number;
      promptId: number | null;
      changeType: ChangeType;
      description: string;
      url: string | null;
      date: string;
      userId: number;
    },
  ): Promise<number> {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO implemented_changes (execution_id, project_id, prompt_id, change_type, description, url,
         implementation_date, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8) RETURNING id`,
      [c.executionId, c.projectId, c.promptId, c.changeType, c.description, c.url, c.date, c.userId],
    );
    return rows[0].id;
  },

  async deleteChange(q: Queryable, id: number) {
    await q.query('DELETE FROM implemented_changes WHERE id = $1', [id]);
  },

  /** Changes logged for a prompt (the effect panel of its dashboard). */
  async changesOfPrompt(q: Queryable, promptId: number): Promise<ChangeRow[]> {
    const { rows } = await q.query<ChangeRow>(
      `SELECT ${CHANGE} WHERE c.prompt_id = $1 ORDER BY c.implementation_date, c.id`,
      [promptId],
    );
    return rows;
  },

  // Recommendation runs -------------------------------------------------------------------------

  async insertRecommendation(
    q: Queryable,
    r: {
      projectId: number;
      promptId: number | null;
      userId: number;
      type: RecommendationType;
      title: string;
      at: Date;
    },
  ): Promise<number> {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO recommendation_executions (project_id, prompt_id, requested_by, type, title, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [r.projectId, r.promptId, r.userId, r.type, r.title, r.at],
    );
    return rows[0].id;
  },

  async recommendation(q: Queryable, ref: string | number, lock = false): Promise<RecommendationRow | null> {
    const text = String(ref);
    const { rows } = await q.query<RecommendationRow>(
      `SELECT ${REC} WHERE ${text.includes('-') ? 'r.uuid = $1::uuid' : 'r.id = $1::int'}
       ${lock ? 'FOR UPDATE OF r' : ''}`,
      [text],
    );
    return rows[0] ?? null;
  },

  /** A prompt's runs, or the brand's own runs (prompt null), newest first. */
  async history(q: Queryable, projectId: number, promptId: number | null): Promise<RecommendationRow[]> {
    const { rows } = await q.query<RecommendationRow>(
      `SELECT ${REC} WHERE r.project_id = $1 AND r.prompt_id IS NOT DISTINCT FROM $2
       ORDER BY r.created_at DESC, r.id DESC`,
      [projectId, promptId],
    );
    return rows;
  },

  /** The completed runs of a brand, its own and its prompts', newest first. */
  async completedOfProject(q: Queryable, projectId: number): Promise<RecommendationRow[]> {
    const { rows } = await q.query<RecommendationRow>(
      `SELECT ${REC} WHERE r.project_id = $1 AND r.status = 'completed'
       ORDER BY r.created_at DESC, r.id DESC`,
      [projectId],
    );
    return rows;
  },

  /**
   * One page of the runs of the given brands, newest first, with each run's brand title and prompt
   * text, and how many runs there are in all.
   */
  async overview(
    q: Queryable,
    projectIds: readonly number[],
    limit: number,
    offset: number,
  ): Promise<{
    rows: Array<RecommendationRow & { project_title: string; query_text: string | null }>;
    total: number;
  }> {
    const [{ rows }, { rows: counted }] = await Promise.all([
      q.query<RecommendationRow & { project_title: string; query_text: string | null }>(
        `SELECT pr.title AS project_title, p.query_text, ${REC} WHERE r.project_id = ANY($1::int[])
         ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [projectIds, limit, offset],
      ),
      q.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM recommendation_executions WHERE project_id = ANY($1::int[])',
        [projectIds],
      ),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  },

  /** Implemented runs whose evidence targeted a prompt. */
  async implementedForPrompt(q: Queryable, promptId: number): Promise<RecommendationRow[]> {
    const { rows } = await q.query<RecommendationRow>(
      `SELECT ${REC} WHERE r.is_implemented AND $1 = ANY(r.target_prompt_ids) ORDER BY r.implemented_at, r.id`,
      [promptId],
    );
    return rows;
  },

  /** A failed run starts again: pending, no error, the next run. */
  async restart(q: Queryable, id: number) {
    await q.query(
      `UPDATE recommendation_executions SET status = 'pending', error_message = NULL, run = run + 1,
         attempts = 0, completed_at = NULL
       WHERE id = $1`,
      [id],
    );
  },

  async markImplemented(q: Queryable, id: number, at: Date) {
    await q.query(
      `UPDATE recommendation_executions SET is_implemented = true, implemented_at = coalesce(implemented_at, $2)
       WHERE id = $1`,
      [id, at],
    );
  },

  /** Counts one more try of this run and marks it running; null when the run is over or superseded. */
  async startTry(q: Queryable, id: number, run: number): Promise<number | null> {
    const { rows } = await q.query<{ attempts: number }>(
      `UPDATE recommendation_executions SET attempts = attempts + 1, status = 'running'
       WHERE id = $1 AND run = $2 AND ${IN_FLIGHT} RETURNING attempts`,
      [id, run],
    );
    return rows[0]?.attempts ?? null;
  },

  async complete(
    q: Queryable,
    id: number,
    run: number,
    r: { content: unknown; count: number; generatedBy: 'llm' | 'template'; targets: number[]; at: Date },
  ) {
    await q.query(
      `UPDATE recommendation_executions SET status = 'completed', content = $3::jsonb,
         recommendations_count = $4, generated_by = $5, target_prompt_ids = $6::int[], completed_at = $7
       WHERE id = $1 AND run = $2 AND ${IN_FLIGHT}`,
      [id, run, JSON.stringify(r.content), r.count, r.generatedBy, r.targets, r.at],
    );
  },

  async fail(q: Queryable, id: number, run: number, message: string, at: Date) {
    await q.query(
      `UPDATE recommendation_executions SET status = 'failed', error_message = $3, completed_at = $4
       WHERE id = $1 AND run = $2 AND ${IN_FLIGHT}`,
      [id, run, message, at],
    );
  },

  async inFlight(q: Queryable): Promise<{ id: number; run: number }[]> {
    const { rows } = await q.query<{ id: number; run: number }>(
      `SELECT id, run FROM recommendation_executions WHERE ${IN_FLIGHT} ORDER BY id`,
    );
    return rows;
  },

  // Effect estimate -----------------------------------------------------------------------------

  /** Completed answers of the brand's prompts of one kind between two days (inclusive). */
  async effectAnswers(
    q: Queryable,
    projectId: number,
    kind: 'RANKING' | 'QUESTION',
    from: string,
    to: string,
  ): Promise<EffectAnswerRow[]> {
    const { rows } = await q.query<{ rows: EffectAnswerRow[] }>(
      `SELECT coalesce(json_agg(t), '[]'::json) AS rows FROM (
         SELECT a.prompt_id, to_char(a.collected_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
           coalesce(a.mention IN ('RECOMMENDED', 'MENTIONED', 'NEGATIVE'), false) AS mentioned,
           a.position, a.rating
         FROM answers a JOIN prompts p ON p.id = a.prompt_id
         WHERE a.project_id = $1 AND p.kind = $2 AND a.status = 'COMPLETED' AND a.collected_at IS NOT NULL
           AND a.collected_at >= $3::date AND a.collected_at < $4::date + 1) t`,
      [projectId, kind, from, to],
    );
    return rows[0].rows;
  },
};
