// Reset password /reset-password/{token} (spec 2 sections 2.1, 4, 5, 8): loading, error, form and
// success views. A missing or short token shows the error view at once.
import { useForm } from '@mantine/form';
import { authMessages } from '@sightline/contracts';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useResetConfirm } from '../../api/auth.ts';
import { errorText, hasErrorCode } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { SubmitButton } from '../../components/FormFields.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { newPasswordPairErrors } from '../../components/password-rules.ts';
import { StatusCard } from '../../components/StatusCard.tsx';
import { AuthForm, AuthStatus } from './AuthScreens.tsx';
import { isPlausibleResetToken } from './reset-token.ts';

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
          if (hasErrorCode(error, 'reset_token_invalid')) setView('error');
        },
      },
    );
  });

  if (view === 'error') {
    return (
      <AuthStatus
        icon={<IconLinkOff size={32} />}
        color="red"
        title="This link can't be used"
        description={authMessages.resetInvalid}
        action={{ to: paths.forgotPassword, label: 'Request a new link' }}
      />
    );
  }

  if (view === 'success') {
    return (
      <AuthStatus
        icon={<IconCircleCheck size={32} />}
        color="teal"
        title="Password reset"
        description={authMessages.resetDone}
        action={{ to: paths.login, label: 'Login' }}
      />
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
      <AuthForm
        onSubmit={submit}
        error={confirm.isError ? errorText(confirm.error, authMessages.resetFailed, 'detail') : undefined}
      >
        <NewPasswordFields
          newPassword={form.values.new_password}
          newPasswordProps={form.getInputProps('new_password')}
          confirmProps={form.getInputProps('confirm_password')}
        />
        <SubmitButton>Set New Password</SubmitButton>
      </AuthForm>
    </PublicShell>
  );
}
