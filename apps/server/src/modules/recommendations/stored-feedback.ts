// The agent tab's feedback of a completed execution, stored (execution_feedback) so a read costs one
// row rather than the evidence rules over the execution's raw answers. It is built in the transaction
// that finishes the execution and again in any that changes the readings it was built from (its own
// answers' or the previous execution's); an execution without a row gets one on its first read.
import type { Database, Queryable } from '../../db/database.ts';
import { buildFeedback, type Feedback, leanFeedback } from './feedback.ts';
import { type ExecutionRow, recommendationRepo as repo } from './recommendations.repo.ts';

/** Builds the feedback of `execution` from its answers and the previous completed execution's. */
export const computeFeedback = async (q: Queryable, execution: ExecutionRow) => {
  const [previous] = await repo.completedExecutions(q, execution.project_id, execution);
  const brand = await repo.brandOf(q, execution.project_id);
  const current = await repo.answerFacts(q, [execution.id]);
  const before = await repo.answerFacts(q, previous ? [previous.id] : []);
  const feedback = leanFeedback(
    buildFeedback({
      brand: brand.entity_name,
      website: brand.website,
      current,
      previous: before,
      comparedTo: previous ? { id: previous.uuid, executed_at: previous.executed_at.toISOString() } : null,
    }),
  );
  return { feedback, previousId: previous?.id ?? null };
};

/** Builds and stores (replacing) the feedback of a completed execution. */
export const storeFeedback = async (q: Queryable, execution: ExecutionRow): Promise<Feedback> => {
  const { feedback, previousId } = await computeFeedback(q, execution);
  await repo.saveFeedback(q, execution, previousId, feedback);
  return feedback;
};

/**
 * The feedback of an execution: the stored one, else built (and stored once the execution is
 * completed; a running one's answers still change).
 */
export const feedbackOf = async (db: Database, execution: ExecutionRow): Promise<Feedback> => {
  if (execution.status !== 'COMPLETED') return (await computeFeedback(db, execution)).feedback;
  return (await repo.storedFeedback(db, execution.id)) ?? db.tx((q) => storeFeedback(q, execution));
};

/** Rebuilds, in the caller's transaction, the stored feedback that reads the answers of these executions. */
export const refreshFeedback = async (q: Queryable, executionIds: readonly number[]) => {
  for (const execution of await repo.feedbackReading(q, executionIds)) await storeFeedback(q, execution);
};

/** The brand's texts (name, website, prompts) changed: its stored feedback is built again on next read. */
export const forgetFeedback = (q: Queryable, projectId: number) => repo.forgetFeedback(q, projectId);
