// SQL for report executions and their answers.
import type { EngineCode } from '@sightline/contracts';
import type { SamplingConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import type { CellTally } from './adaptive-sampling.ts';

type ExecutionStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
export type ExecutionTrigger = 'MANUAL' | 'SCHEDULE' | 'SEED';

export interface ExecutionRow {
  id: number;
  uuid: string;
  project_id: number;
  status: ExecutionStatus;
  trigger: ExecutionTrigger;
  samples: number;
  /** Null: the execution asks `samples` and no more (created before adaptive sampling). */
  max_samples: number | null;
  target_width: number | null;
  extra_budget: number;
  extra_spent: number;
  engines: EngineCode[];
  scheduled_for: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  executed_at: Date;
  error: string | null;
}

export interface AnswerRow {
  id: number;
  execution_id: number;
  project_id: number;
  prompt_id: number;
  engine: EngineCode;
  sample: number;
  status: 'PENDING' | 'COMPLETED' | 'NO_ANSWER' | 'REFUSED' | 'FAILED';
  attempts: number;
}

export const executionRepo = {
  /**
   * Null when the project already has an execution in flight (one at a time per project). The extra
   * budget is a share of the base answers of the ranking prompts, the only cells that get extras.
   */
  async insert(
    q: Queryable,
    e: {
      projectId: number;
      trigger: ExecutionTrigger;
      sampling: SamplingConfig;
      engines: EngineCode[];
      scheduledFor?: Date;
      executedAt: Date;
    },
  ): Promise<ExecutionRow | null> {
    const { samples, maxSamples, targetWidth, extraBudgetRatio } = e.sampling;
    const { rows } = await q.query<ExecutionRow>(
      `INSERT INTO report_executions
         (project_id, trigger, samples, max_samples, target_width, extra_budget, engines, scheduled_for, executed_at)
       SELECT $1::int, $2, $3::int, $4::int, $5::float,
         floor($6::float * $3::int * cardinality($7::text[])
           * (SELECT count(*) FROM prompts WHERE project_id = $1::int AND kind = 'RANKING'))::int,
         $7, $8::timestamptz, $9::timestamptz
       ON CONFLICT DO NOTHING RETURNING *`,
      [
        e.projectId,
        e.trigger,
        samples,
        maxSamples,
        targetWidth,
        extraBudgetRatio,
        e.engines,
        e.scheduledFor ?? null,
        e.executedAt,
      ],
    );
    return rows[0] ?? null;
  },

  async get(q: Queryable, id: number): Promise<ExecutionRow | null> {
    const { rows } = await q.query<ExecutionRow>('SELECT * FROM report_executions WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async running(q: Queryable, projectId: number): Promise<ExecutionRow | null> {
    const { rows } = await q.query<ExecutionRow>(
      `SELECT * FROM report_executions WHERE project_id = $1 AND status IN ('PENDING', 'RUNNING')`,
      [projectId],
    );
    return rows[0] ?? null;
  },

  async listForProject(q: Queryable, projectId: number, limit = 200) {
    const { rows } = await q.query<ExecutionRow>(
      'SELECT * FROM report_executions WHERE project_id = $1 ORDER BY executed_at DESC, id DESC LIMIT $2',
      [projectId, limit],
    );
    return rows;
  },

  /** Ids of the executions in flight (PENDING or RUNNING), of every brand. */
  async inFlight(q: Queryable): Promise<number[]> {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE status IN ('PENDING', 'RUNNING')`,
    );
    return rows.map((r) => r.id);
  },

  /** The brand's prompts, in id order: what an execution asks. */
  async promptIds(q: Queryable, projectId: number): Promise<number[]> {
    const { rows } = await q.query<{ id: number }>(
      'SELECT id FROM prompts WHERE project_id = $1 ORDER BY id',
      [projectId],
    );
    return rows.map((r) => r.id);
  },

  async promptCount(q: Queryable, projectId: number): Promise<number> {
    const { rows } = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM prompts WHERE project_id = $1',
      [projectId],
    );
    return rows[0].n;
  },

  /** The prompts with an answer still pending in the brand's execution in flight. */
  async collectingPrompts(q: Queryable, projectId: number): Promise<number[]> {
    const { rows } = await q.query<{ prompt_id: number }>(
      `SELECT DISTINCT a.prompt_id FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE e.project_id = $1 AND e.status IN ('PENDING', 'RUNNING') AND a.status = 'PENDING'`,
      [projectId],
    );
    return rows.map((r) => r.prompt_id);
  },

  /** PENDING -> RUNNING once; later calls (a retried start job) change nothing. */
  async markRunning(q: Queryable, id: number, now: Date) {
    await q.query(
      `UPDATE report_executions SET status = 'RUNNING', started_at = coalesce(started_at, $2) WHERE id = $1 AND status = 'PENDING'`,
      [id, now],
    );
  },

  /** RUNNING -> final status once; returns false when another worker already finished it. */
  async finish(q: Queryable, id: number, status: 'COMPLETED' | 'FAILED', now: Date, error: string | null) {
    const { rows } = await q.query(
      `UPDATE report_executions SET status = $2, completed_at = $3, error = $4
       WHERE id = $1 AND status IN ('PENDING', 'RUNNING') RETURNING id`,
      [id, status, now, error],
    );
    return rows.length === 1;
  },

  /** One answer row per (prompt, engine, sample): the idempotency key of the collecting jobs. */
  async insertAnswerSlots(q: Queryable, execution: ExecutionRow, promptIds: number[]) {
    await q.query(
      `INSERT INTO answers (execution_id, project_id, prompt_id, engine, sample)
       SELECT $1, $2, p, e, s FROM unnest($3::int[]) p, unnest($4::text[]) e, generate_series(1, $5::int) s
       ON CONFLICT (execution_id, prompt_id, engine, sample) DO NOTHING`,
      [execution.id, execution.project_id, promptIds, execution.engines, execution.samples],
    );
  },

  async pendingAnswers(q: Queryable, executionId: number): Promise<AnswerRow[]> {
    const { rows } = await q.query<AnswerRow>(
      `SELECT id, execution_id, project_id, prompt_id, engine, sample, status, attempts
       FROM answers WHERE execution_id = $1 AND status = 'PENDING' ORDER BY id`,
      [executionId],
    );
    return rows;
  },

  async hasPending(q: Queryable, executionId: number) {
    const { rows } = await q.query<{ pending: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM answers WHERE execution_id = $1 AND status = 'PENDING') AS pending`,
      [executionId],
    );
    return rows[0].pending;
  },

  async answerCounts(q: Queryable, executionId: number) {
    const { rows } = await q.query<{ pending: number; collected: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
         count(*) FILTER (WHERE status IN ('COMPLETED', 'NO_ANSWER', 'REFUSED'))::int AS collected,
         count(*) FILTER (WHERE status = 'FAILED')::int AS failed
       FROM answers WHERE execution_id = $1`,
      [executionId],
    );
    return rows[0];
  },

  /**
   * The execution's row, locked until the transaction ends, while it is in flight and has extra
   * budget left: the budget counter changes only under this lock, and two answers of one cell
   * landing at once decide one after the other (the second sees the first).
   */
  async lockForExtraSamples(q: Queryable, id: number): Promise<ExecutionRow | null> {
    const { rows } = await q.query<ExecutionRow>(
      `SELECT * FROM report_executions
       WHERE id = $1 AND status IN ('PENDING', 'RUNNING') AND extra_spent < extra_budget FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  },

  /** Whether a base sample (one of the first `samples` of its cell) is still pending. */
  async hasPendingBase(q: Queryable, executionId: number, samples: number) {
    const { rows } = await q.query<{ pending: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM answers WHERE execution_id = $1 AND status = 'PENDING' AND sample <= $2) AS pending`,
      [executionId, samples],
    );
    return rows[0].pending;
  },

  /** Ranking prompt x engine cells of an execution (each has a first sample). */
  async rankingCellCount(q: Queryable, executionId: number) {
    const { rows } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND a.sample = 1 AND p.kind = 'RANKING'`,
      [executionId],
    );
    return rows[0].n;
  },

  /** Per ranking prompt and engine: samples asked, pending, answered (n) and mentioning the brand. */
  async cellTallies(
    q: Queryable,
    executionId: number,
    cell?: { promptId: number; engine: EngineCode },
  ): Promise<CellTally[]> {
    const { rows } = await q.query<CellTally>(
      `SELECT a.prompt_id, a.engine, count(*)::int AS asked, max(a.sample)::int AS last_sample,
         count(*) FILTER (WHERE a.status = 'PENDING')::int AS pending,
         count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS answered,
         count(*) FILTER (WHERE a.status = 'COMPLETED' AND a.mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions
       FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND p.kind = 'RANKING'
         AND ($2::int IS NULL OR (a.prompt_id = $2 AND a.engine = $3))
       GROUP BY a.prompt_id, a.engine ORDER BY a.prompt_id, a.engine`,
      [executionId, cell?.promptId ?? null, cell?.engine ?? null],
    );
    return rows;
  },

  /**
   * Adds sample rows and counts them against the budget. The (execution, prompt, engine, sample) key
   * makes a repeated decision add nothing: only rows actually inserted are spent and returned.
   */
  async addExtraSamples(
    q: Queryable,
    execution: Pick<ExecutionRow, 'id' | 'project_id'>,
    samples: { prompt_id: number; engine: EngineCode; sample: number }[],
  ): Promise<{ id: number; engine: EngineCode }[]> {
    const { rows } = await q.query<{ id: number; engine: EngineCode }>(
      `INSERT INTO answers (execution_id, project_id, prompt_id, engine, sample)
       SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::int[])
       ON CONFLICT (execution_id, prompt_id, engine, sample) DO NOTHING RETURNING id, engine`,
      [
        execution.id,
        execution.project_id,
        samples.map((s) => s.prompt_id),
        samples.map((s) => s.engine),
        samples.map((s) => s.sample),
      ],
    );
    if (rows.length > 0) {
      await q.query('UPDATE report_executions SET extra_spent = extra_spent + $2 WHERE id = $1', [
        execution.id,
        rows.length,
      ]);
    }
    return rows;
  },
};
