// /admin/content: tutorials, FAQs and services as the admin sees them (drafts included), in order;
// add, edit, move up or down, publish and delete. Non-admins are told how the role is given.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { adminLabels as a, type ContentKind } from '@sightline/contracts';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../api/auth.ts';
import { useAdminItems, useDeleteAdminItem, useOrderAdminItems } from '../../api/content.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { toast } from '../../lib/toast.ts';
import { AdminItemForm } from './AdminItemForm.tsx';
import { type AdminItem, itemName, moved } from './admin-fields.ts';

const KIND_LABELS: Record<ContentKind, string> = {
  tutorials: a.tutorials,
  faqs: a.faqs,
  services: a.services,
};

function AdminList({ kind }: { kind: ContentKind }) {
  const items = useAdminItems(kind);
  const order = useOrderAdminItems(kind);
  const remove = useDeleteAdminItem(kind);
  const [editing, setEditing] = useState<AdminItem | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminItem | null>(null);
  const rows: AdminItem[] = items.data ?? [];
  const uuids = rows.map((r) => r.uuid);
  const move = (uuid: string, step: -1 | 1) => order.mutate(moved(uuids, uuid, step));

  return (
    <SectionCard
      title={KIND_LABELS[kind]}
      testId={`admin-${kind}`}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {a.add}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" px="lg" pb="md">
          {a.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" horizontalSpacing="lg" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{a.item}</Table.Th>
                <Table.Th>{a.category}</Table.Th>
                <Table.Th>{a.status}</Table.Th>
                <Table.Th w={200}>{a.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item, i) => (
                <Table.Tr key={item.uuid}>
                  <Table.Td c="dimmed">{i + 1}</Table.Td>
                  <Table.Td fw={600}>{itemName(item)}</Table.Td>
                  <Table.Td>{item.category?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge color={item.published ? 'teal' : 'gray'} variant="light" tt="none">
                        {item.published ? a.published : a.draft}
                      </Badge>
                      {item.featured && (
                        <Badge color="yellow" variant="light" tt="none">
                          {a.featured}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={a.moveUp}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${a.moveUp}: ${itemName(item)}`}
                          disabled={i === 0 || order.isPending}
                          onClick={() => move(item.uuid, -1)}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={a.moveDown}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${a.moveDown}: ${itemName(item)}`}
                          disabled={i === rows.length - 1 || order.isPending}
                          onClick={() => move(item.uuid, 1)}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={a.edit}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${a.edit}: ${itemName(item)}`}
                          onClick={() => setEditing(item)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={a.delete}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${a.delete}: ${itemName(item)}`}
                          onClick={() => setDeleting(item)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <AdminItemForm
          kind={kind}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={a.delete}
        message={a.confirmDelete}
        confirmLabel={a.delete}
        cancelLabel={a.cancel}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.uuid, {
            onSuccess: () => {
              toast.short('success', a.deleted, itemName(deleting));
              setDeleting(null);
            },
          })
        }
      />
    </SectionCard>
  );
}

export function AdminContentPage() {
  const admin = useCurrentUser()?.is_admin === true;
  return (
    <Stack gap="lg">
      <Title order={2}>{a.title}</Title>
      {!admin ? (
        <Alert color="yellow" title={a.title}>
          {a.notAdmin}
        </Alert>
      ) : (
        <Tabs defaultValue="tutorials" keepMounted={false}>
          <Tabs.List mb="md">
            {(Object.keys(KIND_LABELS) as ContentKind[]).map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(Object.keys(KIND_LABELS) as ContentKind[]).map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <AdminList kind={kind} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
