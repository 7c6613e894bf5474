// The signing secret of an endpoint, right after it was added or rotated: the one time it is shown.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { webhookLabels as l } from '@sightline/contracts';
import { IconKey } from '@tabler/icons-react';

export function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={l.secretTitle} centered styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconKey size={18} />}>
          {l.secretOnce}
        </Alert>
        <Code block data-testid="webhook-secret" style={{ overflowWrap: 'anywhere' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? l.copied : l.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{l.done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
