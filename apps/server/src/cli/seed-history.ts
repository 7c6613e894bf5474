// Runs report executions at past moments through the real pipeline (start, collect on the sandbox
// engines, analysis, finish, roll-ups), as if the schedule had run then.
import type { AppContext } from '../context.ts';
import { drainJobs } from '../jobs/drain.ts';
import type { ManualClock } from '../lib/clock.ts';
import { executionRepo } from '../modules/reports/execution.repo.ts';

export const runExecutionsAt = async (
  ctx: AppContext,
  clock: ManualClock,
  project: { id: number; ai_engines: string[] },
  moments: Date[],
  onProgress?: (done: number, total: number) => void,
) => {
  for (const [i, moment] of moments.entries()) {
    clock.current = moment;
    const execution = await executionRepo.insert(ctx.db, {
      projectId: project.id,
      trigger: 'SEED',
      sampling: ctx.config.sampling,
      engines: project.ai_engines as never,
      executedAt: moment,
    });
    if (!execution) throw new Error('another execution of this project is in flight');
    await ctx.queue.send(ctx.reportJobs.startJob, { executionId: execution.id });
    await drainJobs(ctx.queue, ctx.jobs);
    onProgress?.(i + 1, moments.length);
  }
};
