// Renaming an API key: only its name changes.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ApiKey, apiKeyMessages, apiKeyLabels as l } from '@sightline/contracts';
import { useRenameApiKey } from '../../api/api-keys.ts';
import { ApiRequestError, errorText } from '../../api/client.ts';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

export function RenameApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const rename = useRenameApiKey();
  const form = useForm({
    initialValues: { name: apiKey.name },
    validate: { name: (v) => (v.trim() ? null : apiKeyMessages.nameRequired) },
  });
  const submit = form.onSubmit((values) =>
    rename.mutate(
      { id: apiKey.id, ...values },
      {
        onSuccess: (saved) => {
          toast.short('success', l.renamed, saved.name);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) form.setErrors(serverFieldErrors(error.errors));
          toast.short('error', l.title, errorText(error, l.renameFailed));
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={l.renameTitle} centered styles={{ title: { fontWeight: 700 } }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={l.name} required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {l.cancel}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {l.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
