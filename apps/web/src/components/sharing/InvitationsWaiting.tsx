// A note on the dashboard when invitations wait for the user (a new account registered from an
// invitation mail finds them here), with a link to the screen that answers each kind.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { sharingLabels as l } from '@sightline/contracts';
import { IconMailbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProjectInvitations, useTeamInvitations } from '../../api/sharing.ts';
import { paths } from '../../app/paths.ts';

export function InvitationsWaiting() {
  const brands = useProjectInvitations().data?.length ?? 0;
  const teams = useTeamInvitations().data?.length ?? 0;
  if (brands + teams === 0) return null;
  return (
    <Alert
      variant="light"
      icon={<IconMailbox size={20} />}
      title={l.waitingTitle}
      data-testid="invitations-waiting"
    >
      <Group gap="lg">
        {brands > 0 && (
          <Text size="sm">
            {l.waitingBrands(brands)}{' '}
            <Anchor component={Link} to={paths.sharing} fw={600}>
              {l.answer}
            </Anchor>
          </Text>
        )}
        {teams > 0 && (
          <Text size="sm">
            {l.waitingTeams(teams)}{' '}
            <Anchor component={Link} to={paths.subscriptionSharing} fw={600}>
              {l.answer}
            </Anchor>
          </Text>
        )}
      </Group>
    </Alert>
  );
}
