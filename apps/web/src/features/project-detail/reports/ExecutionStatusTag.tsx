// An execution's status: COMPLETED success (green), RUNNING info (blue), PENDING warning (yellow),
// FAILED danger (red).
import { Badge } from '@mantine/core';
import { type ExecutionSummary, reportHistoryLabels as l } from '@sightline/contracts';

const COLORS: Record<ExecutionSummary['status'], string> = {
  COMPLETED: 'green',
  RUNNING: 'blue',
  PENDING: 'yellow',
  FAILED: 'red',
};

export function ExecutionStatusTag({ status }: { status: ExecutionSummary['status'] }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="light"
      data-testid="execution-status"
      data-status={status}
    >
      {l.statuses[status] ?? status}
    </Badge>
  );
}
