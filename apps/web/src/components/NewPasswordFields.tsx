// New password + confirmation with the live requirements list; shared by reset and change password.
import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PasswordField } from './FormFields.tsx';
import { PasswordRequirements } from './PasswordRequirements.tsx';

interface NewPasswordFieldsProps {
  newPassword: string;
  newPasswordProps: GetInputPropsReturnType;
  confirmProps: GetInputPropsReturnType;
}

export function NewPasswordFields({ newPassword, newPasswordProps, confirmProps }: NewPasswordFieldsProps) {
  return (
    <Stack gap="md">
      <PasswordField
        label="New password"
        placeholder="Choose a strong password"
        autoComplete="new-password"
        {...newPasswordProps}
      />
      <PasswordField
        label="Confirm password"
        placeholder="Type it again"
        autoComplete="new-password"
        {...confirmProps}
      />
      <PasswordRequirements password={newPassword} />
    </Stack>
  );
}
