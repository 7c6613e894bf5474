// Deciding more samples as answers land: a cell whose answers are all in and whose mention interval
// is still wider than the target asks its next sample; while base answers are missing a cell takes at
// most its share of the budget; the landing and the decision commit together.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/database.ts';
import { decideSamples, landAndDecide } from '../src/modules/reports/decide-samples.ts';
import { executionRepo } from '../src/modules/reports/execution.repo.ts';
import { startExecution } from '../src/modules/reports/start-execution.ts';
import { harnessForFile } from './harness.ts';
import { ACME, type AnswerSlot, answerSlots, brandWithExecution } from './pipeline-support.ts';

// Two ranking prompts on one engine, two base samples each: a budget of floor(0.5 x 2 x 2) = 2 extra
// samples, a share of 1 per cell. Two answers out of two mentioning the brand are narrow enough
// (Wilson width 0.66), one out of two is not (0.81).
const h = await harnessForFile({
  env: {
    REPORT_SAMPLES: '2',
    REPORT_MAX_SAMPLES: '8',
    REPORT_TARGET_WIDTH: '0.7',
    REPORT_EXTRA_BUDGET: '0.5',
  },
});

type Mention = 'MENTIONED' | 'ABSENT';
const setLanded = (q: Queryable, slot: AnswerSlot, mention: Mention) =>
  q.query(`UPDATE answers SET status = 'COMPLETED', mention = $2 WHERE id = $1`, [slot.id, mention]);

const started = async () => {
  const { executionId } = await brandWithExecution(h, {
    ...ACME,
    ranking_queries: ['best CRM software', 'top CRM tools'],
  });
  await startExecution({ db: h.ctx.db, clock: h.clock }, executionId);
  const prompts = [...new Set((await answerSlots(h, executionId)).map((s) => s.prompt_id))];
  /** The row of sample `sample` of the first (0) or second (1) prompt. */
  const slot = async (prompt: number, sample: number) => {
    const found = (await answerSlots(h, executionId)).find(
      (r) => r.prompt_id === prompts[prompt] && r.sample === sample,
    );
    if (!found) throw new Error(`no sample ${sample} of prompt ${prompt}`);
    return found;
  };
  /** Lands a row as the collecting step does; the [prompt, sample] of the rows its decision added. */
  const land = async (prompt: number, sample: number, mention: Mention) => {
    const landed = await slot(prompt, sample);
    const added = await landAndDecide(
      h.ctx.db,
      { execution_id: executionId, ...landed, engine: 'chatgpt' },
      (q) => setLanded(q, landed, mention),
    );
    const rows = await answerSlots(h, executionId);
    return added
      .map((a) => rows.find((r) => r.id === a.id))
      .map((r) => [prompts.indexOf(r?.prompt_id ?? 0), r?.sample]);
  };
  const spent = async () => (await executionRepo.get(h.ctx.db, executionId))?.extra_spent;
  return { executionId, slot, land, spent };
};

describe('decide samples', () => {
  it('asks a split cell its next sample once its answers are in, and stops a cell narrow enough', async () => {
    const { executionId, slot, spent } = await started();
    await setLanded(h.ctx.db, await slot(0, 1), 'MENTIONED');
    await setLanded(h.ctx.db, await slot(0, 2), 'ABSENT');
    await setLanded(h.ctx.db, await slot(1, 1), 'MENTIONED');
    await setLanded(h.ctx.db, await slot(1, 2), 'MENTIONED');

    const added = await h.ctx.db.tx((q) => decideSamples(q, executionId));
    expect(added).toEqual([{ id: (await slot(0, 3)).id, engine: 'chatgpt' }]);
    expect(await slot(0, 3)).toMatchObject({ status: 'PENDING' });
    expect(await spent()).toBe(1);

    // Decided again on the same rows: the cell waits for its new sample, and nothing is spent.
    expect(await h.ctx.db.tx((q) => decideSamples(q, executionId))).toEqual([]);
    expect(await spent()).toBe(1);
  });

  it('keeps a cell to its share while base answers are missing, then opens the rest to every cell', async () => {
    const { land, spent } = await started();
    expect(await land(0, 1, 'MENTIONED')).toEqual([]);
    // Split, with the other prompt's base answers still out: the cell takes its share of one.
    expect(await land(0, 2, 'ABSENT')).toEqual([[0, 3]]);
    expect(await land(0, 3, 'ABSENT')).toEqual([]);
    expect(await land(1, 1, 'MENTIONED')).toEqual([]);
    // The last base answer: every cell is decided, and the first prompt gets the budget's rest.
    expect(await land(1, 2, 'MENTIONED')).toEqual([[0, 4]]);
    expect(await spent()).toBe(2);
    // The budget is spent: still split, the cell asks nothing more.
    expect(await land(0, 4, 'ABSENT')).toEqual([]);
    expect(await spent()).toBe(2);
  });

  it('rolls a failed landing back whole: the answer stays pending and nothing is decided', async () => {
    const { slot, spent, executionId } = await started();
    await setLanded(h.ctx.db, await slot(0, 1), 'MENTIONED');
    const second = await slot(0, 2);
    await expect(
      landAndDecide(h.ctx.db, { execution_id: executionId, ...second, engine: 'chatgpt' }, async (q) => {
        await setLanded(q, second, 'ABSENT');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await slot(0, 2)).toMatchObject({ status: 'PENDING' });
    expect(await answerSlots(h, executionId)).toHaveLength(4);
    expect(await spent()).toBe(0);
  });
});
