// New password + confirmation with the live requirements list; shared by reset and change password.
import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { PasswordRequirements } from './PasswordRequirements.tsx';

interface NewPasswordFieldsProps {
  newPassword: string;
  newPasswordProps: GetInputPropsReturnType;
  confirmProps: GetInputPropsReturnType;
}

export function NewPasswordFields({ newPassword, newPasswordProps, confirmProps }: NewPasswordFieldsProps) {
  return (
    <Stack gap="md">
      <PasswordInput
        label="New password"
        placeholder="Choose a strong password"
        autoComplete="new-password"
        leftSection={<IconLock size={16} />}
        withAsterisk
        {...newPasswordProps}
      />
      <PasswordInput
        label="Confirm password"
        placeholder="Type it again"
        autoComplete="new-password"
        leftSection={<IconLock size={16} />}
        withAsterisk
        {...confirmProps}
      />
      <PasswordRequirements password={newPassword} />
    </Stack>
  );
}
