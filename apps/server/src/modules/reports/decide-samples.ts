// The adaptive-sampling step: run in the transaction that lands an answer (or marks it failed for
// good), it adds the next sample of the cell when that cell's answers are all in and its interval is
// still too wide. Landing and deciding commit together, so no moment exists where nothing is pending
// but a decision is still due: the finish job cannot run while an extra sample is owed.
import type { EngineCode } from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { nextSamples, samplingPlanOf } from './adaptive-sampling.ts';
import { executionRepo } from './execution.repo.ts';

/**
 * Decides after the answer `landed` in its cell, or for every cell without it. Idempotent: it reads
 * the rows as they are, and the (execution, prompt, engine, sample) key turns a repeated decision
 * into no insert and no spending. Returns the added answer rows, to be sent to the collecting queues
 * after the transaction commits.
 *
 * Engines answer at different speeds: while some cells still lack base answers, a cell takes at most
 * its even share of the budget, so a fast engine cannot spend it all before a slow one has asked
 * once. The landing that completes the base answers opens the rest to every cell and decides for all.
 */
export const decideSamples = async (
  q: Queryable,
  executionId: number,
  landed?: { promptId: number; engine: EngineCode; sample: number },
): Promise<{ id: number; engine: EngineCode }[]> => {
  const execution = await executionRepo.lockForExtraSamples(q, executionId);
  if (!execution) return [];
  const plan = samplingPlanOf(execution);
  const basePending = await executionRepo.hasPendingBase(q, executionId, plan.samples);
  const oneCell = landed && (basePending || landed.sample > plan.samples) ? landed : undefined;
  const tallies = await executionRepo.cellTallies(q, executionId, oneCell);
  const budgetLeft = execution.extra_budget - execution.extra_spent;
  let next = nextSamples(tallies, plan, budgetLeft);
  // The share is at least one, so only a cell that already has an extra sample can be over it.
  if (basePending && next.some((s) => s.sample > plan.samples + 1)) {
    const cells = await executionRepo.rankingCellCount(q, executionId);
    next = nextSamples(tallies, plan, budgetLeft, Math.ceil(execution.extra_budget / Math.max(1, cells)));
  }
  return next.length > 0 ? executionRepo.addExtraSamples(q, execution, next) : [];
};

/**
 * Lands an answer's final state (`land`: stored, or failed for good) and takes its cell's sampling
 * decision in the same transaction. Returns the extra sample rows it added, to be queued after the
 * commit (a crash in between leaves them pending, and the start step that a restarting worker
 * re-sends queues every pending row).
 */
export const landAndDecide = (
  db: Database,
  answer: { execution_id: number; prompt_id: number; engine: EngineCode; sample: number },
  land: (q: Queryable) => Promise<unknown>,
) =>
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
