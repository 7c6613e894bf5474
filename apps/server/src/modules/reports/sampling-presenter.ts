// Execution row and cell tallies -> the sampling part of the execution and report replies.
import type { ExecutionSampling, SamplingStop, SamplingTotals } from '@sightline/contracts';
import { type CellTally, cellState, mentionInterval, samplingPlanOf } from './adaptive-sampling.ts';
import type { ExecutionRow } from './execution.repo.ts';

type SamplingRow = Pick<
  ExecutionRow,
  'status' | 'samples' | 'max_samples' | 'target_width' | 'extra_budget' | 'extra_spent'
>;

export const presentSamplingTotals = (e: SamplingRow): SamplingTotals => {
  const plan = samplingPlanOf(e);
  return {
    adaptive: e.extra_budget > 0,
    base_samples: plan.samples,
    max_samples: plan.maxSamples,
    target_width: plan.targetWidth,
    extra_budget: e.extra_budget,
    extra_spent: e.extra_spent,
  };
};

export const presentSampling = (e: SamplingRow, cells: readonly CellTally[]): ExecutionSampling => {
  const plan = samplingPlanOf(e);
  const inFlight = e.status === 'PENDING' || e.status === 'RUNNING';
  const stopOf = (cell: CellTally): SamplingStop => {
    const state = cellState(cell, plan);
    // A cell that still wants a sample gets one while the budget lasts; after that it is the budget.
    if (state === 'ask') return inFlight && e.extra_spent < e.extra_budget ? 'collecting' : 'budget';
    return state;
  };
  return {
    ...presentSamplingTotals(e),
    cells: cells.map((cell) => {
      const { low, high } = mentionInterval(cell);
      return {
        query_id: cell.prompt_id,
        provider: cell.engine,
        asked: cell.asked,
        extra: Math.max(0, cell.asked - plan.samples),
        n: cell.answered,
        mentions: cell.mentions,
        mention_low: low,
        mention_high: high,
        stop: stopOf(cell),
      };
    }),
  };
};
