// How far the running report is, from its status: the brand's prompts whose answers are all in, out
// of all of them. Null while the report waits for a worker (no answer slots yet), when only an
// indeterminate bar is true.
import type { ReportStatus } from '@sightline/contracts';

export const reportProgress = (
  status: ReportStatus,
  promptCount: number,
): { done: number; total: number; percent: number } | null => {
  if (status.current_execution?.status !== 'RUNNING' || promptCount === 0) return null;
  const done = Math.max(0, promptCount - status.queries_on_execution.length);
  return { done, total: promptCount, percent: Math.round((done / promptCount) * 100) };
};
