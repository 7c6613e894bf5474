// The overall status of an accuracy prompt from the server: Correct (green), Almost all correct
// (yellow), Incorrect response (red), No data (grey).
import { Badge } from '@mantine/core';
import type { QuestionQueryResult } from '@sightline/contracts';
import { STATUS_COLORS } from '../accuracy.ts';

export function AccuracyStatusTag({ status }: { status: QuestionQueryResult['status'] }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      size="md"
      tt="none"
      fw={600}
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="accuracy-status"
    >
      {status}
    </Badge>
  );
}
