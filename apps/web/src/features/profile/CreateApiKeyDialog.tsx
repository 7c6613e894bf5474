// Creating an API key: a name and its access, then the secret, shown this once with a copy button.
// Closing the dialog drops the secret (the mutation is reset), so it cannot be shown again.
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_KEY_SCOPES, type ApiKeyCreate, apiKeyMessages, apiKeyLabels as l } from '@sightline/contracts';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useCreateApiKey } from '../../api/api-keys.ts';
import { ApiRequestError, errorText } from '../../api/client.ts';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

const scopeOptions = API_KEY_SCOPES.map((value) => ({ value, label: l.scopes[value] }));

export function CreateApiKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const form = useForm<ApiKeyCreate>({
    initialValues: { name: '', scope: 'read' },
    validate: { name: (v) => (v.trim() ? null : apiKeyMessages.nameRequired) },
  });
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => toast.short('success', l.created, values.name),
      onError: (error) => {
        if (error instanceof ApiRequestError) form.setErrors(serverFieldErrors(error.errors));
        toast.short('error', l.title, errorText(error, l.createFailed));
      },
    }),
  );
  const created = create.data;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? l.createdTitle : l.createTitle}
      centered
      // The secret must not vanish on a stray click: only the buttons close the dialog once it shows.
      closeOnClickOutside={!created}
      styles={{ title: { fontWeight: 700 } }}
    >
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {l.createdWarning}
          </Alert>
          <Code block data-testid="api-key-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {created.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? l.copied : l.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{l.done}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={l.name}
              placeholder={l.namePlaceholder}
              required
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {l.scope}
              </Text>
              <SegmentedControl data={scopeOptions} aria-label={l.scope} {...form.getInputProps('scope')} />
            </Stack>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {l.cancel}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {l.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
