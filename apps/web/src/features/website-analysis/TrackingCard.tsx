// The brand's tracking code: the snippet with a copy button, the "check installation" button with its
// answer, the ingest endpoint and secret ingest key for server-side shippers (AI crawlers never run the
// snippet), and the key rotation for users who may edit the brand.
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { websiteAnalysisLabels as l, websiteAnalysisMessages as m, type Project } from '@sightline/contracts';
import { IconCheck, IconCopy, IconKey, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import {
  useInstallationCheck,
  useRotateTrackingKey,
  useTrackingSettings,
} from '../../api/website-analysis.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { brandAccess } from '../../lib/brand-access.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { IngestKeyPanel } from './IngestKeyPanel.tsx';

export function TrackingCard({
  projectId,
  permission,
}: {
  projectId: string;
  permission: Project['permission'];
}) {
  const settings = useTrackingSettings(projectId);
  const check = useInstallationCheck(projectId);
  const rotate = useRotateTrackingKey(projectId);
  const [confirming, setConfirming] = useState(false);
  const canRotate = brandAccess(permission).edit;
  const data = settings.data;

  return (
    <SectionCard title={l.tracking.title} hint={l.tracking.hint} testId="tracking-card">
      <Stack px="lg" pb="lg" gap="sm">
        <Code block data-testid="tracking-snippet">
          {data?.snippet ?? '…'}
        </Code>
        <Group gap="sm">
          <CopyButton value={data?.snippet ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                disabled={!data}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={() => {
                  copy();
                  toast.short('success', l.tracking.copied, l.tracking.copiedToast);
                }}
              >
                {copied ? l.tracking.copied : l.tracking.copy}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
            loading={check.isPending}
            onClick={() => check.mutate()}
            data-testid="check-installation"
          >
            {l.tracking.check}
          </Button>
          {canRotate && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconKey size={16} />}
              loading={rotate.isPending}
              onClick={() => setConfirming(true)}
            >
              {l.tracking.rotate}
            </Button>
          )}
        </Group>
        {check.data && (
          <Alert
            color={check.data.installed ? 'teal' : 'yellow'}
            data-testid="installation-result"
            variant="light"
          >
            {check.data.installed
              ? m.installed(formatDateTime(check.data.last_event_at) ?? '')
              : m.notInstalled}
          </Alert>
        )}
        {check.isError && <Alert color="red">{errorText(check.error, m.loadFailed)}</Alert>}
        <Text size="sm" c="dimmed">
          {l.tracking.serverSide}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {l.tracking.ingestUrl}
          </Text>
          <Code>{data?.ingest_url ?? '…'}</Code>
          <Text size="sm" fw={500}>
            {l.tracking.key}
          </Text>
          <Code data-testid="tracking-key">{data?.key ?? '…'}</Code>
        </Group>
        <IngestKeyPanel projectId={projectId} state={data?.ingest_key} canEdit={canRotate} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={l.tracking.rotate}
        message={l.tracking.rotateConfirm}
        confirmLabel={l.tracking.rotate}
        cancelLabel={l.tracking.cancel}
        loading={rotate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.short('success', l.tracking.rotate, m.keyRotated);
            },
            onError: (err) => toast.short('error', l.tracking.rotate, errorText(err, m.loadFailed)),
          });
        }}
      />
    </SectionCard>
  );
}
