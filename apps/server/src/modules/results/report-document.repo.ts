// SQL of the printable report of one execution: its prompts, the positions of it and of the execution
// before, its entities, sources and accuracy answers, and six weeks of history from the roll-ups.
import type { AnswerSpans } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { PositionSums } from './figure-intervals.ts';
import { BRAND_ROWS_IN_RANGE } from './query-results.repo.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import type { DayRange } from './weeks.ts';

export interface ReportExecutionRow {
  id: number;
  uuid: string;
  project_id: number;
  executed_at: Date;
  status: string;
}

export interface ReportPromptRow {
  id: number;
  kind: 'RANKING' | 'QUESTION';
  query_text: string;
  expected_response: string | null;
}

/** The brand's positions of a prompt and engine in one execution. */
export interface PositionRow extends PositionSums {
  prompt_id: number;
  engine: string;
  execution_id: number;
}

/** An entity's average position over a prompt's answers in one execution. */
export interface ReportEntityRow extends PositionSums {
  prompt_id: number;
  entity_key: string;
  name: string;
  is_brand: boolean;
  position: number;
  appearances: number;
}

export interface WeeklyPositionRow extends PositionSums {
  prompt_id: number;
  /** Its Monday: JSON writes a date as YYYY-MM-DD whatever the server's DateStyle. */
  week: string;
}

const POSITION_SUMS = `sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
  sum(position_sq_sum)::int AS position_sq_sum`;

export interface ReportAnswerRow {
  prompt_id: number;
  engine: string;
  execution_id: number;
  rating: number | null;
  rating_judge: 'llm' | 'fact_check' | null;
  rating_judge_model: string | null;
  response: string | null;
  text_removed_at: Date | null;
  justification: string | null;
}

/** Named entities of prompts: $8 their prompt ids, $9 their keys, pair by pair. */
const NAMED_ENTITIES = '(prompt_id, entity_key) IN (SELECT * FROM unnest($8::int[], $9::text[]))';
const PROMPT_ENTITY_ROWS_IN_RANGE = rollupRowsInRange(
  'prompt_entity_metrics_weekly',
  'prompt_entity_metrics_daily',
  'prompt_id, entity_key, position_sum, position_count, position_sq_sum',
  false,
  NAMED_ENTITIES,
);

export interface PositionAnswerRow {
  prompt_id: number;
  engine: string;
  answer_text: string;
  spans: AnswerSpans;
}

export const reportDocumentRepo = {
  /** An execution by uuid or integer id. */
  async execution(q: Queryable, ref: string) {
    const { rows } = await q.query<ReportExecutionRow>(
      `SELECT id, uuid, project_id, executed_at, status FROM report_executions
       WHERE ${ref.includes('-') ? 'uuid = $1::uuid' : 'id = $1::int'}`,
      [ref],
    );
    return rows[0] ?? null;
  },

  /** The completed execution before one, or null. */
  async previousCompleted(q: Queryable, execution: ReportExecutionRow) {
    const { rows } = await q.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED' AND executed_at < $2
       ORDER BY executed_at DESC LIMIT 1`,
      [execution.project_id, execution.executed_at],
    );
    return rows[0]?.id ?? null;
  },

  /**
   * The prompts the execution asked (it holds an answer row for each prompt, engine and sample it
   * planned): a prompt added after it ran is not in its report.
   */
  async prompts(q: Queryable, executionId: number) {
    const { rows } = await q.query<ReportPromptRow>(
      `SELECT p.id, p.kind, p.query_text, p.expected_response FROM prompts p
       WHERE p.id IN (SELECT prompt_id FROM answers WHERE execution_id = $1) ORDER BY p.id`,
      [executionId],
    );
    return rows;
  },

  positions(q: Queryable, executionIds: number[]) {
    return jsonRows<PositionRow>(
      q,
      `SELECT prompt_id, engine, execution_id, coalesce(sum(position), 0)::int AS position_sum, count(position)::int AS position_count,
         coalesce(sum(position::int * position), 0)::int AS position_sq_sum
       FROM answers
       WHERE execution_id = ANY($1::int[]) AND status = 'COMPLETED' GROUP BY prompt_id, engine, execution_id`,
      [executionIds],
    );
  },

  entities(q: Queryable, executionId: number) {
    return jsonRows<ReportEntityRow>(
      q,
      `SELECT prompt_id, entity_key, min(name) AS name, bool_or(is_brand) AS is_brand,
         sum(position_sum)::float / sum(position_count) AS position, sum(position_count)::int AS appearances,
         ${POSITION_SUMS}
       FROM execution_entity_metrics WHERE execution_id = $1 AND position_count > 0 GROUP BY prompt_id, entity_key`,
      [executionId],
    );
  },

  /** The weekly positions of each named (prompt, entity) pair in the range. */
  weeklyEntityPositions(
    q: Queryable,
    projectId: number,
    range: DayRange,
    entities: readonly { prompt_id: number; entity_key: string }[],
  ) {
    return jsonRows<WeeklyPositionRow & { entity_key: string }>(
      q,
      `SELECT prompt_id, entity_key, week, ${POSITION_SUMS}
       FROM ${PROMPT_ENTITY_ROWS_IN_RANGE} GROUP BY prompt_id, entity_key, week`,
      [
        projectId,
        ...splitParams(range.start, range.end),
        entities.map((e) => e.prompt_id),
        entities.map((e) => e.entity_key),
      ],
    );
  },

  /** The brand's weekly positions per prompt and engine in the range. */
  weeklyBrandPositions(q: Queryable, projectId: number, range: DayRange) {
    return jsonRows<WeeklyPositionRow & { engine: string }>(
      q,
      `SELECT prompt_id, engine, week, ${POSITION_SUMS}
       FROM ${BRAND_ROWS_IN_RANGE} GROUP BY prompt_id, engine, week`,
      [projectId, ...splitParams(range.start, range.end)],
    );
  },

  /** URLs each prompt's answers cited in the execution, most cited first. */
  sources(q: Queryable, executionId: number) {
    return jsonRows<{ prompt_id: number; url: string; count: number }>(
      q,
      `SELECT a.prompt_id, s.url, count(*)::int AS count FROM answer_sources s JOIN answers a ON a.id = s.answer_id
       WHERE a.execution_id = $1 GROUP BY a.prompt_id, s.url`,
      [executionId],
      'count DESC, url',
    );
  },

  /** Per ranking prompt and engine, the first answer of the execution that gave the brand a position. */
  async positionAnswers(q: Queryable, executionId: number) {
    const { rows } = await q.query<PositionAnswerRow>(
      `SELECT DISTINCT ON (prompt_id, engine) prompt_id, engine, answer_text, spans
       FROM answers WHERE execution_id = $1 AND position IS NOT NULL AND spans IS NOT NULL
         AND answer_text IS NOT NULL
       ORDER BY prompt_id, engine, sample`,
      [executionId],
    );
    return rows;
  },

  /** Accuracy prompts' first completed answer per engine in each execution. */
  async accuracyAnswers(q: Queryable, projectId: number, executionIds: number[]) {
    const { rows } = await q.query<ReportAnswerRow>(
      `SELECT DISTINCT ON (prompt_id, engine, execution_id) prompt_id, engine, execution_id, rating,
         rating_judge, rating_judge_model, answer_text AS response, text_removed_at, justification
       FROM answers WHERE execution_id = ANY($1::int[]) AND status = 'COMPLETED'
         AND prompt_id IN (SELECT id FROM prompts WHERE project_id = $2 AND kind = 'QUESTION')
       ORDER BY prompt_id, engine, execution_id, sample`,
      [executionIds, projectId],
    );
    return rows;
  },
};
