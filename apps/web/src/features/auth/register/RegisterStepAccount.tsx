import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { EmailField, PasswordField } from '../../../components/FormFields.tsx';
import { PasswordRequirements } from '../../../components/PasswordRequirements.tsx';
import type { RegisterValues } from './register-form.ts';

/** Step 1: Full Name, Email, Password. */
export function RegisterStepAccount({ form }: { form: UseFormReturnType<RegisterValues> }) {
  return (
    <Stack gap="md">
      <TextInput
        label="Full Name"
        placeholder="Ada Lovelace"
        autoComplete="name"
        leftSection={<IconUser size={16} />}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
      />
      <EmailField {...form.getInputProps('email')} />
      <PasswordField
        label="Password"
        placeholder="Create a strong password"
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordRequirements password={form.values.password} />
    </Stack>
  );
}
