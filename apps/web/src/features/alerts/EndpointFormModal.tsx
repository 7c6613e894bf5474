// Add or edit one webhook endpoint: URL, format, events and whether it is on. Field errors come from
// the server (the URL's SSRF check, the event list) and show under their field.
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  webhookLabels as l,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FORMATS,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEventType,
  type WebhookFormat,
} from '@sightline/contracts';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client.ts';

interface EndpointFormModalProps {
  /** The endpoint to edit; null adds one. */
  endpoint: WebhookEndpoint | null;
  saving: boolean;
  onSave: (body: WebhookEndpointInput) => Promise<unknown>;
  onClose: () => void;
}

export function EndpointFormModal({ endpoint, saving, onSave, onClose }: EndpointFormModalProps) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [format, setFormat] = useState<WebhookFormat>(endpoint?.format ?? 'generic');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? ['execution.completed']);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async () => {
    try {
      await onSave({ url, format, events, enabled });
    } catch (err) {
      if (err instanceof ApiRequestError && err.errors) setErrors(err.errors);
      else throw err;
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={endpoint ? l.editTitle : l.addTitle}
      centered
      size="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <TextInput
          label={l.url}
          placeholder={l.urlPlaceholder}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url?.[0]}
          required
          data-autofocus
          data-testid="webhook-url"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {l.format}
          </Text>
          <SegmentedControl
            value={format}
            onChange={(v) => setFormat(v as WebhookFormat)}
            data={WEBHOOK_FORMATS.map((f) => ({ value: f, label: l.formats[f] }))}
            data-testid="webhook-format"
          />
        </Stack>
        <Checkbox.Group
          label={l.events}
          value={events}
          onChange={(v) => setEvents(v as WebhookEventType[])}
          error={errors.events?.[0]}
        >
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={l.eventNames[type]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch label={l.enabled} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {l.cancel}
          </Button>
          <Button onClick={submit} loading={saving} data-testid="webhook-save">
            {l.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
