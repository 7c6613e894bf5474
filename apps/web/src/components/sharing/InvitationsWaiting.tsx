// A note on the dashboard when invitations wait for the user (a new account registered from an
// invitation mail finds them here), with a link to the screen that answers each kind.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { sharingLabels as l } from '@sightline/contracts';
import { IconMailbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProjectInvitations, useTeamInvitations } from '../../api/sharing.ts';
import { paths } from '../../app/paths.ts';

export function InvitationsWaiting() {
  const waiting = [
    { count: useProjectInvitations().data?.length ?? 0, text: l.waitingBrands, to: paths.sharing },
    { count: useTeamInvitations().data?.length ?? 0, text: l.waitingTeams, to: paths.subscriptionSharing },
  ].filter((w) => w.count > 0);
  if (waiting.length === 0) return null;
  return (
    <Alert
      variant="light"
      icon={<IconMailbox size={20} />}
      title={l.waitingTitle}
      data-testid="invitations-waiting"
    >
      <Group gap="lg">
        {waiting.map((w) => (
          <Text key={w.to} size="sm">
            {w.text(w.count)}{' '}
            <Anchor component={Link} to={w.to} fw={600}>
              {l.answer}
            </Anchor>
          </Text>
        ))}
      </Group>
    </Alert>
  );
}
