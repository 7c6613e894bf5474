// SQL of what GET projects/{id}/ adds to the brand: its newest executions and the six weeks of its
// charts (the brand's position per provider, accuracy ratings), from the roll-ups.
import type { Queryable } from '../../db/database.ts';
import type { PositionSums } from '../results/figure-intervals.ts';
import { rollupRowsInRange, splitParams } from '../results/range-split.ts';
import type { DayRange } from '../results/weeks.ts';
import type { ExecutionSummaryRow } from './project.repo.ts';

/** Per kind of prompt, engine and week: the brand's positions and the accuracy ratings. */
export interface WeeklyFiguresRow extends PositionSums {
  kind: 'RANKING' | 'QUESTION';
  engine: string;
  week: string;
  good: number;
  partial: number;
  poor: number;
}

const PROMPT_ROWS_IN_RANGE = rollupRowsInRange(
  'metrics_weekly',
  'metrics_daily',
  'prompt_id, engine, position_sum, position_count, position_sq_sum, rating_count, correct_count, wrong_count',
);

export const projectDetailRepo = {
  async recentExecutions(q: Queryable, projectId: number, limit: number) {
    const { rows } = await q.query<ExecutionSummaryRow>(
      `SELECT id, uuid, executed_at, status FROM report_executions WHERE project_id = $1
       ORDER BY executed_at DESC, id DESC LIMIT $2`,
      [projectId, limit],
    );
    return rows;
  },

  async weeklyFigures(q: Queryable, projectId: number, range: DayRange) {
    const { rows } = await q.query<WeeklyFiguresRow>(
      `SELECT p.kind, x.engine, to_char(x.week, 'YYYY-MM-DD') AS week,
         sum(x.position_sum)::int AS position_sum, sum(x.position_count)::int AS position_count,
         sum(x.position_sq_sum)::int AS position_sq_sum, sum(x.correct_count)::int AS good, sum(x.rating_count - x.correct_count - x.wrong_count)::int AS partial,
         sum(x.wrong_count)::int AS poor
       FROM ${PROMPT_ROWS_IN_RANGE} JOIN prompts p ON p.id = x.prompt_id
       GROUP BY p.kind, x.engine, x.week`,
      [projectId, ...splitParams(range.start, range.end)],
    );
    return rows;
  },
};
