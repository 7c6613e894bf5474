// The report pipeline as jobs: start (answer slots + one collecting job each), collect (one engine
// call per answer, per-engine queues), finish (status, roll-ups, notifications, mail), and the
// scheduler tick. Every step is idempotent: any job may run twice or after a crash.
import { ENGINE_CODES, type EngineCode, isoDay } from '@sightline/contracts';
import { z } from 'zod';
import type { AccuracyJudge } from '../../analysis/accuracy-judge.ts';
import { analyzeAnswer } from '../../analysis/analyze-answer.ts';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { type EngineAdapter, EngineError } from '../../engines/index.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import type { MailService } from '../../mail/mail.service.ts';
import type { AlertJobs } from '../webhooks/alert-jobs.ts';
import { storeAnswer } from './answer-store.ts';
import { decideSamples } from './decide-samples.ts';
import { executionRepo } from './execution.repo.ts';
import { finishExecution } from './finish-execution.ts';
import { scheduleDueProjects } from './scheduler.ts';

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

interface ClaimedAnswer {
  id: number;
  execution_id: number;
  prompt_id: number;
  engine: EngineCode;
  sample: number;
  attempts: number;
  kind: 'RANKING' | 'QUESTION';
  query_text: string;
  expected_response: string | null;
  executed_at: Date;
  entity_name: string;
  entity_label: string;
  domain: string;
  location: string;
  aliases: string[];
  project_id: number;
}

export const createReportJobs = (deps: ReportJobDeps) => {
  const { db, clock, config } = deps;
  const limiters = Object.fromEntries(
    ENGINE_CODES.map((code) => [code, createRateLimiter(config.engineRpm[code], clock)]),
  ) as Record<EngineCode, ReturnType<typeof createRateLimiter>>;

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

  // An execution's known competitors do not change while it runs: read them once per execution.
  const competitorCache = new Map<number, Promise<{ name: string; aliases: string[] }[]>>();
  const competitorsOf = (executionId: number, projectId: number) => {
    let cached = competitorCache.get(executionId);
    if (!cached) {
      if (competitorCache.size > 100) competitorCache.clear();
      cached = db
        .query<{ name: string; aliases: string[] }>(
          'SELECT name, aliases FROM project_competitors WHERE project_id = $1',
          [projectId],
        )
        .then((r) => r.rows);
      competitorCache.set(executionId, cached);
    }
    return cached;
  };

  /** Claims a pending answer for one lease; null when it is done or another worker holds it. */
  const claim = async (answerId: number) => {
    const now = clock.now();
    const { rows } = await db.query<ClaimedAnswer>(
      `UPDATE answers a SET attempts = a.attempts + 1, claimed_until = $2
       FROM prompts p, projects pr, report_executions e
       WHERE a.id = $1 AND a.status = 'PENDING' AND (a.claimed_until IS NULL OR a.claimed_until < $3)
         AND p.id = a.prompt_id AND pr.id = a.project_id AND e.id = a.execution_id
       RETURNING a.id, a.execution_id, a.prompt_id, a.engine, a.sample, a.attempts, p.kind, p.query_text, p.expected_response,
         e.executed_at, pr.entity_name, pr.entity_label, pr.domain, pr.location, pr.aliases, pr.id AS project_id`,
      [answerId, new Date(now.getTime() + config.collectLeaseSeconds * 1000), now],
    );
    return rows[0] ?? null;
  };

  /** One collecting job per answer row, on its engine's queue. */
  const sendCollectJobs = async (answers: readonly { id: number; engine: EngineCode }[]) => {
    for (const engine of new Set(answers.map((a) => a.engine))) {
      const payloads = answers.filter((a) => a.engine === engine).map((a) => ({ answerId: a.id }));
      await deps.queue().sendMany(collectJobFor(engine), payloads);
    }
  };

  /**
   * Lands an answer's final state and takes the cell's sampling decision in the same transaction.
   * Returns the extra sample rows it added, to be queued after the commit (a crash in between leaves
   * them pending, and the start step that a restarting worker re-sends queues every pending row).
   */
  const landAndDecide = (answer: ClaimedAnswer, land: (q: Queryable) => Promise<unknown>) =>
    db.tx(async (q) => {
      // The execution's row is locked before anything else, as the decision locks it: two answers
      // landing at once then queue on one row instead of each holding a lock the other waits for
      // (a deadlock on PostgreSQL).
      await executionRepo.lockForExtraSamples(q, answer.execution_id);
      await land(q);
      return decideSamples(q, answer.execution_id, {
        promptId: answer.prompt_id,
        engine: answer.engine,
        sample: answer.sample,
      });
    });

  const collect = async (answerId: number) => {
    const answer = await claim(answerId);
    if (!answer) {
      const { rows } = await db.query<{ status: string; claimed_until: Date | null; engine: EngineCode }>(
        'SELECT status, claimed_until, engine FROM answers WHERE id = $1',
        [answerId],
      );
      const row = rows[0];
      // Another worker holds the claim: look again when its lease runs out, in case it died.
      if (row?.status === 'PENDING' && row.claimed_until) {
        await deps
          .queue()
          .send(
            collectJobFor(row.engine),
            { answerId },
            { startAfter: new Date(row.claimed_until.getTime() + 1000) },
          );
      }
      return;
    }
    const competitors = await competitorsOf(answer.execution_id, answer.project_id);
    let added: { id: number; engine: EngineCode }[] = [];
    try {
      await limiters[answer.engine].take();
      const result = await deps.engines[answer.engine].ask({
        engine: answer.engine,
        prompt: answer.query_text,
        sample: answer.sample,
        day: isoDay(answer.executed_at),
        project: {
          entity_name: answer.entity_name,
          entity_label: answer.entity_label,
          domain: answer.domain,
          location: answer.location,
          aliases: answer.aliases,
        },
      });
      const analysis = analyzeAnswer({
        engine: answer.engine,
        prompt: answer.query_text,
        answer: result.text,
        sources: result.citations.map((c) => ({ url: c.url, title: c.title })),
        brand: {
          name: answer.entity_name,
          label: answer.entity_label,
          aliases: answer.aliases,
          domain: answer.domain,
        },
        competitors,
      });
      const verdict =
        answer.kind === 'QUESTION' && result.status === 'answered' && analysis.refusal === null
          ? await deps.judge.judge({
              question: answer.query_text,
              expected: answer.expected_response ?? '',
              answer: result.text,
            })
          : null;
      added = await landAndDecide(answer, (q) =>
        storeAnswer(q, answer.id, result, analysis, verdict, clock.now(), answer.entity_label),
      );
    } catch (err) {
      const retryable = !(err instanceof EngineError) || err.retryable;
      if (
        retryable &&
        answer.attempts < config.collectMaxAttempts &&
        err instanceof EngineError &&
        err.retryAfterMs
      ) {
        // The engine said when to come back (429 Retry-After): a fresh job at that time, not the queue's backoff.
        await db.query('UPDATE answers SET claimed_until = NULL, error = $2 WHERE id = $1', [
          answer.id,
          String(err),
        ]);
        await deps
          .queue()
          .send(
            collectJobFor(answer.engine),
            { answerId: answer.id },
            { startAfter: new Date(clock.now().getTime() + err.retryAfterMs) },
          );
        return;
      }
      if (retryable && answer.attempts < config.collectMaxAttempts) {
        // Release the claim so the retry can take it at once.
        await db.query('UPDATE answers SET claimed_until = NULL, error = $2 WHERE id = $1', [
          answer.id,
          String(err),
        ]);
        throw err;
      }
      added = await landAndDecide(answer, (q) =>
        q.query(`UPDATE answers SET status = 'FAILED', error = $2, claimed_until = NULL WHERE id = $1`, [
          answer.id,
          err instanceof Error ? err.message : String(err),
        ]),
      );
      deps.log('answer failed for good', { answerId: answer.id, engine: answer.engine, error: String(err) });
    }
    await sendCollectJobs(added);
    await maybeFinish(answer.execution_id);
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
      const execution = await executionRepo.get(db, executionId);
      if (!execution || execution.status === 'COMPLETED' || execution.status === 'FAILED') return;
      const prompts = await db.query<{ id: number }>(
        'SELECT id FROM prompts WHERE project_id = $1 ORDER BY id',
        [execution.project_id],
      );
      await db.tx(async (q) => {
        await executionRepo.markRunning(q, execution.id, clock.now());
        await executionRepo.insertAnswerSlots(
          q,
          execution,
          prompts.rows.map((p) => p.id),
        );
      });
      await sendCollectJobs(await executionRepo.pendingAnswers(db, execution.id));
      await maybeFinish(execution.id);
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
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM report_executions WHERE status IN ('PENDING', 'RUNNING')`,
    );
    for (const r of rows) await deps.queue().send(startJob, { executionId: r.id });
    return rows.length;
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
