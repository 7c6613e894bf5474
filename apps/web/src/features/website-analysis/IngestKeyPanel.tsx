// The brand's secret ingest key for server-side shippers: its fingerprint for everyone who may view
// the brand, and for editors a button that makes a new key and shows it this once.
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import {
  type IngestKeyCreated,
  websiteAnalysisLabels as l,
  websiteAnalysisMessages as m,
  type TrackingSettings,
} from '@sightline/contracts';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useCreateIngestKey } from '../../api/website-analysis.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';

export function IngestKeyPanel({
  projectId,
  state,
  canEdit,
}: {
  projectId: string;
  state: TrackingSettings['ingest_key'] | undefined;
  canEdit: boolean;
}) {
  const create = useCreateIngestKey(projectId);
  const [confirming, setConfirming] = useState(false);
  const [created, setCreated] = useState<IngestKeyCreated | null>(null);
  const makeKey = () =>
    create.mutate(undefined, {
      onSuccess: (key) => {
        setConfirming(false);
        setCreated(key);
        toast.short('success', l.tracking.ingestKey, m.ingestKeyCreated);
      },
      onError: (err) => toast.short('error', l.tracking.ingestKey, errorText(err, m.loadFailed)),
    });

  return (
    <Stack gap="xs" data-testid="ingest-key">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {l.tracking.ingestKey}
        </Text>
        <Text size="sm" data-testid="ingest-key-state">
          {state?.configured && state.hint
            ? l.tracking.ingestKeyState(state.hint, formatDateTime(state.created_at) ?? '')
            : l.tracking.ingestKeyNone}
        </Text>
        {canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconKey size={14} />}
            loading={create.isPending}
            onClick={() => (state?.configured ? setConfirming(true) : makeKey())}
          >
            {state?.configured ? l.tracking.replaceIngestKey : l.tracking.createIngestKey}
          </Button>
        )}
      </Group>
      {created && (
        <Alert color="yellow" variant="light" data-testid="ingest-key-secret">
          <Stack gap="xs">
            <Text size="sm">{l.tracking.ingestKeyOnce}</Text>
            <Code style={{ wordBreak: 'break-all' }}>{created.secret}</Code>
            <Group gap="xs">
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                  >
                    {copied ? l.tracking.copied : l.tracking.copyIngestKey}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                {l.tracking.done}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={l.tracking.replaceIngestKey}
        message={l.tracking.replaceIngestKeyConfirm}
        confirmLabel={l.tracking.replaceIngestKey}
        cancelLabel={l.tracking.cancel}
        loading={create.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={makeKey}
      />
    </Stack>
  );
}
