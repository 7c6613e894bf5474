// The privacy policy's rights on the profile page: download everything the account holds (JSON, or a
// zip of CSV files), or delete the account after typing its password.
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { type AccountExportFormat, authMessages, accountDataLabels as l } from '@sightline/contracts';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { forgetSession, useDeleteAccount, useExportAccount } from '../../api/auth.ts';
import { ApiRequestError, errorText } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { PasswordField } from '../../components/FormFields.tsx';
import { datedFileName, downloadBlob } from '../../lib/download.ts';
import { toast } from '../../lib/toast.ts';

const EXTENSION: Record<AccountExportFormat, string> = { json: 'json', csv: 'zip' };

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError(authMessages.currentPasswordRequired);
    try {
      const reply = await remove.mutateAsync(password);
      toast.short('success', l.deleteAccount, reply.detail);
      // Signed out, then to the sign-in page (as the user menu's logout does): the last navigation
      // wins over the profile guard's own redirect.
      forgetSession();
      navigate(paths.login, { replace: true });
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.errors?.password?.[0] : undefined;
      setError(field ?? errorText(err, l.deleteFailed));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={l.deleteTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{l.deleteWarning}</Text>
          <PasswordField
            label={l.deletePassword}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {l.cancel}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} data-testid="confirm-delete-account">
              {l.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function AccountDataCard() {
  const exportAccount = useExportAccount();
  const [deleting, setDeleting] = useState(false);

  const download = (format: AccountExportFormat) =>
    exportAccount.mutate(format, {
      onSuccess: (file) => downloadBlob(file, datedFileName('sightline-data', EXTENSION[format], new Date())),
      onError: (err) => toast.short('error', l.title, errorText(err, l.downloadFailed)),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="account-data">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {l.title}
        </Title>
        <Text size="sm" c="dimmed">
          {l.description}
        </Text>
        <Group gap="sm">
          {(['json', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={18} />}
              loading={exportAccount.isPending && exportAccount.variables === format}
              onClick={() => download(format)}
            >
              {format === 'json' ? l.downloadJson : l.downloadCsv}
            </Button>
          ))}
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setDeleting(true)}
            ml={{ sm: 'auto' }}
          >
            {l.deleteAccount}
          </Button>
        </Group>
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
