import { type EngineCode } from '@sightline/contracts';
import { z } from 'zod';
import type { AccuracyJudge } from '../../analysis/accuracy-judge.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { type EngineAdapter } from '../../engines/index.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';
export interface ReportJobDeps {
  db: Database;
  queue: () => JobQueue;
  clock: Clock;
  config: Config;
  engines: Record<EngineCode, EngineAdapter>;
  judge: AccuracyJudge;
  mail: MailService;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}
export declare const createReportJobs: (deps: ReportJobDeps) => {
  startJob: JobDefinition<
    z.ZodObject<
      {
        executionId: z.ZodNumber;
      },
      z.core.$strip
    >
  >;
  collectJobs: JobDefinition<
    z.ZodObject<
      {
        answerId: z.ZodNumber;
      },
      z.core.$strip
    >
  >[];
  finishJob: JobDefinition<
    z.ZodObject<
      {
        executionId: z.ZodNumber;
      },
      z.core.$strip
    >
  >;
  tickJob: JobDefinition<z.ZodObject<z.core.$ZodLooseShape, z.core.$strip>>;
  resumeInFlight: () => Promise<number>;
  all: (
    | JobDefinition<z.ZodObject<z.core.$ZodLooseShape, z.core.$strip>>
    | JobDefinition<
        z.ZodObject<
          {
            executionId: z.ZodNumber;
          },
          z.core.$strip
        >
      >
    | JobDefinition<
        z.ZodObject<
          {
            answerId: z.ZodNumber;
          },
          z.core.$strip
        >
      >
  )[];
};
export type ReportJobs = ReturnType<typeof createReportJobs>;
