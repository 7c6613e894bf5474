// Collects one answer: claims its row for a lease, asks the engine (within its calls a minute), reads
// the answer (the analyzer, and the judge for an accuracy prompt) and lands it with its cell's
// sampling decision in one transaction. A failed attempt is released for another or lands as failed
// for good (collect-retry.ts). The outcome says what the collecting job queues next.
import { ENGINE_CODES, type EngineCode, isoDay } from '@sightline/contracts';
import type { AccuracyJudge } from '../../analysis/accuracy-judge.ts';
import { analyzeAnswer } from '../../analysis/analyze-answer.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { EngineAdapter, EngineAnswer } from '../../engines/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import { answerRepo, type ClaimedAnswer } from './answer.repo.ts';
import { afterFailure } from './collect-retry.ts';
import { landAndDecide } from './decide-samples.ts';

type Competitors = { name: string; aliases: string[] }[];

export type CollectOutcome =
  /** The answer landed (stored, or failed for good); `added`: the extra samples its cell now asks. */
  | { kind: 'landed'; executionId: number; added: { id: number; engine: EngineCode }[] }
  /** To collect again at `at`: another worker's lease runs out then, or the engine asked for that time. */
  | { kind: 'again'; engine: EngineCode; at: Date }
  /** Nothing to do: the answer is no longer pending. */
  | { kind: 'settled' };

export interface CollectAnswerDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'engineRpm' | 'collectLeaseSeconds' | 'collectMaxAttempts'>;
  engines: Record<EngineCode, EngineAdapter>;
  judge: AccuracyJudge;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}

/**
 * The collecting step of one worker process (its rate limiters and competitor cache are the
 * process's). Throws, after releasing the lease, when the queue's backoff should retry the job.
 */
export const createCollectAnswer = (deps: CollectAnswerDeps) => {
  const { db, clock, config } = deps;
  const limiters = Object.fromEntries(
    ENGINE_CODES.map((code) => [code, createRateLimiter(config.engineRpm[code], clock)]),
  ) as Record<EngineCode, RateLimiter>;

  // An execution's known competitors do not change while it runs: read them once per execution.
  const competitorCache = new Map<number, Promise<Competitors>>();
  const competitorsOf = (answer: ClaimedAnswer) => {
    let cached = competitorCache.get(answer.execution_id);
    if (!cached) {
      if (competitorCache.size > 100) competitorCache.clear();
      cached = answerRepo.competitors(db, answer.project_id);
      competitorCache.set(answer.execution_id, cached);
    }
    return cached;
  };

  /** Not claimed: when another worker holds the lease, look again when it runs out, in case it died. */
  const whenFree = async (answerId: number): Promise<CollectOutcome> => {
    const row = await answerRepo.lease(db, answerId);
    if (row?.status === 'PENDING' && row.claimed_until)
      return { kind: 'again', engine: row.engine, at: new Date(row.claimed_until.getTime() + 1000) };
    return { kind: 'settled' };
  };

  const ask = async (answer: ClaimedAnswer) => {
    await limiters[answer.engine].take();
    return deps.engines[answer.engine].ask({
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
  };

  /** The analyzer's reading, and the judge's verdict when the answer answers an accuracy prompt. */
  const read = async (answer: ClaimedAnswer, result: EngineAnswer, competitors: Competitors) => {
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
    return { analysis, verdict };
  };

  const failed = async (answer: ClaimedAnswer, err: unknown): Promise<CollectOutcome> => {
    const next = afterFailure(err, answer.attempts, config.collectMaxAttempts);
    if (next.kind === 'retry_after') {
      // A fresh job at the engine's time, not the queue's backoff.
      await answerRepo.release(db, answer.id, String(err));
      return { kind: 'again', engine: answer.engine, at: new Date(clock.now().getTime() + next.ms) };
    }
    if (next.kind === 'retry') {
      // Release the claim so the retry can take it at once.
      await answerRepo.release(db, answer.id, String(err));
      throw err;
    }
    const added = await landAndDecide(db, answer, (q) =>
      answerRepo.markFailed(q, answer.id, err instanceof Error ? err.message : String(err)),
    );
    deps.log('answer failed for good', { answerId: answer.id, engine: answer.engine, error: String(err) });
    return { kind: 'landed', executionId: answer.execution_id, added };
  };

  return async (answerId: number): Promise<CollectOutcome> => {
    const now = clock.now();
    const answer = await answerRepo.claim(
      db,
      answerId,
      new Date(now.getTime() + config.collectLeaseSeconds * 1000),
      now,
    );
    if (!answer) return whenFree(answerId);
    const competitors = await competitorsOf(answer);
    try {
      const result = await ask(answer);
      const { analysis, verdict } = await read(answer, result, competitors);
      const added = await landAndDecide(db, answer, (q) =>
        answerRepo.store(q, answer.id, result, analysis, verdict, clock.now(), answer.entity_label),
      );
      return { kind: 'landed', executionId: answer.execution_id, added };
    } catch (err) {
      return failed(answer, err);
    }
  };
};
