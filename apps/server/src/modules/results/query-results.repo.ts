// SQL of the Query Results tab: per prompt and engine, the latest completed execution and the one
// before, read from their answers and from the per-execution entity roll-up.
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { PositionSums, RatingSums } from './figure-intervals.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import { RATED_BY_COLUMNS, type RatedByColumns } from './rating-judges.repo.ts';
import type { DayRange } from './weeks.ts';

/** One prompt's answers from one engine in one execution, summed. */
export interface EngineRow extends PositionSums, RatingSums, RatedByColumns {
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
  /** Completed answers the sandbox simulated. */
  completed_simulated: number;
  simulated: boolean;
  executed_ms: number;
  /** The answers that gave the brand a position, by sample (the evidence the position links to). */
  answer_ids: number[];
}

/** The text an accuracy prompt's row shows per engine: the first completed sample's. */
export interface AnswerTextRow {
  prompt_id: number;
  engine: string;
  execution_id: number;
  answer_id: number;
  response: string | null;
  text_removed_at: Date | null;
  justification: string | null;
}

export interface EntityRow extends PositionSums {
  prompt_id: number;
  engine: string;
  execution_id: number;
  name: string;
  is_brand: boolean;
  position: number;
}

/** URLs one engine cited for one prompt in an execution. */
export interface SourcesRow {
  prompt_id: number;
  engine: string;
  urls: string[];
}

/** A prompt's brand positions from one engine in one week. */
export interface WeeklyPositionRow extends PositionSums {
  prompt_id: number;
  engine: string;
  week: string;
}

/** `AND <column> = $n` when one prompt is asked for, with its parameters; nothing for all prompts. */
const onePrompt = (column: string, params: readonly (number | string | null)[], promptId?: number) =>
  promptId === undefined
    ? { sql: '', params: [...params] }
    : { sql: `AND ${column} = $${params.length + 1}`, params: [...params, promptId] };

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
         count(*) FILTER (WHERE a.status = 'COMPLETED' AND a.simulated)::int AS completed_simulated,
         bool_or(a.simulated) AS simulated, ${RATED_BY_COLUMNS},
         extract(epoch FROM min(e.executed_at)) * 1000 AS executed_ms,
         coalesce(array_agg(a.id ORDER BY a.sample) FILTER (WHERE a.position IS NOT NULL), '{}') AS answer_ids
       FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE a.execution_id IN ($1, $2) ${onePrompt('a.prompt_id', executions, promptId).sql}
       GROUP BY a.prompt_id, a.engine, a.execution_id`,
      onePrompt('a.prompt_id', executions, promptId).params,
    );
  },

  /** Per prompt (all, or one), its first completed answer per engine in each of the two executions. */
  async answerTexts(q: Queryable, executions: [number, number], promptId?: number) {
    const filter = onePrompt('prompt_id', executions, promptId);
    const { rows } = await q.query<AnswerTextRow>(
      `SELECT DISTINCT ON (prompt_id, engine, execution_id) prompt_id, engine, execution_id, id::int AS answer_id,
         answer_text AS response, text_removed_at, justification
       FROM answers WHERE execution_id IN ($1, $2) ${filter.sql} AND status = 'COMPLETED'
       ORDER BY prompt_id, engine, execution_id, sample`,
      filter.params,
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

  /** Per prompt (all, or one), its ranked entities per engine in each of the two executions. */
  async entities(q: Queryable, executions: [number, number], promptId?: number) {
    const filter = onePrompt('prompt_id', executions, promptId);
    const { rows } = await q.query<EntityRow>(
      `SELECT prompt_id, engine, execution_id, name, is_brand, position_sum::float / position_count AS position,
         position_sum, position_count, position_sq_sum
       FROM execution_entity_metrics WHERE execution_id IN ($1, $2) ${filter.sql} AND position_count > 0`,
      filter.params,
    );
    return rows;
  },

  /** Per prompt (all, or one), up to ten URLs each engine cited for it in the execution. */
  async sources(q: Queryable, executionId: number, promptId?: number) {
    const filter = onePrompt('a.prompt_id', [executionId], promptId);
    const { rows } = await q.query<SourcesRow>(
      `SELECT a.prompt_id, a.engine, (array_agg(DISTINCT s.url))[1:10] AS urls
       FROM answer_sources s JOIN answers a ON a.id = s.answer_id
       WHERE a.execution_id = $1 ${filter.sql} GROUP BY a.prompt_id, a.engine`,
      filter.params,
    );
    return rows;
  },

  /** The brand's positions per prompt (all, or one), engine and week of the range. */
  async weeklyPositions(q: Queryable, projectId: number, range: DayRange, promptId?: number) {
    const filter = onePrompt('prompt_id', [projectId, ...splitParams(range.start, range.end)], promptId);
    const { rows } = await q.query<WeeklyPositionRow>(
      `SELECT prompt_id, engine, to_char(week, 'YYYY-MM-DD') AS week, sum(position_sum)::int AS position_sum,
         sum(position_count)::int AS position_count, sum(position_sq_sum)::int AS position_sq_sum
       FROM ${BRAND_ROWS_IN_RANGE} WHERE true ${filter.sql} GROUP BY prompt_id, engine, week`,
      filter.params,
    );
    return rows;
  },
};
