// Starting an execution: one pending answer row per (prompt, engine, base sample), the execution
// RUNNING from its first start; a second start adds nothing and hands back only what is still pending.
import { describe, expect, it } from 'vitest';
import { executionRepo } from '../src/modules/reports/execution.repo.ts';
import { startExecution } from '../src/modules/reports/start-execution.ts';
import { harnessForFile } from './harness.ts';
import { answerSlots, brandWithExecution } from './pipeline-support.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '2' } });
const start = (executionId: number) => startExecution({ db: h.ctx.db, clock: h.clock }, executionId);

const TWO_BY_TWO = {
  entity_name: 'Acme',
  location: 'Paris',
  domain: 'acme.com',
  ai_engines: ['chatgpt', 'claude'],
  ranking_queries: ['best CRM software', 'top CRM tools'],
  question_queries: [{ query_text: 'Where is Acme based?', expected_response: 'Paris' }],
};

describe('start execution', () => {
  it('creates a pending row per prompt, engine and base sample, and marks the execution running', async () => {
    const { executionId } = await brandWithExecution(h, TWO_BY_TWO);
    const startedAt = h.clock.now();
    const pending = await start(executionId);

    const slots = await answerSlots(h, executionId);
    // 3 prompts x 2 engines x 2 samples.
    expect(slots).toHaveLength(12);
    expect(new Set(slots.map((s) => `${s.prompt_id}:${s.engine}:${s.sample}`)).size).toBe(12);
    expect(slots.every((s) => s.status === 'PENDING' && s.attempts === 0)).toBe(true);
    expect(pending?.map((p) => p.id).sort()).toEqual(slots.map((s) => s.id).sort());
    expect(pending?.filter((p) => p.engine === 'claude')).toHaveLength(6);
    expect(await executionRepo.get(h.ctx.db, executionId)).toMatchObject({
      status: 'RUNNING',
      started_at: startedAt,
    });
  });

  it('started again, adds no row, keeps its start time and returns only the rows still pending', async () => {
    const { executionId } = await brandWithExecution(h);
    const startedAt = h.clock.now();
    await start(executionId);
    const [landed, waiting] = await answerSlots(h, executionId);
    await h.ctx.db.query(`UPDATE answers SET status = 'COMPLETED' WHERE id = $1`, [landed.id]);

    h.clock.advance(60 * 60 * 1000);
    expect((await start(executionId))?.map((a) => a.id)).toEqual([waiting.id]);
    expect(await answerSlots(h, executionId)).toHaveLength(2);
    expect((await executionRepo.get(h.ctx.db, executionId))?.started_at).toEqual(startedAt);
  });

  it('starts nothing for an execution that is over or gone', async () => {
    const { executionId } = await brandWithExecution(h);
    await h.ctx.db.query(`UPDATE report_executions SET status = 'FAILED' WHERE id = $1`, [executionId]);
    expect(await start(executionId)).toBeNull();
    expect(await answerSlots(h, executionId)).toEqual([]);
    expect(await start(executionId + 1000)).toBeNull();
  });
});
