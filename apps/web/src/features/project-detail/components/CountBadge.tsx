// The unread-notification count on a tab or section title; nothing when zero.
import { Badge } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';

export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={count < 10}
      aria-label={m.unreadBadge(count)}
      data-testid={testId}
    >
      {count}
    </Badge>
  );
}
