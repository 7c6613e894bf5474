// /verify-email/{token}: the link mailed at registration. Confirms the address at once (the link
// is the proof; no sign-in needed) and says how it went.
import { Button } from '@mantine/core';
import { authMessages } from '@sightline/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useVerifyEmail } from '../../api/auth.ts';
import { errorText } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { PublicShell } from '../../components/PublicShell.tsx';
import { StatusCard } from '../../components/StatusCard.tsx';

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  const home = (
    <Button component={Link} to={paths.dashboard} fullWidth>
      Go to your dashboard
    </Button>
  );
  return (
    <PublicShell title={authMessages.verifyTitle}>
      {verify.isSuccess ? (
        <StatusCard
          icon={<IconCircleCheck size={32} />}
          color="teal"
          title={authMessages.emailVerified}
          description="Invitations sent to this address can now be accepted from the app."
        >
          {home}
        </StatusCard>
      ) : verify.isError ? (
        <StatusCard
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title="We couldn't confirm your address"
          description={errorText(verify.error, authMessages.verifyLinkInvalid)}
        >
          {home}
        </StatusCard>
      ) : (
        <StatusCard loading title="Confirming your address…" description="One moment." />
      )}
    </PublicShell>
  );
}
