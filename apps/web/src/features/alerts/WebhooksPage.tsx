// Webhooks & alerts of one brand (/projects/:id/alerts, from the brand's header): its endpoints
// (add, edit, delete, rotate the secret, send a test event), the delivery log of the chosen one with
// redelivery, and the caller's own email alerts. Owners and editors change endpoints; viewers read.
import { ActionIcon, Alert, Button, Checkbox, Group, Menu, Stack, Table, Text } from '@mantine/core';
import {
  webhookLabels as l,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEventType,
  webhookMessages,
} from '@sightline/contracts';
import { IconDots, IconEye, IconKey, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { errorText } from '../../api/client.ts';
import { useProject } from '../../api/projects.ts';
import {
  useDeleteWebhookEndpoint,
  useEmailAlerts,
  useRotateWebhookSecret,
  useSaveEmailAlerts,
  useSaveWebhookEndpoint,
  useSendWebhookTest,
  useWebhookEndpoints,
} from '../../api/webhooks.ts';
import { paths } from '../../app/paths.ts';
import { BackTitle } from '../../components/BackTitle.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { EmptyRow } from '../../components/table/EmptyRow.tsx';
import { toast } from '../../lib/toast.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EndpointFormModal } from './EndpointFormModal.tsx';
import { SecretModal } from './SecretModal.tsx';

const failed = (err: unknown) => toast.short('error', l.actionFailed, errorText(err, l.actionFailed));

function EmailAlertsCard({ projectId }: { projectId: string }) {
  const current = useEmailAlerts(projectId);
  const save = useSaveEmailAlerts(projectId);
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  useEffect(() => {
    if (current.data) setEvents(current.data.events);
  }, [current.data]);
  return (
    <SectionCard title={l.emailHeading} hint={l.emailDescription} testId="email-alerts">
      <Stack px="lg" pb="lg" gap="md">
        <Checkbox.Group value={events} onChange={(v) => setEvents(v as WebhookEventType[])}>
          <Group gap="lg">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={l.eventNames[type]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() =>
              save.mutate(events, {
                onSuccess: () => toast.short('success', l.emailHeading, l.emailSaved),
                onError: failed,
              })
            }
            data-testid="email-alerts-save"
          >
            {l.save}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}

interface EndpointRowProps {
  endpoint: WebhookEndpoint;
  canEdit: boolean;
  selected: boolean;
  onShowLog: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
  onTest: () => void;
}

function EndpointRow({
  endpoint: e,
  canEdit,
  selected,
  onShowLog,
  onEdit,
  onDelete,
  onRotate,
  onTest,
}: EndpointRowProps) {
  return (
    <Table.Tr data-testid="webhook-row" bg={selected ? 'var(--mantine-color-brand-0)' : undefined}>
      <Table.Td maw={320}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {e.url}
        </Text>
      </Table.Td>
      <Table.Td>{l.formats[e.format]}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {e.events.map((type) => (
            <Text key={type} size="sm">
              {l.eventNames[type]}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} c={e.enabled ? 'teal.7' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {e.enabled ? l.enabled : l.disabled}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onShowLog}>
            {l.deliveries}
          </Button>
          {canEdit && (
            <>
              <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={onTest}>
                {l.sendTest}
              </Button>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${l.edit} ${e.url}`}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
                    {l.edit}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconKey size={14} />} onClick={onRotate}>
                    {l.rotate}
                  </Menu.Item>
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
                    {l.delete}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function Webhooks({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const endpoints = useWebhookEndpoints(projectId);
  const save = useSaveWebhookEndpoint(projectId);
  const remove = useDeleteWebhookEndpoint(projectId);
  const rotate = useRotateWebhookSecret(projectId);
  const test = useSendWebhookTest(projectId);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);

  const list = endpoints.data?.endpoints ?? [];
  const canEdit = endpoints.data?.can_edit ?? false;
  const shown = list.find((e) => e.id === logOf) ?? list[0] ?? null;

  const onSave = async (body: WebhookEndpointInput) => {
    const id = editing === 'new' || editing === null ? undefined : editing.id;
    const saved = await save.mutateAsync({ ...body, id });
    setEditing(null);
    toast.short('success', l.title, id === undefined ? l.added : l.saved);
    if (saved.secret) setSecret(saved.secret);
    setLogOf(saved.id);
  };

  return (
    <Stack gap="lg">
      <BackTitle
        title={l.title}
        subtitle={project.data?.title ?? ''}
        backTo={paths.projectTable(projectId)}
        backLabel={project.data?.title ?? l.title}
      />
      <Text c="dimmed" maw={760}>
        {l.description}
      </Text>
      {endpoints.isError && (
        <Alert color="red" variant="light">
          {errorText(endpoints.error, l.loadFailed)}
        </Alert>
      )}
      {endpoints.data && !canEdit && (
        <Alert color="gray" variant="light">
          {l.readOnly}
        </Alert>
      )}
      <SectionCard
        title={l.endpointsHeading}
        testId="webhook-endpoints"
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              data-testid="webhook-add"
            >
              {l.add}
            </Button>
          )
        }
      >
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{l.url}</Table.Th>
                <Table.Th>{l.format}</Table.Th>
                <Table.Th>{l.events}</Table.Th>
                <Table.Th>{l.columns.status}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {endpoints.data && list.length === 0 && <EmptyRow colSpan={5} text={l.empty} />}
              {list.map((e) => (
                <EndpointRow
                  key={e.id}
                  endpoint={e}
                  canEdit={canEdit}
                  selected={shown?.id === e.id}
                  onShowLog={() => setLogOf(e.id)}
                  onEdit={() => setEditing(e)}
                  onDelete={() => setDeleting(e)}
                  onRotate={() => setRotating(e)}
                  onTest={() =>
                    test.mutate(e.id, {
                      onSuccess: () => {
                        setLogOf(e.id);
                        toast.short('success', l.sendTest, webhookMessages.testQueued);
                      },
                      onError: failed,
                    })
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionCard>
      {shown && <DeliveryLog key={shown.id} projectId={projectId} endpoint={shown} canEdit={canEdit} />}
      <EmailAlertsCard projectId={projectId} />

      {editing && (
        <EndpointFormModal
          endpoint={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      {secret && <SecretModal secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={l.deleteTitle}
        message={deleting ? l.deleteConfirm(deleting.url) : ''}
        confirmLabel={l.delete}
        cancelLabel={l.cancel}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.short('success', l.title, l.deleted);
            },
            onError: failed,
          })
        }
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={rotating !== null}
        title={l.rotateTitle}
        message={l.rotateConfirm}
        confirmLabel={l.rotate}
        cancelLabel={l.cancel}
        loading={rotate.isPending}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: (reply) => {
              setRotating(null);
              setSecret(reply.secret);
            },
            onError: failed,
          })
        }
        onClose={() => setRotating(null)}
      />
    </Stack>
  );
}

export function WebhooksPage() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.dashboard} replace />;
  return <Webhooks projectId={id} />;
}
