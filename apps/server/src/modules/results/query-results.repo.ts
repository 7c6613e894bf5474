// SQL of the Query Results tab: per prompt and engine, the latest completed execution and the one
// before, read from their answers and from the per-execution entity roll-up.
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { PositionSums, RatingSums } from './figure-intervals.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import type { DayRange } from './weeks.ts';

/** One prompt's answers from one engine in one execution, summed. */
export interface EngineRow extends PositionSums, RatingSums {
  prompt_id: number;
  engine: string;
  execution_id: number;
  position: number | null;
  rating: number | null;
  score: number | null;
  score_sum: number;
  score_count: number;
  score_sq_sum: number;
  completed: number;
  no_answers: number;
  refused: number;
  failed: number;
  simulated: boolean;
  executed_ms: number;
  /** The answers that gave the brand a position, by sample (the evidence the position links to). */
  answer_ids: number[];
}

/** The text an accuracy prompt's row shows per engine: the first completed sample's. */
export interface AnswerTextRow {
  engine: string;
  execution_id: number;
  answer_id: number;
  response: string | null;
  justification: string | null;
}

export interface EntityRow extends PositionSums {
  engine: string;
  execution_id: number;
  name: string;
  is_brand: boolean;
  position: number;
}

/** No execution: an id no row has. */
const NO_EXECUTION = -1;

/** The brand's weekly position per prompt and engine; the printable report and the brand read it too. */
export const BRAND_ROWS_IN_RANGE = rollupRowsInRange(
  'metrics_weekly',
  'metrics_daily',
  'prompt_id, engine, position_sum, position_count, position_sq_sum',
);

export const queryResultsRepo = {
  /** The latest completed execution and the one before (NO_EXECUTION when missing). */
  async latestTwoCompleted(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED'
       ORDER BY executed_at DESC, id DESC LIMIT 2`,
      [projectId],
    );
    return { current: rows[0]?.id ?? NO_EXECUTION, previous: rows[1]?.id ?? NO_EXECUTION };
  },

  /** Per prompt (all, or one), engine and execution of the two: positions, ratings and answer counts. */
  engineRows(q: Queryable, executions: [number, number], promptId?: number) {
    return jsonRows<EngineRow>(
      q,
      `SELECT a.prompt_id, a.engine, a.execution_id,
         avg(a.position)::float AS position, round(avg(a.rating))::int AS rating, avg(a.score)::float AS score,
         coalesce(sum(a.position), 0)::int AS position_sum, count(a.position)::int AS position_count,
         coalesce(sum(a.position::int * a.position), 0)::int AS position_sq_sum,
         coalesce(sum(a.rating), 0)::int AS rating_sum, count(a.rating)::int AS rating_count,
         coalesce(sum(a.rating::int * a.rating), 0)::int AS rating_sq_sum,
         coalesce(sum(a.score), 0)::float AS score_sum, count(a.score)::int AS score_count,
         coalesce(sum(a.score * a.score), 0)::float AS score_sq_sum,
         count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS completed,
         count(*) FILTER (WHERE a.status = 'NO_ANSWER')::int AS no_answers,
         count(*) FILTER (WHERE a.status = 'REFUSED')::int AS refused,
         count(*) FILTER (WHERE a.status = 'FAILED')::int AS failed,
         bool_or(a.simulated) AS simulated,
         extract(epoch FROM min(e.executed_at)) * 1000 AS executed_ms,
         coalesce(array_agg(a.id ORDER BY a.sample) FILTER (WHERE a.position IS NOT NULL), '{}') AS answer_ids
       FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE a.execution_id IN ($1, $2) ${promptId === undefined ? '' : 'AND a.prompt_id = $3'}
       GROUP BY a.prompt_id, a.engine, a.execution_id`,
      promptId === undefined ? executions : [...executions, promptId],
    );
  },

  /** One prompt's first completed answer per engine in each of the two executions. */
  async answerTexts(q: Queryable, executions: [number, number], promptId: number) {
    const { rows } = await q.query<AnswerTextRow>(
      `SELECT DISTINCT ON (engine, execution_id) engine, execution_id, id::int AS answer_id, answer_text AS response,
         justification
       FROM answers WHERE execution_id IN ($1, $2) AND prompt_id = $3 AND status = 'COMPLETED'
       ORDER BY engine, execution_id, sample`,
      [...executions, promptId],
    );
    return rows;
  },

  /** Prompts whose answers are still being collected. */
  async promptsOnExecution(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ prompt_id: number }>(
      `SELECT DISTINCT a.prompt_id FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE e.project_id = $1 AND e.status IN ('PENDING', 'RUNNING') AND a.status = 'PENDING'`,
      [projectId],
    );
    return new Set(rows.map((r) => r.prompt_id));
  },

  /** One prompt's ranked entities per engine in each of the two executions. */
  async entities(q: Queryable, executions: [number, number], promptId: number) {
    const { rows } = await q.query<EntityRow>(
      `SELECT engine, execution_id, name, is_brand, position_sum::float / position_count AS position, position_sum,
         position_count, position_sq_sum
       FROM execution_entity_metrics WHERE execution_id IN ($1, $2) AND prompt_id = $3 AND position_count > 0`,
      [...executions, promptId],
    );
    return rows;
  },

  /** Up to ten URLs each engine cited for the prompt in the execution. */
  async sources(q: Queryable, executionId: number, promptId: number) {
    const { rows } = await q.query<{ engine: string; urls: string[] }>(
      `SELECT a.engine, (array_agg(DISTINCT s.url))[1:10] AS urls
       FROM answer_sources s JOIN answers a ON a.id = s.answer_id
       WHERE a.execution_id = $1 AND a.prompt_id = $2 GROUP BY a.engine`,
      [executionId, promptId],
    );
    return new Map(rows.map((r) => [r.engine, r.urls]));
  },

  /** The brand's positions of one prompt per engine and week of the range. */
  async weeklyPositions(q: Queryable, projectId: number, promptId: number, range: DayRange) {
    const { rows } = await q.query<{ engine: string; week: string } & PositionSums>(
      `SELECT engine, to_char(week, 'YYYY-MM-DD') AS week, sum(position_sum)::int AS position_sum,
         sum(position_count)::int AS position_count, sum(position_sq_sum)::int AS position_sq_sum
       FROM ${BRAND_ROWS_IN_RANGE} WHERE prompt_id = $8 GROUP BY engine, week`,
      [projectId, ...splitParams(range.start, range.end), promptId],
    );
    return rows;
  },
};
