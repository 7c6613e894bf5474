// The report pipeline as jobs, each running one command: start (start-execution.ts: answer rows, then
// one collecting job each), collect (collect-answer.ts: one engine call per answer on per-engine
// queues, its cell's sampling decision in decide-samples.ts), finish (finish-execution.ts: status,
// roll-ups, notifications, mail), and the scheduler tick (scheduler.ts). Every step is idempotent:
// any job may run twice or after a crash.
import { ENGINE_CODES, type EngineCode } from '@sightline/contracts';
import { z } from 'zod';
import type { AccuracyJudge } from '../../analysis/accuracy-judge.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { EngineAdapter } from '../../engines/index.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { AlertJobs } from '../webhooks/alert-jobs.ts';
import { createCollectAnswer } from './collect-answer.ts';
import { executionRepo } from './execution.repo.ts';
import { finishExecution } from './finish-execution.ts';
import { scheduleDueProjects } from './scheduler.ts';
import { startExecution } from './start-execution.ts';

const ExecutionPayload = z.object({ executionId: z.number().int() });
const AnswerPayload = z.object({ answerId: z.number().int() });

export interface ReportJobDeps {
  db: Database;
  queue: () => JobQueue;
  clock: Clock;
  config: Config;
  engines: Record<EngineCode, EngineAdapter>;
  judge: AccuracyJudge;
  mail: MailService;
  alerts: Pick<AlertJobs, 'afterExecution'>;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}

export const createReportJobs = (deps: ReportJobDeps) => {
  const { db, clock, config } = deps;
  const collectAnswer = createCollectAnswer(deps);

  const finishJob: JobDefinition<typeof ExecutionPayload> = {
    name: 'report.execution.finish',
    payload: ExecutionPayload,
    retryLimit: 5,
    retryDelay: 5,
    concurrency: 1,
    handle: ({ executionId }) =>
      finishExecution(
        { db, clock, mail: deps.mail, alerts: deps.alerts, publicUrl: config.publicUrl },
        executionId,
      ),
  };

  const maybeFinish = async (executionId: number) => {
    if (!(await executionRepo.hasPending(db, executionId))) {
      await deps.queue().send(finishJob, { executionId }, { singletonKey: `finish-${executionId}` });
    }
  };

  /** One collecting job per answer row, on its engine's queue. */
  const sendCollectJobs = async (answers: readonly { id: number; engine: EngineCode }[]) => {
    for (const engine of new Set(answers.map((a) => a.engine))) {
      const payloads = answers.filter((a) => a.engine === engine).map((a) => ({ answerId: a.id }));
      await deps.queue().sendMany(collectJobFor(engine), payloads);
    }
  };

  const collect = async (answerId: number) => {
    const outcome = await collectAnswer(answerId);
    if (outcome.kind === 'again') {
      await deps.queue().send(collectJobFor(outcome.engine), { answerId }, { startAfter: outcome.at });
    } else if (outcome.kind === 'landed') {
      await sendCollectJobs(outcome.added);
      await maybeFinish(outcome.executionId);
    }
  };

  const collectJobs: JobDefinition<typeof AnswerPayload>[] = ENGINE_CODES.map((code) => ({
    name: `report.answer.${code}`,
    payload: AnswerPayload,
    retryLimit: config.collectMaxAttempts,
    retryDelay: 5,
    concurrency: config.engineConcurrency,
    handle: ({ answerId }) => collect(answerId),
  }));
  const collectJobFor = (engine: EngineCode) => collectJobs[ENGINE_CODES.indexOf(engine)];

  const startJob: JobDefinition<typeof ExecutionPayload> = {
    name: 'report.execution.start',
    payload: ExecutionPayload,
    retryLimit: 5,
    retryDelay: 5,
    concurrency: 2,
    async handle({ executionId }) {
      const pending = await startExecution({ db, clock }, executionId);
      if (!pending) return;
      await sendCollectJobs(pending);
      await maybeFinish(executionId);
    },
  };

  const tickJob: JobDefinition<z.ZodObject> = {
    name: 'report.schedule.tick',
    payload: z.object({}),
    retryLimit: 0,
    retryDelay: 1,
    concurrency: 1,
    handle: async () => {
      const started = await scheduleDueProjects(db, clock.now(), config.sampling);
      for (const executionId of started) await deps.queue().send(startJob, { executionId });
    },
  };

  /** After a restart: executions left in flight get their start step again (it only adds what is missing). */
  const resumeInFlight = async () => {
    const inFlight = await executionRepo.inFlight(db);
    for (const executionId of inFlight) await deps.queue().send(startJob, { executionId });
    return inFlight.length;
  };

  return {
    startJob,
    collectJobs,
    finishJob,
    tickJob,
    resumeInFlight,
    all: [startJob, ...collectJobs, finishJob, tickJob],
  };
};

export type ReportJobs = ReturnType<typeof createReportJobs>;
