// Creates the executions whose weekly slot has come. The unique (project, scheduled_for) index makes
// a slot run once however many schedulers see it; a slot that finds a run in flight is skipped.
// A read-only owner's slots pass without a run (paused), so a paid plan resumes at the next slot.
import type { SamplingConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { nextScheduledRun } from '../../lib/schedule.ts';
import { accountOf } from '../subscription/limits.ts';
import { executionRepo } from './execution.repo.ts';
import { scheduleRepo } from './schedule.repo.ts';

export const scheduleDueProjects = async (
  db: Database,
  now: Date,
  sampling: SamplingConfig,
): Promise<number[]> => {
  const started: number[] = [];
  for (const p of await scheduleRepo.due(db, now)) {
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
      await scheduleRepo.advance(
        q,
        p.id,
        nextScheduledRun(p.scheduled_day, p.scheduled_hour, p.timezone, now),
        p.next_execution_at,
      );
      return created;
    });
    if (execution) started.push(execution.id);
  }
  return started;
};
