import { PgBoss } from 'pg-boss';
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
export type AnyJob = JobDefinition<any>;
export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.infer<S>,
    options?: {
      singletonKey?: string;
      startAfter?: Date;
    },
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
export declare const startQueue: (
  db: Database,
  options: {
    onError: (err: Error) => void;
    pollingIntervalSeconds?: number;
  },
) => Promise<JobQueue>;
