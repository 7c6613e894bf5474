import { describe, expect, it } from 'vitest';
import { type CellTally, cellState, nextSamples, type SamplingPlan } from './adaptive-sampling.ts';

const plan: SamplingPlan = { samples: 3, maxSamples: 8, targetWidth: 0.6 };
const cell = (over: Partial<CellTally> = {}): CellTally => ({
  prompt_id: 1,
  engine: 'chatgpt',
  asked: 3,
  last_sample: 3,
  pending: 0,
  answered: 3,
  mentions: 2,
  ...over,
});

describe('cellState', () => {
  it('waits while an answer of the cell is pending or a base sample is missing', () => {
    expect(cellState(cell({ pending: 1 }), plan)).toBe('collecting');
    expect(cellState(cell({ asked: 2, last_sample: 2, answered: 2 }), plan)).toBe('collecting');
  });

  it('stops when the samples agree (3 of 3: width 0.56) and asks again when they split (2 of 3: 0.73)', () => {
    expect(cellState(cell({ mentions: 3 }), plan)).toBe('target');
    expect(cellState(cell({ mentions: 0 }), plan)).toBe('target');
    expect(cellState(cell({ mentions: 2 }), plan)).toBe('ask');
  });

  it('counts only answered samples in n: failures and no-answers widen the interval', () => {
    // 2 of 2 answered (width 0.66) is wider than 3 of 3, though three samples were asked.
    expect(cellState(cell({ answered: 2, mentions: 2 }), plan)).toBe('ask');
    expect(cellState(cell({ answered: 0, mentions: 0 }), plan)).toBe('no_answers');
  });

  it('stops at the per-cell maximum, and at the base without a target (fixed sampling)', () => {
    const split = { asked: 8, last_sample: 8, answered: 8, mentions: 4 };
    expect(cellState(cell(split), { ...plan, targetWidth: 0.5 })).toBe('max_samples');
    expect(cellState(cell(split), plan)).toBe('target');
    expect(cellState(cell(), { samples: 3, maxSamples: 3, targetWidth: null })).toBe('max_samples');
  });
});

describe('nextSamples', () => {
  const cells = [
    cell({ prompt_id: 2, engine: 'claude' }),
    cell({ prompt_id: 1, engine: 'gemini', asked: 5, last_sample: 5, answered: 5, mentions: 3 }),
    cell({ prompt_id: 1, engine: 'chatgpt', mentions: 3 }),
    cell({ prompt_id: 1, engine: 'claude', pending: 1 }),
  ];

  it('asks the next sample of each wide cell, in prompt and engine order', () => {
    expect(nextSamples(cells, plan, 10)).toEqual([
      { prompt_id: 1, engine: 'gemini', sample: 6 },
      { prompt_id: 2, engine: 'claude', sample: 4 },
    ]);
  });

  it('holds back a cell that already has its share of extra samples', () => {
    expect(nextSamples(cells, plan, 10, 2)).toEqual([{ prompt_id: 2, engine: 'claude', sample: 4 }]);
    expect(nextSamples(cells, plan, 10, 3)).toHaveLength(2);
  });

  it('never spends more than the budget left', () => {
    expect(nextSamples(cells, plan, 1)).toEqual([{ prompt_id: 1, engine: 'gemini', sample: 6 }]);
    expect(nextSamples(cells, plan, 0)).toEqual([]);
    expect(nextSamples(cells, plan, -2)).toEqual([]);
  });
});
