// Unsubscribe /unsubscribe/{code} (spec 2 sections 2.9, 4, 8): confirm, processing, success, error.
import { Button, Group } from '@mantine/core';
import { unsubscribeMessages } from '@sightline/contracts';
import { IconAlertTriangle, IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useUnsubscribe } from '../../api/auth.ts';
import { errorText } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { PublicShell } from '../../components/PublicShell.tsx';
import { StatusCard } from '../../components/StatusCard.tsx';

export function UnsubscribePage() {
  const { code = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const home = (
    <Button component={Link} to={paths.root} fullWidth>
      Back to Sightline
    </Button>
  );

  let card: React.ReactNode;
  if (unsubscribe.isPending) {
    card = <StatusCard loading title="Unsubscribing…" description="Updating your email preferences." />;
  } else if (unsubscribe.isSuccess) {
    card = (
      <StatusCard
        icon={<IconCircleCheck size={32} />}
        color="teal"
        title="You're unsubscribed"
        description={unsubscribeMessages.done}
      >
        {home}
      </StatusCard>
    );
  } else if (unsubscribe.isError) {
    card = (
      <StatusCard
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title="We couldn't unsubscribe you"
        description={errorText(unsubscribe.error, unsubscribeMessages.invalid, 'detail')}
      >
        {home}
      </StatusCard>
    );
  } else {
    card = (
      <StatusCard
        icon={<IconMailOff size={32} />}
        title="Unsubscribe from our emails?"
        description="You will stop receiving Sightline emails of this kind. You can still sign in and use your account as usual."
      >
        <Group grow>
          <Button component={Link} to={paths.root} variant="default">
            Cancel
          </Button>
          <Button color="red" onClick={() => unsubscribe.mutate(code)}>
            Unsubscribe
          </Button>
        </Group>
      </StatusCard>
    );
  }

  return <PublicShell>{card}</PublicShell>;
}
