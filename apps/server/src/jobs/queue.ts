// pg-boss on the application's own database: the embedded PGlite in one process, or PostgreSQL
// shared by API and worker processes.
import { fromPglite, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';

export interface JobDefinition<S extends z.ZodType> {
  /** Queue name, e.g. `mail.send`. */
  name: string;
  payload: S;
  retryLimit: number;
  /** Base delay in seconds; pg-boss doubles it on each retry. */
  retryDelay: number;
  /** How many jobs of this queue one process runs at once. */
  concurrency: number;
  handle: (payload: z.infer<S>) => Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every payload type
export type AnyJob = JobDefinition<any>;

export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.infer<S>,
    options?: { singletonKey?: string; startAfter?: Date },
  ): Promise<void>;
  /** Many jobs of one queue in one statement. */
  sendMany<S extends z.ZodType>(job: JobDefinition<S>, payloads: z.infer<S>[]): Promise<void>;
  /** Creates the queues of these jobs (workers do it too), so jobs can be fetched by hand in tests. */
  prepare(jobs: readonly AnyJob[]): Promise<void>;
  /** Starts workers for the given jobs in this process. */
  work(jobs: readonly AnyJob[]): Promise<void>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export const startQueue = async (
  db: Database,
  options: { onError: (err: Error) => void; pollingIntervalSeconds?: number },
): Promise<JobQueue> => {
  const boss =
    db.kind === 'pglite' && db.pglite
      ? new PgBoss({ db: fromPglite(db.pglite), backend: 'pglite' })
      : new PgBoss({
          connectionString: db.connection?.connectionString,
          schema: db.connection?.schema ? `${db.connection.schema}_boss` : 'pgboss',
          max: 10,
        });
  boss.on('error', options.onError);
  await boss.start();
  const created = new Set<string>();
  const loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  let stopping = false;
  const pollMs = (options.pollingIntervalSeconds ?? 1) * 1000;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  // Our own worker loop rather than boss.work: it takes the next job as soon as one is done while
  // a backlog lasts, and sleeps a poll interval only when the queue is empty. pg-boss's loop waits
  // an interval after every single-job fetch, which caps a worker at one job per interval.
  const workLoop = async (job: AnyJob) => {
    while (!stopping) {
      let item: { id: string; data: unknown } | undefined;
      try {
        [item] = await boss.fetch<object>(job.name);
      } catch (err) {
        options.onError(err as Error);
      }
      if (!item) {
        await sleep(pollMs);
        continue;
      }
      try {
        await job.handle(job.payload.parse(item.data));
        await boss.complete(job.name, item.id);
      } catch (err) {
        await boss.fail(job.name, item.id, { message: String(err) }).catch((e: Error) => options.onError(e));
      }
    }
  };
  const ensureQueue = async (job: AnyJob) => {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      retryBackoff: true,
    });
    created.add(job.name);
  };

  return {
    boss,
    async send(job, payload, sendOptions) {
      await ensureQueue(job);
      await boss.send(job.name, job.payload.parse(payload) as object, sendOptions ?? {});
    },
    async sendMany(job, payloads) {
      await ensureQueue(job);
      const BATCH = 1000;
      for (let i = 0; i < payloads.length; i += BATCH) {
        await boss.insert(
          job.name,
          payloads.slice(i, i + BATCH).map((p) => ({ data: job.payload.parse(p) as object })),
        );
      }
    },
    async prepare(jobs) {
      for (const job of jobs) await ensureQueue(job);
    },
    async work(jobs) {
      for (const job of jobs) {
        await ensureQueue(job);
        for (let i = 0; i < job.concurrency; i++) loops.push(workLoop(job));
      }
    },
    async stop() {
      stopping = true;
      for (const wake of sleepers) wake();
      await Promise.allSettled(loops);
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
};
