// pg-boss on the application's own database: the embedded PGlite in one process, or PostgreSQL
// shared by API and worker processes.
import { fromPglite, PgBoss } from 'pg-boss';
// The channel pg-boss NOTIFYs on when a job lands on a queue created with `notify`; the package root
// does not re-export it, and deriving it ourselves would break silently if pg-boss changed it.
import { notifyChannelSql } from 'pg-boss/dist/plans.js';
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

export interface QueueLog {
  error(obj: object, msg: string): void;
}

/** How long an idle worker waits for a job nobody announced (sent by a process that did not NOTIFY). */
const IDLE_POLL_SECONDS = 30;

export const startQueue = async (
  db: Database,
  options: {
    log: QueueLog;
    /** Runs pg-boss's cron (the scheduler tick); processes that only serve the API leave it off. */
    schedule?: boolean;
    idlePollSeconds?: number;
  },
): Promise<JobQueue> => {
  const { log } = options;
  const schema = db.connection?.schema ? `${db.connection.schema}_boss` : 'pgboss';
  // Maintenance passes at pg-boss's defaults (a minute or more); flows (job dependencies) are unused,
  // so their resolver need not look every 5 s.
  const maintenance = { schedule: options.schedule ?? true, flowIntervalSeconds: 300 };
  const boss =
    db.kind === 'pglite' && db.pglite
      ? new PgBoss({ db: fromPglite(db.pglite), backend: 'pglite', ...maintenance })
      : new PgBoss({
          connectionString: db.connection?.connectionString,
          schema,
          max: 10,
          ...maintenance,
        });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const loops: Promise<void>[] = [];
  const timers = new Set<NodeJS.Timeout>();
  /** Idle workers per queue, each waiting for a job on it. */
  const idle = new Map<string, Set<() => void>>();
  /** Wake-ups per queue so far: a worker whose fetch crossed one must not wait for the next. */
  const announced = new Map<string, number>();
  let stopping = false;
  const idlePollMs = (options.idlePollSeconds ?? IDLE_POLL_SECONDS) * 1000;

  const wake = (queue: string) => {
    announced.set(queue, (announced.get(queue) ?? 0) + 1);
    for (const resume of idle.get(queue) ?? []) resume();
  };
  const wakeAll = () => {
    for (const queue of created) wake(queue);
  };
  /** Wakes the workers of a queue when a job deferred to `at` becomes due (delays and retries). */
  const wakeAt = (queue: string, at: Date) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        wake(queue);
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  };
  /** Waits for a wake-up after the `seen`th: one that came while the worker fetched counts. */
  const waitForWork = (queue: string, seen: number) =>
    new Promise<void>((resolve) => {
      if (stopping || (announced.get(queue) ?? 0) !== seen) return resolve();
      const waiting = idle.get(queue) ?? new Set();
      idle.set(queue, waiting);
      const resume = () => {
        clearTimeout(timer);
        waiting.delete(resume);
        resolve();
      };
      const timer = setTimeout(resume, idlePollMs);
      waiting.add(resume);
    });

  // Sending a job NOTIFYs (the queues are created with `notify`), and the listener wakes the idle
  // workers of that queue at once, in this process and every other on the database; an idle worker
  // otherwise looks only every IDLE_POLL_SECONDS. The listener is pg-boss's own: on PostgreSQL a
  // dedicated connection with heartbeat and reconnect, after which everyone looks once.
  const channel = (await boss.getDb().executeSql(`SELECT ${notifyChannelSql(schema)} AS channel`)).rows[0]
    .channel as string;
  const listener = await boss.getDb().listen?.(channel, wake, wakeAll);

  // Our own worker loop rather than boss.work: it takes the next job as soon as one is done while
  // a backlog lasts, and waits for a NOTIFY only when the queue is empty. pg-boss's loop waits a
  // polling interval after every single-job fetch, which caps a worker at one job per interval.
  const workLoop = async (job: AnyJob) => {
    while (!stopping) {
      let item: { id: string; data: unknown } | undefined;
      const seen = announced.get(job.name) ?? 0;
      try {
        [item] = await boss.fetch<object>(job.name);
      } catch (err) {
        log.error({ err, queue: job.name }, 'job fetch failed');
      }
      if (!item) {
        await waitForWork(job.name, seen);
        continue;
      }
      try {
        await job.handle(job.payload.parse(item.data));
        await boss.complete(job.name, item.id);
      } catch (err) {
        log.error({ err, queue: job.name, jobId: item.id }, 'job failed');
        await failAndWakeForRetry(job.name, item.id, err).catch((e: Error) =>
          log.error({ err: e, queue: job.name, jobId: item.id }, 'could not record a failed job'),
        );
      }
    }
  };
  // A retry waits out its backoff in the database, where no NOTIFY announces it; this process knows
  // when it is due and wakes its workers then.
  const failAndWakeForRetry = async (queue: string, id: string, err: unknown) => {
    await boss.fail(queue, id, { message: String(err) });
    const retry = await boss.getJobById(queue, id);
    if (retry?.state === 'retry') wakeAt(queue, retry.startAfter);
  };
  const ensureQueue = async (job: AnyJob) => {
    if (created.has(job.name)) return;
    const settings = {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      retryBackoff: true,
      notify: true,
    };
    await boss.createQueue(job.name, settings);
    // A queue created by an older version keeps its settings through createQueue; bring them up to
    // date with the definition (and turn on notify).
    await boss.updateQueue(job.name, settings);
    created.add(job.name);
  };

  return {
    boss,
    async send(job, payload, sendOptions) {
      await ensureQueue(job);
      await boss.send(job.name, job.payload.parse(payload) as object, sendOptions ?? {});
      if (sendOptions?.startAfter) wakeAt(job.name, sendOptions.startAfter);
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
      for (const timer of timers) clearTimeout(timer);
      wakeAll();
      await Promise.allSettled(loops);
      await listener?.close();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
};
