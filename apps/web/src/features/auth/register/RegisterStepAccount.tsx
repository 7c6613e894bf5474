import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAt, IconLock, IconUser } from '@tabler/icons-react';
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
      <TextInput
        label="Email"
        placeholder="you@company.com"
        type="email"
        autoComplete="email"
        leftSection={<IconAt size={16} />}
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Password"
        placeholder="Create a strong password"
        autoComplete="new-password"
        leftSection={<IconLock size={16} />}
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordRequirements password={form.values.password} />
    </Stack>
  );
}
