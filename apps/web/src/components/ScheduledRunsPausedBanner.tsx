// The brand banner of a read-only account (its trial or paid plan ended): the brand's data stays
// readable, its scheduled reports are paused until a paid plan resumes them at the next slot.
import { Alert, Button, Group, Text } from '@mantine/core';
import { billingLabels, billingMessages } from '@sightline/contracts';
import { IconPlayerPause } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePlanStatus } from '../api/usePlanStatus.ts';
import { paths } from '../app/paths.ts';

/** Shown on the owner's own brands: a shared brand runs on its owner's plan. */
export function ScheduledRunsPausedBanner({ isOwner }: { isOwner: boolean }) {
  const { readOnly, readOnlyReason } = usePlanStatus();
  if (!readOnly || !isOwner) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlayerPause size={18} />}
      data-testid="runs-paused-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">{billingMessages.scheduledPaused(readOnlyReason)}</Text>
        <Button component={Link} to={paths.subscriptions} size="compact-sm" color="orange">
          {billingLabels.upgrade}
        </Button>
      </Group>
    </Alert>
  );
}
