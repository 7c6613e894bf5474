// Spec 2 section 4: the agent tab opens on the latest execution, by executed_at, newest first.
import type { ReportStatus } from '@sightline/contracts';

type ExecutionSummary = ReportStatus['executions'][number];

export const latestExecution = (executions: readonly ExecutionSummary[]): ExecutionSummary | undefined =>
  [...executions].sort((a, b) => b.executed_at.localeCompare(a.executed_at) || b.id - a.id)[0];
