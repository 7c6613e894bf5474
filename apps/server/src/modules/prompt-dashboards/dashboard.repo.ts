// SQL shared by both prompt dashboards: the prompt itself, pages of the answers a filter selects, and
// how many of them counted.
import type { AnswerOutcomes } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { DaySpan } from '../results/range-split.ts';
import { answerWhere, BRAND_MENTION, type DashboardFilter, promptRollups } from './filters.ts';
import {
  ANSWER_OUTCOME_COUNTS,
  answerOutcomesSql,
  OUTCOME_COLUMNS,
  type RollupTables,
  spanRows,
} from './rollup-spans.ts';

const METRICS: RollupTables = { daily: 'metrics_daily', weekly: 'metrics_weekly' };
const IMPORTED: RollupTables = { daily: 'imported_metrics_daily' };

export interface DashboardPrompt {
  id: number;
  uuid: string;
  project_id: number;
  kind: 'RANKING' | 'QUESTION';
  query_text: string;
  expected_response: string | null;
}

export interface AnswerRow {
  id: number;
  engine: string;
  answer_text: string | null;
  text_removed_at: Date | null;
  position: number | null;
  appears: boolean;
  rating: number | null;
  score: string | number | null;
  simulated: boolean;
  model: string | null;
  served_model: string | null;
  status: 'COMPLETED' | 'NO_ANSWER' | 'REFUSED';
  executed_at: Date;
  sources: { url: string; domain: string }[];
}

/** A listed answer's status as the replies name it. */
export const ANSWER_STATUS = { COMPLETED: 'answered', NO_ANSWER: 'empty', REFUSED: 'refused' } as const;

export const dashboardRepo = {
  /**
   * A prompt's answers over the range (of some engines) by outcome: counted, empty, refused, failed; of
   * the imported app answers instead when asked (they are never empty or failed).
   */
  async outcomes(
    q: Queryable,
    projectId: number,
    promptId: number,
    range: DaySpan,
    providers?: readonly string[],
    imported = false,
  ): Promise<AnswerOutcomes> {
    const { where, params } = promptRollups(projectId, promptId, providers);
    const { from, params: all } = imported
      ? spanRows(IMPORTED, 'answers, 0 AS simulated, 0 AS no_answers, refused, 0 AS failed', where, params, [
          range,
        ])
      : spanRows(METRICS, OUTCOME_COLUMNS, where, params, [range]);
    const { rows } = await q.query<AnswerOutcomes>(answerOutcomesSql(from), all);
    return rows[0];
  },

  /** A prompt's answers in one execution by outcome. */
  async executionOutcomes(q: Queryable, executionId: number, promptId: number): Promise<AnswerOutcomes> {
    const { rows } = await q.query<AnswerOutcomes>(
      `SELECT ${ANSWER_OUTCOME_COUNTS} FROM answers a WHERE a.execution_id = $1 AND a.prompt_id = $2`,
      [executionId, promptId],
    );
    return rows[0];
  },

  /** A prompt of that kind by uuid or integer id. */
  async findPrompt(
    q: Queryable,
    ref: string,
    kind: DashboardPrompt['kind'],
  ): Promise<DashboardPrompt | null> {
    const byUuid = ref.includes('-');
    const { rows } = await q.query<DashboardPrompt>(
      `SELECT id, uuid, project_id, kind, query_text, expected_response FROM prompts
       WHERE ${byUuid ? 'uuid = $1::uuid' : 'id = $1::int'} AND kind = $2`,
      [ref, kind],
    );
    return rows[0] ?? null;
  },

  /** One page of the answers a filter selects, newest execution first, and how many there are in all. */
  async answerPage(
    q: Queryable,
    project: ProjectRow,
    prompt: DashboardPrompt,
    f: DashboardFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: AnswerRow[]; total: number }> {
    const { where, params } = answerWhere(prompt.id, project, f);
    const { rows } = await q.query<AnswerRow & { total: number }>(
      `SELECT a.id, a.engine, a.answer_text, a.text_removed_at, a.position,
         coalesce(${BRAND_MENTION}, false) AS appears, a.rating, a.score, a.simulated,
         a.model, a.served_model, a.status, e.executed_at, count(*) OVER ()::int AS total,
         coalesce((SELECT json_agg(json_build_object('url', s.url, 'domain', s.domain) ORDER BY s.id)
           FROM answer_sources s WHERE s.answer_id = a.id), '[]') AS sources
       FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE ${where}
       ORDER BY e.executed_at DESC, a.engine, a.sample, a.id
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    if (rows.length) return { rows, total: rows[0].total };
    // Past the last page: still tell how many there are.
    const count = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM answers a JOIN report_executions e ON e.id = a.execution_id WHERE ${where}`,
      params,
    );
    return { rows, total: count.rows[0].n };
  },
};
