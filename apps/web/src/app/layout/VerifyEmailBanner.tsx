// A one-line reminder on every signed-in screen until the account's address is confirmed, with a
// button that mails the link again. The app works meanwhile.
import { Alert, Button, Group, Text } from '@mantine/core';
import { authMessages } from '@sightline/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useCurrentUser, useResendVerification } from '../../api/auth.ts';
import { errorText } from '../../api/client.ts';
import { toast } from '../../lib/toast.ts';

export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.email_verified) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailCheck size={18} />}
      mb="md"
      data-testid="verify-email-banner"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{authMessages.verifyBanner(user.email)}</Text>
        <Button
          size="xs"
          variant="light"
          color="yellow"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (reply) => toast.short('success', authMessages.verifyTitle, reply.detail),
              onError: (err) =>
                toast.short('error', authMessages.verifyTitle, errorText(err, authMessages.verifyTitle)),
            })
          }
        >
          {authMessages.resendVerification}
        </Button>
      </Group>
    </Alert>
  );
}
