import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReportJobs } from './report-jobs.ts';
export declare const createExecutionService: (deps: {
  db: Database;
  clock: Clock;
  queue: () => JobQueue;
  jobs: () => ReportJobs;
  samples: number;
}) => {
  run(
    userId: number,
    ref: string,
  ): Promise<{
    message: 'Report execution started';
    execution: {
      id: number;
      uuid: string;
      executed_at: string;
      status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
    };
  }>;
  status(
    userId: number,
    ref: string,
  ): Promise<{
    running: boolean;
    is_running: boolean;
    estimated_time: number;
    current_execution: {
      id: number;
      uuid: string;
      executed_at: string;
      status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
    } | null;
    next_execution: string;
    queries_on_execution: number[];
    executions: {
      id: number;
      uuid: string;
      executed_at: string;
      status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
    }[];
  }>;
};
export type ExecutionService = ReturnType<typeof createExecutionService>;
