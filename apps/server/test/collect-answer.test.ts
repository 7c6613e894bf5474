// Collecting one answer: the lease, the engine's call, the reading (and the judge's verdict on an
// accuracy prompt) stored with the landing, and what a failed attempt leads to: another attempt at
// the engine's time, the queue's backoff, or the answer failed for good.
import { isoDay } from '@sightline/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccuracyJudge, AccuracyJudgeInput } from '../src/analysis/accuracy-judge.ts';
import { createEngines, type EngineAnswer, EngineError } from '../src/engines/index.ts';
import type { EngineRequest } from '../src/engines/types.ts';
import { answerRepo } from '../src/modules/reports/answer.repo.ts';
import { createCollectAnswer } from '../src/modules/reports/collect-answer.ts';
import { startExecution } from '../src/modules/reports/start-execution.ts';
import { harnessForFile } from './harness.ts';
import { ACME, answerSlots, brandWithExecution } from './pipeline-support.ts';

const h = await harnessForFile({
  env: { REPORT_SAMPLES: '1', REPORT_ADAPTIVE: 'false', COLLECT_MAX_ATTEMPTS: '2' },
});

const ANSWER: EngineAnswer = {
  status: 'answered',
  text: '1. **Acme**: simple pipelines.\n2. **Globex CRM**: for larger teams.',
  citations: [{ url: 'https://acme.com/pricing', title: 'Acme pricing', kind: 'retrieved' }],
  searchQueries: ['best crm'],
  model: 'gpt-test',
  servedModel: 'gpt-test-2026-01-01',
  latencyMs: 120,
  simulated: false,
};

let asked: EngineRequest[];
let reply: (req: EngineRequest) => Promise<EngineAnswer>;
let judged: AccuracyJudgeInput[];
const judge: AccuracyJudge = {
  name: 'fake',
  async judge(input) {
    judged.push(input);
    return {
      rating: 1,
      score: 6.5,
      justification: 'Half right.',
      judge: { kind: 'llm', model: 'fake-judge' },
    };
  },
};
const sandbox = createEngines(h.ctx.config.engines);
const collect = createCollectAnswer({
  db: h.ctx.db,
  clock: h.clock,
  config: h.ctx.config,
  engines: {
    ...sandbox,
    chatgpt: {
      ...sandbox.chatgpt,
      ask: (req) => {
        asked.push(req);
        return reply(req);
      },
    },
  },
  judge,
  log: () => {},
});

beforeEach(() => {
  asked = [];
  judged = [];
  reply = async () => ANSWER;
});

/** The started execution's one answer row. */
const oneSlot = async (form: Readonly<Record<string, unknown>> = ACME) => {
  const { executionId } = await brandWithExecution(h, form);
  await startExecution({ db: h.ctx.db, clock: h.clock }, executionId);
  const [slot] = await answerSlots(h, executionId);
  return { executionId, slot };
};

const stored = async (answerId: number) =>
  (
    await h.ctx.db.query<{
      status: string;
      attempts: number;
      claimed_until: Date | null;
      error: string | null;
      answer_text: string | null;
      model: string;
      served_model: string;
      collected_at: Date;
      position: number | null;
      rating: number | null;
      justification: string | null;
      rating_judge_model: string | null;
    }>('SELECT * FROM answers WHERE id = $1', [answerId])
  ).rows[0];

describe('collect answer', () => {
  it('asks the engine for its day, stores the answer with its reading, and lands it once', async () => {
    const { executionId, slot } = await oneSlot();
    const now = h.clock.now();
    expect(await collect(slot.id)).toEqual({ kind: 'landed', executionId, added: [] });

    expect(asked).toEqual([
      expect.objectContaining({
        engine: 'chatgpt',
        prompt: 'best CRM software',
        sample: 1,
        day: isoDay(now),
      }),
    ]);
    expect(await stored(slot.id)).toMatchObject({
      status: 'COMPLETED',
      attempts: 1,
      claimed_until: null,
      error: null,
      answer_text: ANSWER.text,
      model: 'gpt-test',
      served_model: 'gpt-test-2026-01-01',
      collected_at: now,
      position: 1,
    });
    const { rows: sources } = await h.ctx.db.query(
      'SELECT url, kind FROM answer_sources WHERE answer_id = $1',
      [slot.id],
    );
    expect(sources).toEqual([{ url: 'https://acme.com/pricing', kind: 'RETRIEVED' }]);
    expect(judged).toEqual([]);

    // A second job for the same answer finds it landed.
    expect(await collect(slot.id)).toEqual({ kind: 'settled' });
    expect(asked).toHaveLength(1);
  });

  it("has the judge rate an accuracy prompt's answer and stores its verdict", async () => {
    const { slot } = await oneSlot({
      ...ACME,
      ranking_queries: [],
      question_queries: [{ query_text: 'Where is Acme based?', expected_response: 'Paris' }],
    });
    reply = async () => ({ ...ANSWER, text: 'Acme is based in Lyon, France.' });
    await collect(slot.id);
    expect(judged).toEqual([
      { question: 'Where is Acme based?', expected: 'Paris', answer: 'Acme is based in Lyon, France.' },
    ]);
    expect(await stored(slot.id)).toMatchObject({
      status: 'COMPLETED',
      rating: 1,
      justification: 'Half right.',
      rating_judge_model: 'fake-judge',
    });
  });

  it("leaves an answer another worker holds, to look again when that worker's lease runs out", async () => {
    const { slot } = await oneSlot();
    const leaseEnd = new Date(h.clock.now().getTime() + 60_000);
    await answerRepo.claim(h.ctx.db, slot.id, leaseEnd, h.clock.now());

    expect(await collect(slot.id)).toEqual({
      kind: 'again',
      engine: 'chatgpt',
      at: new Date(leaseEnd.getTime() + 1000),
    });
    expect(asked).toEqual([]);
    expect(await stored(slot.id)).toMatchObject({ status: 'PENDING', attempts: 1, claimed_until: leaseEnd });
  });

  it('takes over a lease that ran out', async () => {
    const { executionId, slot } = await oneSlot();
    await answerRepo.claim(h.ctx.db, slot.id, h.clock.now(), h.clock.now());
    h.clock.advance(1);
    expect(await collect(slot.id)).toMatchObject({ kind: 'landed', executionId });
    expect(await stored(slot.id)).toMatchObject({ status: 'COMPLETED', attempts: 2 });
  });

  it("releases an answer the engine asked to come back for, to be asked again at the engine's time", async () => {
    const { slot } = await oneSlot();
    reply = async () => {
      throw new EngineError('429 slow down', {
        kind: 'http',
        status: 429,
        retryable: true,
        retryAfterMs: 30_000,
      });
    };
    expect(await collect(slot.id)).toEqual({
      kind: 'again',
      engine: 'chatgpt',
      at: new Date(h.clock.now().getTime() + 30_000),
    });
    expect(await stored(slot.id)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      claimed_until: null,
      error: 'EngineError: 429 slow down',
    });
  });

  it("releases and throws a retryable failure for the queue's backoff, then fails it on the last attempt", async () => {
    const { executionId, slot } = await oneSlot();
    reply = async () => {
      throw new EngineError('503 unavailable', { kind: 'http', status: 503, retryable: true });
    };
    await expect(collect(slot.id)).rejects.toThrow('503 unavailable');
    expect(await stored(slot.id)).toMatchObject({ status: 'PENDING', attempts: 1, claimed_until: null });

    expect(await collect(slot.id)).toEqual({ kind: 'landed', executionId, added: [] });
    expect(await stored(slot.id)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      claimed_until: null,
      error: '503 unavailable',
    });
  });

  it('fails an answer at once when no attempt can change it', async () => {
    const { executionId, slot } = await oneSlot();
    reply = async () => {
      throw new EngineError('invalid key', { kind: 'http', status: 401, retryable: false });
    };
    expect(await collect(slot.id)).toEqual({ kind: 'landed', executionId, added: [] });
    expect(await stored(slot.id)).toMatchObject({ status: 'FAILED', attempts: 1, error: 'invalid key' });
  });
});
