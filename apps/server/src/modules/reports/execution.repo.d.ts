import type { EngineCode } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
export type ExecutionStatus = 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
export type ExecutionTrigger = 'MANUAL' | 'SCHEDULE' | 'SEED';
export interface ExecutionRow {
  id: number;
  uuid: string;
  project_id: number;
  status: ExecutionStatus;
  trigger: ExecutionTrigger;
  samples: number;
  engines: EngineCode[];
  scheduled_for: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  executed_at: Date;
  error: string | null;
}
export interface AnswerRow {
  id: number;
  execution_id: number;
  project_id: number;
  prompt_id: number;
  engine: EngineCode;
  sample: number;
  status: 'PENDING' | 'COMPLETED' | 'NO_ANSWER' | 'FAILED';
  attempts: number;
}
export declare const executionRepo: {
  /** Null when the project already has an execution in flight (one at a time per project). */
  insert(
    q: Queryable,
    e: {
      projectId: number;
      trigger: ExecutionTrigger;
      samples: number;
      engines: EngineCode[];
      scheduledFor?: Date;
      executedAt: Date;
    },
  ): Promise<ExecutionRow | null>;
  get(q: Queryable, id: number): Promise<ExecutionRow | null>;
  running(q: Queryable, projectId: number): Promise<ExecutionRow | null>;
  listForProject(q: Queryable, projectId: number, limit?: number): Promise<ExecutionRow[]>;
  /** PENDING -> RUNNING once; later calls (a retried start job) change nothing. */
  markRunning(q: Queryable, id: number, now: Date): Promise<void>;
  /** RUNNING -> final status once; returns false when another worker already finished it. */
  finish(
    q: Queryable,
    id: number,
    status: 'COMPLETED' | 'FAILED',
    now: Date,
    error: string | null,
  ): Promise<boolean>;
  /** One answer row per (prompt, engine, sample): the idempotency key of the collecting jobs. */
  insertAnswerSlots(q: Queryable, execution: ExecutionRow, promptIds: number[]): Promise<void>;
  pendingAnswers(q: Queryable, executionId: number): Promise<AnswerRow[]>;
  hasPending(q: Queryable, executionId: number): Promise<boolean>;
  answerCounts(
    q: Queryable,
    executionId: number,
  ): Promise<{
    pending: number;
    collected: number;
    failed: number;
  }>;
};
