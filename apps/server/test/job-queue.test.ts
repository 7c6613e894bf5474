// The worker loop waits for work instead of polling: a sent job wakes an idle worker through
// LISTEN/NOTIFY, and a deferred job or a retry wakes it when due. The idle poll is set to an hour,
// so any of these that relied on polling would never run and the test would time out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JobDefinition, type JobQueue, startQueue } from '../src/jobs/queue.ts';
import { startWorker } from '../src/jobs/start-worker.ts';
import { openTestDatabase, startHarness } from './harness.ts';

const SLOW_MACHINE = { timeout: 120_000 };
const Payload = z.object({ n: z.number() });
const seen: number[] = [];
const failOnce = new Set<number>();
const waiters: Array<() => void> = [];
const logged: string[] = [];
const job: JobDefinition<typeof Payload> = {
  name: 'test.record',
  payload: Payload,
  retryLimit: 2,
  retryDelay: 1,
  concurrency: 2,
  handle: async ({ n }) => {
    if (failOnce.delete(n)) throw new Error('engine down');
    seen.push(n);
    for (const wake of waiters.splice(0)) wake();
  },
};
const handled = async (n: number) => {
  while (!seen.includes(n)) await new Promise<void>((r) => waiters.push(r));
};
/** Lets the workers finish their fetch, so the next job finds them waiting. */
const settle = () => new Promise((r) => setTimeout(r, 300));

let queue: JobQueue;
let drop: () => Promise<void>;
let stopped = false;
beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  queue = await startQueue(opened.db, {
    log: { error: (_err, msg) => logged.push(msg) },
    schedule: false,
    idlePollSeconds: 3600,
  });
  await queue.work([job]);
  await settle();
}, SLOW_MACHINE.timeout);
afterAll(async () => {
  if (!stopped) await queue?.stop();
  await drop?.();
}, SLOW_MACHINE.timeout);

describe('job queue', () => {
  it('wakes idle workers when a job is sent', SLOW_MACHINE, async () => {
    await queue.send(job, { n: 1 });
    await handled(1);
    await settle();
    await queue.sendMany(job, [{ n: 2 }, { n: 3 }]);
    await handled(2);
    await handled(3);
  });

  it('runs a deferred job when it is due', SLOW_MACHINE, async () => {
    await settle();
    await queue.send(job, { n: 4 }, { startAfter: new Date(Date.now() + 1000) });
    await handled(4);
  });

  it('runs a retry after its backoff', SLOW_MACHINE, async () => {
    await settle();
    failOnce.add(5);
    await queue.send(job, { n: 5 });
    await handled(5);
    expect(failOnce.has(5)).toBe(false);
    expect(logged).toContain('job failed');
  });

  // A worker still fetching when stop() wakes the idle ones must not go to sleep for the idle poll.
  it('stops right after a job', SLOW_MACHINE, async () => {
    await queue.send(job, { n: 6 });
    await handled(6);
    await queue.stop();
    stopped = true;
  });
});

describe('worker start', () => {
  it('schedules the tick with a payload the tick job accepts', SLOW_MACHINE, async () => {
    const h = await startHarness();
    try {
      await startWorker(h.ctx);
      const [schedule] = await h.ctx.queue.boss.getSchedules(h.ctx.reportJobs.tickJob.name);
      expect(h.ctx.reportJobs.tickJob.payload.safeParse(schedule.data).success).toBe(true);
    } finally {
      await h.close();
    }
  });
});
