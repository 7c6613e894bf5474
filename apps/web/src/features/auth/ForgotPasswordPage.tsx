// Forgot password (spec 1 sections 2, 5, 8): email and captcha, then a neutral confirmation that
// never reveals whether the account exists.
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, ResetRequestSchema } from '@sightline/contracts';
import { IconAlertCircle, IconArrowLeft, IconAt, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResetRequest } from '../../api/auth.ts';
import { errorText } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { CaptchaField } from '../../components/CaptchaField.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { StatusCard } from '../../components/StatusCard.tsx';
import { schemaErrors } from '../../lib/form-errors.ts';

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
      <PublicShell>
        <StatusCard
          icon={<IconMailCheck size={32} />}
          color="teal"
          title="Check your inbox"
          description={authMessages.forgotConfirmation}
        >
          <Button component={Link} to={paths.login} fullWidth>
            Back to login
          </Button>
        </StatusCard>
      </PublicShell>
    );
  }

  return (
    <PublicShell
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {request.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {errorText(request.error, authMessages.forgotFailed, 'detail')}
            </Alert>
          )}
          <TextInput
            label="Email"
            placeholder="you@company.com"
            type="email"
            autoComplete="email"
            leftSection={<IconAt size={16} />}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <CaptchaField
            resetKey={captchaResetKey}
            error={form.errors.captcha_token as string | undefined}
            onChange={(payload) => {
              form.setFieldValue('captcha_token', payload);
              if (payload) form.clearFieldError('captcha_token');
            }}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
          <Text ta="center">{backToLogin}</Text>
        </Stack>
      </form>
    </PublicShell>
  );
}
