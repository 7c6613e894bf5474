// What figures rest on: the completed answers behind them per engine, measured (a live engine) or
// simulated (the sandbox). Read by the printable and the custom report, which say it on every page,
// and by the brand-wide reads over a range of days (cited sources, competitors, share of voice).
import type { AnswerOutcomes } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { answerOutcomesSql, OUTCOME_COLUMNS, spanRows } from '../prompt-dashboards/rollup-spans.ts';
import type { DaySpan } from './range-split.ts';

interface EngineProvenanceRow {
  engine: string;
  measured: number;
  simulated: number;
}

const COUNTS = `engine, count(*) FILTER (WHERE NOT a.simulated)::int AS measured,
  count(*) FILTER (WHERE a.simulated)::int AS simulated`;

export const provenanceRepo = {
  /** The answers of one execution. */
  async ofExecution(q: Queryable, executionId: number) {
    const { rows } = await q.query<EngineProvenanceRow>(
      `SELECT ${COUNTS} FROM answers a WHERE a.execution_id = $1 AND a.status = 'COMPLETED'
       GROUP BY engine ORDER BY engine`,
      [executionId],
    );
    return rows;
  },

  /** The answers of a brand's executions run on the days from `start` to `end` (UTC, inclusive). */
  async ofPeriod(q: Queryable, projectId: number, start: string, end: string) {
    const { rows } = await q.query<EngineProvenanceRow>(
      `SELECT ${COUNTS} FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE e.project_id = $1 AND a.status = 'COMPLETED'
         AND e.executed_at >= $2::date AND e.executed_at < $3::date + 1
       GROUP BY engine ORDER BY engine`,
      [projectId, start, end],
    );
    return rows;
  },

  /** The brand's answers of the days of `span` by outcome, from its brand-wide daily roll-up. */
  async outcomesOfDays(q: Queryable, projectId: number, span: DaySpan): Promise<AnswerOutcomes> {
    const { from, params } = spanRows(
      { daily: 'project_metrics_daily' },
      OUTCOME_COLUMNS,
      'project_id = $1',
      [projectId],
      [span],
    );
    const { rows } = await q.query<AnswerOutcomes>(answerOutcomesSql(from), params);
    return rows[0];
  },
};

/** The reply's provenance: answers measured and simulated, and the engines with simulated answers. */
export const presentProvenance = (rows: readonly EngineProvenanceRow[]) => ({
  answers_measured: rows.reduce((n, r) => n + r.measured, 0),
  answers_simulated: rows.reduce((n, r) => n + r.simulated, 0),
  simulated_engines: rows.filter((r) => r.simulated > 0).map((r) => r.engine),
});
