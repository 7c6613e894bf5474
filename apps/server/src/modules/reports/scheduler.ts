// Creates the executions whose weekly slot has come. The unique (project, scheduled_for) index makes
// a slot run once however many schedulers see it; a slot that finds a run in flight is skipped.
// A read-only owner's slots pass without a run (paused), so a paid plan resumes at the next slot.
import type { ScheduleDay } from '@sightline/contracts';
import type { SamplingConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { nextScheduledRun } from '../../lib/schedule.ts';
import { accountOf } from '../subscription/limits.ts';
import { executionRepo } from './execution.repo.ts';

interface DueProject {
  id: number;
  owner_id: number;
  ai_engines: string[];
  scheduled_day: ScheduleDay;
  scheduled_hour: number;
  timezone: string;
  next_execution_at: Date;
}

export const scheduleDueProjects = async (
  db: Database,
  now: Date,
  sampling: SamplingConfig,
): Promise<number[]> => {
  const { rows } = await db.query<DueProject>(
    `SELECT id, owner_id, ai_engines, scheduled_day, scheduled_hour, timezone, next_execution_at FROM projects
     WHERE next_execution_at <= $1 AND scheduled_day IS NOT NULL AND scheduled_hour IS NOT NULL
       AND EXISTS (SELECT 1 FROM prompts WHERE project_id = projects.id)
     ORDER BY next_execution_at LIMIT 100`,
    [now],
  );
  const started: number[] = [];
  for (const p of rows) {
    const paused = (await accountOf(db, p.owner_id, now)).access === 'read_only';
    const execution = await db.tx(async (q) => {
      const created = paused
        ? null
        : await executionRepo.insert(q, {
            projectId: p.id,
            trigger: 'SCHEDULE',
            sampling,
            engines: p.ai_engines as never,
            scheduledFor: p.next_execution_at,
            executedAt: now,
          });
      await q.query('UPDATE projects SET next_execution_at = $2 WHERE id = $1 AND next_execution_at = $3', [
        p.id,
        nextScheduledRun(p.scheduled_day, p.scheduled_hour, p.timezone, now),
        p.next_execution_at,
      ]);
      return created;
    });
    if (execution) started.push(execution.id);
  }
  return started;
};
