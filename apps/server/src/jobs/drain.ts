// Runs queued jobs in this process until none are left: for tests, seeding and benchmarks, where
// waiting for workers to poll would only add time.
import type { AnyJob, JobQueue } from './queue.ts';

export const drainJobs = async (queue: JobQueue, jobs: readonly AnyJob[]) => {
  // Jobs enqueue further jobs (start -> collect -> finish -> mail): pass until a pass finds none.
  for (let found = true; found; ) {
    found = false;
    for (const job of jobs) {
      for (;;) {
        const batch = await queue.boss.fetch<object>(job.name, { batchSize: 50 });
        if (batch.length === 0) break;
        found = true;
        for (const item of batch) {
          try {
            await job.handle(job.payload.parse(item.data));
            await queue.boss.complete(job.name, item.id);
          } catch (err) {
            await queue.boss.fail(job.name, item.id, { message: String(err) });
          }
        }
      }
    }
  }
};
