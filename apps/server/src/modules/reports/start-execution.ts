// Starts an execution: marks it running and creates one answer row per (prompt, engine, base sample),
// the idempotency key of the collecting jobs. Run again (a retried job, a restarted worker), it adds
// only the rows that are missing and returns every row still pending, to be queued.
import type { EngineCode } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { executionRepo } from './execution.repo.ts';

/** The pending answer rows to collect; null when the execution is gone or already over. */
export const startExecution = async (
  deps: { db: Database; clock: Clock },
  executionId: number,
): Promise<{ id: number; engine: EngineCode }[] | null> => {
  const { db, clock } = deps;
  const execution = await executionRepo.get(db, executionId);
  if (!execution || execution.status === 'COMPLETED' || execution.status === 'FAILED') return null;
  const promptIds = await executionRepo.promptIds(db, execution.project_id);
  await db.tx(async (q) => {
    await executionRepo.markRunning(q, execution.id, clock.now());
    await executionRepo.insertAnswerSlots(q, execution, promptIds);
  });
  return executionRepo.pendingAnswers(db, execution.id);
};
