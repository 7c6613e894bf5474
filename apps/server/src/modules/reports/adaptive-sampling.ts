// Adaptive sampling, the pure part: when a prompt x engine cell has all its answers in, does it need
// another sample? A cell asks again while the 95 % Wilson interval of its brand-mention rate is wider
// than the execution's target, up to the per-cell maximum; the caller holds the budget.
import { type EngineCode, wilsonInterval } from '@sightline/contracts';

/** The sampling plan an execution was created with (stored on it, so every worker agrees). */
export interface SamplingPlan {
  /** Base samples of every cell. */
  samples: number;
  /** Samples a cell may be asked at most, failed ones included (they cost a call too). */
  maxSamples: number;
  /** Interval width at which a cell stops; null: fixed sampling, no target. */
  targetWidth: number | null;
}

/** A prompt x engine cell of one execution, counted from its answer rows (one per sample). */
export interface CellTally {
  prompt_id: number;
  engine: EngineCode;
  /** Samples asked: answer rows, whatever their status. */
  asked: number;
  /** Highest sample number so far: the next one is this plus one. */
  last_sample: number;
  pending: number;
  /** n: answers with text. No answer and failed answers say nothing about the brand. */
  answered: number;
  /** Answers that mention or recommend the brand. */
  mentions: number;
}

/**
 * - collecting: an answer of the cell is still pending;
 * - ask: wider than the target, below the maximum: one more sample if the budget allows;
 * - target: the interval is at most the target width;
 * - max_samples: the cell has been asked the maximum number of times;
 * - no_answers: no sample was answered, so there is nothing to narrow (the engine shows nothing).
 */
export type CellState = 'collecting' | 'ask' | 'target' | 'max_samples' | 'no_answers';

export const cellState = (cell: CellTally, plan: SamplingPlan): CellState => {
  if (cell.pending > 0 || cell.asked < plan.samples) return 'collecting';
  if (cell.answered === 0) return 'no_answers';
  if (plan.targetWidth !== null && mentionWidth(cell) <= plan.targetWidth) return 'target';
  if (cell.asked >= plan.maxSamples) return 'max_samples';
  return 'ask';
};

export const mentionInterval = (cell: Pick<CellTally, 'answered' | 'mentions'>) =>
  wilsonInterval(cell.mentions, cell.answered);

const mentionWidth = (cell: Pick<CellTally, 'answered' | 'mentions'>) => {
  const { low, high } = mentionInterval(cell);
  return high - low;
};

/**
 * The next sample of each cell that asks for one, at most `budgetLeft`, in a fixed order (prompt,
 * engine) so that a repeated decision on the same rows adds the same samples. One sample per cell
 * and decision: the next decision sees its answer, so the budget goes round the cells that need it
 * instead of filling the first cells to their maximum. A cell that already has `extraLimit` extra
 * samples waits (the caller's fair share while other cells still lack their base answers).
 */
export const nextSamples = (
  cells: readonly CellTally[],
  plan: SamplingPlan,
  budgetLeft: number,
  extraLimit = Number.POSITIVE_INFINITY,
) =>
  cells
    .filter((c) => cellState(c, plan) === 'ask' && c.asked - plan.samples < extraLimit)
    .sort((a, b) => a.prompt_id - b.prompt_id || a.engine.localeCompare(b.engine))
    .slice(0, Math.max(0, budgetLeft))
    .map((c) => ({ prompt_id: c.prompt_id, engine: c.engine, sample: c.last_sample + 1 }));

/** The plan stored on an execution row; rows without one ask their fixed samples. */
export const samplingPlanOf = (e: {
  samples: number;
  max_samples: number | null;
  target_width: number | null;
}): SamplingPlan => ({
  samples: e.samples,
  maxSamples: e.max_samples ?? e.samples,
  targetWidth: e.target_width,
});
