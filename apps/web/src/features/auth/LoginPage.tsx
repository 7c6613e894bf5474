// Login (spec 1 section 2): email, password with show toggle, remember me, forgot password link,
// Login and Register buttons. After login: the redirect query if it is ours, else the dashboard.
// After many failed sign-ins on an account the server asks for a captcha: it shows, and each try
// sends a freshly solved one.
import { Anchor, Button, Checkbox, Divider, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, LoginRequestSchema } from '@sightline/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../api/auth.ts';
import { errorText, hasErrorCode } from '../../api/client.ts';
import { postLoginTarget } from '../../app/guard.ts';
import { paths, REDIRECT_PARAM } from '../../app/paths.ts';
import { EmailField, FormCaptchaField, PasswordField, SubmitButton } from '../../components/FormFields.tsx';
import { PublicShell } from '../../components/PublicShell.tsx';
import { schemaErrors } from '../../lib/form-errors.ts';
import { AuthForm } from './AuthScreens.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const form = useForm({
    initialValues: { email: '', password: '', remember_me: false, captcha_token: '' },
    validate: (values) => ({
      ...schemaErrors(LoginRequestSchema, values),
      ...(captchaAsked && !values.captcha_token ? { captcha_token: authMessages.captchaRequired } : {}),
    }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(LoginRequestSchema.parse(values), {
      onSuccess: () => navigate(postLoginTarget(searchParams.get(REDIRECT_PARAM)), { replace: true }),
      onError: (error) => {
        if (hasErrorCode(error, 'captcha_required')) setCaptchaAsked(true);
        // A solved captcha is single-use: the next try needs a fresh one.
        form.setFieldValue('captcha_token', '');
        setCaptchaResetKey((key) => key + 1);
      },
    });
  });

  return (
    <PublicShell title="Welcome back" subtitle="Sign in to see how AI engines talk about your brand.">
      <AuthForm
        onSubmit={submit}
        error={login.isError ? errorText(login.error, authMessages.loginFailed) : undefined}
      >
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        {captchaAsked && <FormCaptchaField form={form} resetKey={captchaResetKey} />}
        <Group justify="space-between">
          <Checkbox label="Remember me" {...form.getInputProps('remember_me', { type: 'checkbox' })} />
          <Anchor component={Link} to={paths.forgotPassword} fz="sm" fw={500}>
            Forgot password?
          </Anchor>
        </Group>
        <SubmitButton loading={login.isPending} mt="xs">
          Login
        </SubmitButton>
        <Divider label="New to Sightline?" labelPosition="center" />
        <Button component={Link} to={paths.register} variant="light" size="md" fullWidth>
          Register
        </Button>
      </AuthForm>
    </PublicShell>
  );
}
