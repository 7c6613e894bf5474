// Registration in three steps (spec 1 sections 2-5). Back is always allowed; Next only with valid
// fields. On success the session is stored and the dashboard opens with the create-brand flag.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, REGISTER_STEPS } from '@sightline/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegister } from '../../../api/auth.ts';
import { ApiRequestError, errorText } from '../../../api/client.ts';
import { postLoginTarget } from '../../../app/guard.ts';
import { dashboardOnboardingPath, paths, REDIRECT_PARAM } from '../../../app/paths.ts';
import { FormAlert } from '../../../components/FormFields.tsx';
import { PublicShell } from '../../../components/PublicShell.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { RegisterStepAccount } from './RegisterStepAccount.tsx';
import { RegisterStepCompany } from './RegisterStepCompany.tsx';
import { RegisterStepSeo } from './RegisterStepSeo.tsx';
import {
  initialRegisterValues,
  type RegisterValues,
  registerStepErrors,
  registerSteps,
  stepOfField,
  toRegisterRequest,
} from './register-form.ts';
import { StepProgress } from './StepProgress.tsx';

const lastStep = REGISTER_STEPS - 1;

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [step, setStep] = useState(0);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [termsError, setTermsError] = useState(false);
  // An invitation mail links here with the invited address: the account must use it to find the invitation.
  const [params] = useSearchParams();
  const form = useForm<RegisterValues>({
    initialValues: { ...initialRegisterValues, email: params.get('email') ?? '' },
  });

  const stepIsValid = () => {
    const errors = registerStepErrors(step, form.getValues());
    form.setErrors(errors);
    setTermsError(Boolean(errors.terms));
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (stepIsValid()) setStep((current) => Math.min(current + 1, lastStep));
  };

  const back = () => {
    form.clearErrors();
    register.reset();
    setStep((current) => Math.max(current - 1, 0));
  };

  const submit = () => {
    if (!stepIsValid()) return;
    register.mutate(toRegisterRequest(form.getValues()), {
      // An invitation mail's link goes on to its invitation (the redirect carries the mail's proof).
      onSuccess: () => {
        const redirect = params.get(REDIRECT_PARAM);
        navigate(redirect ? postLoginTarget(redirect) : dashboardOnboardingPath, { replace: true });
      },
      onError: (error) => {
        // A solved captcha is single-use: the next try needs a fresh one.
        setCaptchaResetKey((key) => key + 1);
        if (error instanceof ApiRequestError && error.errors) {
          const fieldErrors = serverFieldErrors(error.errors);
          form.setErrors(fieldErrors);
          const firstField = Object.keys(fieldErrors)[0];
          if (firstField) setStep(stepOfField(firstField));
        }
      },
    });
  };

  const { title, description } = registerSteps[step];

  return (
    <PublicShell wide title="Create your account" subtitle="Start your free trial: no credit card needed.">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === lastStep) submit();
          else next();
        }}
      >
        <Stack gap="lg">
          <StepProgress step={step} title={title} />
          <Text c="dimmed" fz="sm" mt={-8}>
            {description}
          </Text>

          {register.isError && (
            <FormAlert>{errorText(register.error, authMessages.registrationFailed)}</FormAlert>
          )}
          {termsError && step === lastStep && (
            <FormAlert color="orange">{authMessages.termsRequiredError}</FormAlert>
          )}

          {step === 0 && <RegisterStepAccount form={form} />}
          {step === 1 && <RegisterStepCompany form={form} />}
          {step === 2 && <RegisterStepSeo form={form} captchaResetKey={captchaResetKey} />}

          <Group justify="space-between" mt="xs">
            {step > 0 ? (
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
                Back
              </Button>
            ) : (
              <span />
            )}
            {step < lastStep ? (
              <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                Next
              </Button>
            ) : (
              <Button type="submit" loading={register.isPending}>
                Create account
              </Button>
            )}
          </Group>

          <Text ta="center" fz="sm" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicShell>
  );
}
