// A share's state (spec 2 section 4): PENDING, ACCEPTED and REJECTED have their colours; any other
// state (an expired invitation) is shown as info.
import { Badge } from '@mantine/core';
import { sharingLabels as l, type ShareState } from '@sightline/contracts';

const COLORS: Partial<Record<ShareState, string>> = { PENDING: 'yellow', ACCEPTED: 'teal', REJECTED: 'red' };

export function ShareStatusBadge({ status }: { status: ShareState }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status] ?? 'blue'}
      style={{ flexShrink: 0 }}
      miw="fit-content"
      data-testid="share-status"
    >
      {l.statuses[status]}
    </Badge>
  );
}
