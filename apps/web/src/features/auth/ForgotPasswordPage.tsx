// Forgot password (spec 1 sections 2, 5, 8): email and captcha, then a neutral confirmation that
// never reveals whether the account exists.
import { Anchor, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, ResetRequestSchema } from '@sightline/contracts';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResetRequest } from '../../api/auth.ts';
import { errorText } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { EmailField, FormCaptchaField, SubmitButton } from '../../components/FormFields.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { schemaErrors } from '../../lib/form-errors.ts';
import { AuthForm, AuthStatus } from './AuthScreens.tsx';

export function ForgotPasswordPage() {
  const request = useResetRequest();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const form = useForm({
    initialValues: { email: '', captcha_token: '' },
    validate: (values) => schemaErrors(ResetRequestSchema, values),
  });

  const submit = form.onSubmit((values) => {
    request.mutate(ResetRequestSchema.parse(values), {
      onError: () => setCaptchaResetKey((key) => key + 1),
    });
  });

  const backToLogin = (
    <Anchor component={Link} to={paths.login} fz="sm" fw={500}>
      <IconArrowLeft size={14} style={{ verticalAlign: -2 }} /> Back to login
    </Anchor>
  );

  if (request.isSuccess) {
    return (
      <AuthStatus
        icon={<IconMailCheck size={32} />}
        color="teal"
        title="Check your inbox"
        description={authMessages.forgotConfirmation}
        action={{ to: paths.login, label: 'Back to login' }}
      />
    );
  }

  return (
    <PublicShell
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <AuthForm
        onSubmit={submit}
        error={request.isError ? errorText(request.error, authMessages.forgotFailed, 'detail') : undefined}
      >
        <EmailField {...form.getInputProps('email')} />
        <FormCaptchaField form={form} resetKey={captchaResetKey} />
        <SubmitButton loading={request.isPending}>Send reset link</SubmitButton>
        <Text ta="center">{backToLogin}</Text>
      </AuthForm>
    </PublicShell>
  );
}
