// The adaptive-sampling step: run in the transaction that lands an answer (or marks it failed for
// good), it adds the next sample of the cell when that cell's answers are all in and its interval is
// still too wide. Landing and deciding commit together, so no moment exists where nothing is pending
// but a decision is still due: the finish job cannot run while an extra sample is owed.
import type { EngineCode } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import { nextSamples } from './adaptive-sampling.ts';
import { executionRepo } from './execution.repo.ts';

/**
 * Decides for one cell, or for every cell of the execution without `cell`. Idempotent: it reads the
 * cell's rows as they are, and the (execution, prompt, engine, sample) key turns a repeated decision
 * into no insert and no spending. Returns the added answer rows, to be sent to the collecting queues
 * after the transaction commits.
 */
export const decideSamples = async (
  q: Queryable,
  executionId: number,
  cell?: { promptId: number; engine: EngineCode },
): Promise<{ id: number; engine: EngineCode }[]> => {
  const execution = await executionRepo.lockForExtraSamples(q, executionId);
  if (!execution) return [];
  const tallies = await executionRepo.cellTallies(q, executionId, cell);
  const next = nextSamples(
    tallies,
    {
      samples: execution.samples,
      maxSamples: execution.max_samples ?? execution.samples,
      targetWidth: execution.target_width,
    },
    execution.extra_budget - execution.extra_spent,
  );
  return next.length > 0 ? executionRepo.addExtraSamples(q, execution, next) : [];
};
