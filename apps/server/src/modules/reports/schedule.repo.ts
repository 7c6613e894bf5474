// SQL of the weekly schedule: the brands whose slot has come, and the move of a brand to its next slot.
import type { ScheduleDay } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

export interface DueProject {
  id: number;
  owner_id: number;
  ai_engines: string[];
  scheduled_day: ScheduleDay;
  scheduled_hour: number;
  timezone: string;
  next_execution_at: Date;
}

export const scheduleRepo = {
  /** Scheduled brands with prompts whose slot is at or before `now`, oldest slot first, at most 100. */
  async due(q: Queryable, now: Date): Promise<DueProject[]> {
    const { rows } = await q.query<DueProject>(
      `SELECT id, owner_id, ai_engines, scheduled_day, scheduled_hour, timezone, next_execution_at FROM projects
       WHERE next_execution_at <= $1 AND scheduled_day IS NOT NULL AND scheduled_hour IS NOT NULL
         AND EXISTS (SELECT 1 FROM prompts WHERE project_id = projects.id)
       ORDER BY next_execution_at LIMIT 100`,
      [now],
    );
    return rows;
  },

  /** Moves the brand from slot `from` to `next`; nothing when another scheduler moved it first. */
  async advance(q: Queryable, projectId: number, next: Date, from: Date) {
    await q.query('UPDATE projects SET next_execution_at = $2 WHERE id = $1 AND next_execution_at = $3', [
      projectId,
      next,
      from,
    ]);
  },
};
