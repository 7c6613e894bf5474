// SQL of keyword analyses and their prompts.
import type { KeywordExecutionStatus } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export interface KeywordExecutionRow {
  id: number;
  uuid: string;
  user_id: number;
  title: string;
  website: string;
  keywords: string;
  country: string;
  language: string;
  status: KeywordExecutionStatus;
  error_message: string | null;
  simulated: boolean;
  run: number;
  attempts: number;
  created_at: Date;
}

export interface KeywordResultRow {
  id: number;
  position: number;
  keyword: string;
  query: string;
  volume: number | null;
  monthly_volumes: (number | null)[] | null;
  simulated: boolean;
}

export interface NewKeywordExecution {
  userId: number;
  title: string;
  website: string;
  keywords: string;
  country: string;
  language: string;
  createdAt: Date;
}

/** The figures the volume step writes to one prompt. */
export interface PromptVolumes {
  position: number;
  volume: number | null;
  monthly: (number | null)[];
  simulated: boolean;
}

const COLUMNS = `id, uuid, user_id, title, website, keywords, country, language, status, error_message, simulated,
  run, attempts, created_at`;
/** A run whose step may still change it. */
const IN_FLIGHT = `status IN ('pending', 'running')`;

export const keywordRepo = {
  async insert(q: Queryable, e: NewKeywordExecution): Promise<KeywordExecutionRow> {
    const { rows } = await q.query<KeywordExecutionRow>(
      `INSERT INTO keyword_executions (user_id, title, website, keywords, country, language, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [e.userId, e.title, e.website, e.keywords, e.country, e.language, e.createdAt],
    );
    return rows[0];
  },

  async listForUser(q: Queryable, userId: number): Promise<KeywordExecutionRow[]> {
    const { rows } = await q.query<KeywordExecutionRow>(
      `SELECT ${COLUMNS} FROM keyword_executions WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    return rows;
  },

  /** The user's own analysis by uuid (another user's is as good as missing). */
  async ofUser(
    q: Queryable,
    userId: number,
    uuid: string,
    lock = false,
  ): Promise<KeywordExecutionRow | null> {
    const { rows } = await q.query<KeywordExecutionRow>(
      `SELECT ${COLUMNS} FROM keyword_executions WHERE uuid = $1 AND user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [uuid, userId],
    );
    return rows[0] ?? null;
  },

  async byId(q: Queryable, id: number, lock = false): Promise<KeywordExecutionRow | null> {
    const { rows } = await q.query<KeywordExecutionRow>(
      `SELECT ${COLUMNS} FROM keyword_executions WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  },

  /** Starts the next run: pending again, no error, no attempts. */
  async restart(q: Queryable, id: number): Promise<KeywordExecutionRow> {
    const { rows } = await q.query<KeywordExecutionRow>(
      `UPDATE keyword_executions SET status = 'pending', error_message = NULL, simulated = false,
         run = run + 1, attempts = 0, completed_at = NULL
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0];
  },

  /**
   * Counts one more try of a step of this run and marks the analysis running; null when the run is
   * over or superseded (the step has nothing to do).
   */
  async startStep(q: Queryable, id: number, run: number): Promise<number | null> {
    const { rows } = await q.query<{ attempts: number }>(
      `UPDATE keyword_executions SET attempts = attempts + 1, status = 'running'
       WHERE id = $1 AND run = $2 AND ${IN_FLIGHT} RETURNING attempts`,
      [id, run],
    );
    return rows[0]?.attempts ?? null;
  },

  /** True when this run of the analysis is still in flight (read under the caller's lock). */
  async isInFlight(q: Queryable, id: number, run: number): Promise<boolean> {
    const { rows } = await q.query(
      `SELECT 1 FROM keyword_executions WHERE id = $1 AND run = $2 AND ${IN_FLIGHT} FOR UPDATE`,
      [id, run],
    );
    return rows.length > 0;
  },

  async fail(q: Queryable, id: number, run: number, message: string, at: Date) {
    await q.query(
      `UPDATE keyword_executions SET status = 'failed', error_message = $3, completed_at = $4
       WHERE id = $1 AND run = $2 AND ${IN_FLIGHT}`,
      [id, run, message, at],
    );
  },

  async complete(q: Queryable, id: number, run: number, simulated: boolean, at: Date) {
    await q.query(
      `UPDATE keyword_executions SET status = 'completed', simulated = $3, completed_at = $4, attempts = 0
       WHERE id = $1 AND run = $2`,
      [id, run, simulated, at],
    );
  },

  async prompts(q: Queryable, executionId: number, run: number): Promise<KeywordResultRow[]> {
    const { rows } = await q.query<KeywordResultRow>(
      `SELECT id, position, keyword, query, volume, monthly_volumes, simulated FROM keyword_results
       WHERE execution_id = $1 AND run = $2 ORDER BY position`,
      [executionId, run],
    );
    return rows;
  },

  /**
   * The run's prompts, written once: the rows of earlier runs go, and a run that already has its
   * prompts keeps them. The step's attempts start again for the next step.
   */
  async savePrompts(
    q: Queryable,
    executionId: number,
    run: number,
    prompts: readonly { keyword: string; query: string }[],
  ) {
    await q.query('DELETE FROM keyword_results WHERE execution_id = $1 AND run <> $2', [executionId, run]);
    await q.query(
      `INSERT INTO keyword_results (execution_id, run, position, keyword, query)
       SELECT $1, $2, p.position, p.keyword, p.query
       FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS p(keyword, query, position)
       ON CONFLICT (execution_id, run, position) DO NOTHING`,
      [executionId, run, prompts.map((p) => p.keyword), prompts.map((p) => p.query)],
    );
    await q.query('UPDATE keyword_executions SET attempts = 0 WHERE id = $1', [executionId]);
  },

  async saveVolumes(q: Queryable, executionId: number, run: number, volumes: readonly PromptVolumes[]) {
    await q.query(
      `UPDATE keyword_results r SET volume = v.volume, simulated = v.simulated,
         monthly_volumes = ARRAY(SELECT m::float8 FROM jsonb_array_elements_text(v.monthly)
                                 WITH ORDINALITY AS e(m, i) ORDER BY i)
       FROM jsonb_to_recordset($3::jsonb) AS v(position int, volume float8, monthly jsonb, simulated boolean)
       WHERE r.execution_id = $1 AND r.run = $2 AND r.position = v.position`,
      [executionId, run, JSON.stringify(volumes)],
    );
  },

  /** Analyses a worker should carry on with: not finished, at their current run. */
  async inFlight(q: Queryable): Promise<{ id: number; run: number }[]> {
    const { rows } = await q.query<{ id: number; run: number }>(
      `SELECT id, run FROM keyword_executions WHERE ${IN_FLIGHT} ORDER BY id`,
    );
    return rows;
  },
};
