// Password change (spec 2 sections 2.5 and 5): current, new and confirm, with the requirements list.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, profileMessages } from '@sightline/contracts';
import { IconKey } from '@tabler/icons-react';
import { useChangePassword } from '../../api/auth.ts';
import { ApiRequestError, errorText } from '../../api/client.ts';
import { PasswordField } from '../../components/FormFields.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { newPasswordPairErrors } from '../../components/password-rules.ts';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

const empty = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: empty,
    validate: (values) => ({
      ...(values.current_password ? {} : { current_password: authMessages.currentPasswordRequired }),
      ...newPasswordPairErrors(values, authMessages.newPasswordsDoNotMatch),
    }),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.short('success', authMessages.passwordChanged, 'Use your new password next time you log in.');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) form.setErrors(serverFieldErrors(error.errors));
        toast.short('error', 'Password', errorText(error, profileMessages.changePasswordFailed));
      },
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="lg">
            Change password
          </Title>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <NewPasswordFields
            newPassword={form.values.new_password}
            newPasswordProps={form.getInputProps('new_password')}
            confirmProps={form.getInputProps('confirm_password')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              loading={change.isPending}
              leftSection={<IconKey size={18} />}
            >
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
