// API keys on /profile (issue 19): the active keys (name, first characters, access, created, last
// used), creating one (its secret shown once), renaming one and revoking one after a confirmation; the MCP endpoint
// to point an assistant at.
import { Badge, Button, Code, CopyButton, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { API_KEYS_PAGE_SIZE, type ApiKey, apiKeyLabels as l, MCP_PATH } from '@sightline/contracts';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiKeys, useRevokeApiKey } from '../../api/api-keys.ts';
import { errorText } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EditDeleteActions } from '../../components/EditDeleteActions.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { formatShortDateTime } from '../../lib/format.ts';
import { tablePage } from '../../lib/pagination.ts';
import { toast, useFailureToast } from '../../lib/toast.ts';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { RenameApiKeyDialog } from './RenameApiKeyDialog.tsx';

function McpEndpoint() {
  const url = new URL(MCP_PATH, globalThis.location.origin).toString();
  return (
    <Group gap="xs" px="lg" pb="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {l.mcpEndpoint}
      </Text>
      <Code>{url}</Code>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? l.copied : url}>
            <Button variant="subtle" size="compact-xs" onClick={copy} aria-label={l.copyMcpEndpoint}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const [page, setPage] = useState(1);
  useFailureToast(keys.error, l.loadFailed);
  const rows = keys.data?.api_keys ?? [];
  const view = tablePage(rows, page, API_KEYS_PAGE_SIZE);

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.short('success', l.revoked, revoking.name);
        setRevoking(null);
      },
      onError: (error) => toast.short('error', l.title, errorText(error, l.revokeFailed)),
    });

  return (
    <SectionCard
      title={l.title}
      hint={l.description}
      testId="api-keys"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {l.create}
        </Button>
      }
    >
      <McpEndpoint />
      {keys.isSuccess && rows.length === 0 ? (
        <Text c="dimmed" ta="center" px="lg" pb="xl">
          {l.empty}
        </Text>
      ) : (
        <>
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{l.columns.name}</Table.Th>
                  <Table.Th>{l.columns.key}</Table.Th>
                  <Table.Th>{l.columns.scope}</Table.Th>
                  <Table.Th>{l.columns.created}</Table.Th>
                  <Table.Th>{l.columns.lastUsed}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ whiteSpace: 'nowrap' }}>
                {view.rows.map((key) => (
                  <Table.Tr key={key.id}>
                    <Table.Td fw={600}>{key.name}</Table.Td>
                    <Table.Td>
                      <Code>{key.prefix}…</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={key.scope === 'read' ? 'gray' : 'indigo'}
                        // A badge shrinks with its cell; the access must be read in full.
                        style={{ minWidth: 'max-content' }}
                      >
                        {l.scopes[key.scope]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatShortDateTime(key.created_at)}</Table.Td>
                    <Table.Td>{formatShortDateTime(key.last_used_at) ?? l.never}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <EditDeleteActions
                          editLabel={l.rename}
                          deleteLabel={l.revoke}
                          editAriaLabel={`${l.rename} ${key.name}`}
                          deleteAriaLabel={`${l.revoke} ${key.name}`}
                          onEdit={() => setRenaming(key)}
                          onDelete={() => setRevoking(key)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <TableFooterPager view={view} total={rows.length} label={l.pager} onChange={setPage} />
        </>
      )}
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      {renaming && <RenameApiKeyDialog apiKey={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        opened={revoking !== null}
        title={l.revokeTitle}
        message={revoking ? l.revokeConfirm(revoking.name) : ''}
        confirmLabel={l.revoke}
        cancelLabel={l.cancel}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
