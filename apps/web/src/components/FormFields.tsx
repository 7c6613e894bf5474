// Field blocks shared by the login, registration, password and profile forms: the email and
// password inputs with their icon, the captcha wired to a form, the error alert and the full-width
// submit button.
import {
  Alert,
  Button,
  type ButtonProps,
  PasswordInput,
  type PasswordInputProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';

// The captcha widget is most of a sign-in page's script, and sign-in asks for it only after failed
// attempts: it loads when first shown.
const CaptchaField = lazy(async () => ({ default: (await import('./CaptchaField.tsx')).CaptchaField }));

/** Required email input with the @ icon. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      placeholder="you@company.com"
      type="email"
      autoComplete="email"
      leftSection={<IconAt size={16} />}
      withAsterisk
      {...props}
    />
  );
}

/** Required password input with the lock icon and the show toggle. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput leftSection={<IconLock size={16} />} withAsterisk {...props} />;
}

/** The alert above a form when its request failed (orange for a warning). */
export function FormAlert({ color = 'red', children }: { color?: 'red' | 'orange'; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" icon={<IconAlertCircle size={18} />}>
      {children}
    </Alert>
  );
}

/** The full-width main button of a public form. */
export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  return <Button type="submit" size="md" fullWidth {...props} />;
}

/** What FormCaptchaField needs of a Mantine form whose values hold `captcha_token`. */
interface CaptchaForm {
  errors: Record<string, ReactNode>;
  setFieldValue: (path: 'captcha_token', value: string) => void;
  clearFieldError: (path: 'captcha_token') => void;
}

/** The captcha bound to the form's `captcha_token`: solving it clears the field's error. */
export function FormCaptchaField({ form, resetKey }: { form: CaptchaForm; resetKey: number }) {
  return (
    <Suspense fallback={null}>
      <CaptchaField
        resetKey={resetKey}
        error={form.errors.captcha_token as string | undefined}
        onChange={(payload) => {
          form.setFieldValue('captcha_token', payload);
          if (payload) form.clearFieldError('captcha_token');
        }}
      />
    </Suspense>
  );
}
