// Reset password /reset-password/{token} (spec 2 sections 2.1, 4, 5, 8): loading, error, form and
// success views. A missing or short token shows the error view at once.
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@sightline/contracts';
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useResetConfirm } from '../../api/auth.ts';
import { ApiRequestError, errorText } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { newPasswordPairErrors } from '../../components/password-rules.ts';
import { StatusCard } from '../../components/StatusCard.tsx';
import { isInvalidTokenDetail, isPlausibleResetToken } from './reset-token.ts';

type View = 'form' | 'error' | 'success';

export function ResetPasswordPage() {
  const { token } = useParams();
  const confirm = useResetConfirm();
  const [view, setView] = useState<View>(() => (isPlausibleResetToken(token) ? 'form' : 'error'));
  const form = useForm({
    initialValues: { new_password: '', confirm_password: '' },
    validate: (values) => newPasswordPairErrors(values, authMessages.passwordsDoNotMatch),
  });

  const submit = form.onSubmit((values) => {
    if (!isPlausibleResetToken(token)) return setView('error');
    confirm.mutate(
      { token, ...values },
      {
        onSuccess: () => setView('success'),
        onError: (error) => {
          if (error instanceof ApiRequestError && isInvalidTokenDetail(error.detail)) setView('error');
        },
      },
    );
  });

  if (view === 'error') {
    return (
      <PublicShell>
        <StatusCard
          icon={<IconLinkOff size={32} />}
          color="red"
          title="This link can't be used"
          description={authMessages.resetInvalid}
        >
          <Button component={Link} to={paths.forgotPassword} fullWidth>
            Request a new link
          </Button>
        </StatusCard>
      </PublicShell>
    );
  }

  if (view === 'success') {
    return (
      <PublicShell>
        <StatusCard
          icon={<IconCircleCheck size={32} />}
          color="teal"
          title="Password reset"
          description={authMessages.resetDone}
        >
          <Button component={Link} to={paths.login} fullWidth>
            Login
          </Button>
        </StatusCard>
      </PublicShell>
    );
  }

  if (confirm.isPending) {
    return (
      <PublicShell>
        <StatusCard loading title="Setting your new password…" description="This only takes a moment." />
      </PublicShell>
    );
  }

  return (
    <PublicShell title="Set a new password" subtitle="Choose a new password for your Sightline account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {confirm.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {errorText(confirm.error, authMessages.resetFailed, 'detail')}
            </Alert>
          )}
          <NewPasswordFields
            newPassword={form.values.new_password}
            newPasswordProps={form.getInputProps('new_password')}
            confirmProps={form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth>
            Set New Password
          </Button>
        </Stack>
      </form>
    </PublicShell>
  );
}
