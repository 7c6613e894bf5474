import type { AnyJob, JobQueue } from './queue.ts';
export declare const drainJobs: (queue: JobQueue, jobs: readonly AnyJob[]) => Promise<void>;
