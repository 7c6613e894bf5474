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
          max: 5,
        });
  boss.on('error', options.onError);
  await boss.start();
  const created = new Set<string>();
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
    async prepare(jobs) {
      for (const job of jobs) await ensureQueue(job);
    },
    async work(jobs) {
      for (const job of jobs) {
        await ensureQueue(job);
        await boss.work(
          job.name,
          {
            batchSize: 1,
            localConcurrency: job.concurrency,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
          },
          async ([item]) => {
            await job.handle(job.payload.parse(item.data));
          },
        );
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
};
