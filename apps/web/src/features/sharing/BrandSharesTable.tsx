// The shares of one brand: email, permission (editable only while ACCEPTED, spec 2 section 4), state,
// dates and Revoke. A failed permission change reloads the list (spec 2 section 7).
import { ActionIcon, Badge, Group, Select, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import {
  sharingLabels as l,
  sharingMessages as m,
  type Project,
  type ProjectShare,
  SHARE_PERMISSIONS,
  type SharePermission,
} from '@sightline/contracts';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useRevokeShare, useUpdateSharePermission } from '../../api/sharing.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ShareStatusBadge } from '../../components/sharing/ShareStatusBadge.tsx';
import { EmptyRow } from '../../components/table/EmptyRow.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { formatDate } from '../../lib/format.ts';
import { tablePage } from '../../lib/pagination.ts';
import { toast } from '../../lib/toast.ts';

const PAGE_SIZE = 10;
const permissionOptions = SHARE_PERMISSIONS.map((p) => ({ value: p, label: l.permissions[p] }));

interface BrandSharesTableProps {
  brand: Project;
  shares: ProjectShare[] | undefined;
  loading: boolean;
}

export function BrandSharesTable({ brand, shares, loading }: BrandSharesTableProps) {
  const update = useUpdateSharePermission();
  const revoke = useRevokeShare();
  const [revoking, setRevoking] = useState<ProjectShare | null>(null);
  const [page, setPage] = useState(1);
  const rows = shares ?? [];
  const view = tablePage(rows, page, PAGE_SIZE);

  const changePermission = (share: ProjectShare, permission: SharePermission) =>
    update.mutate(
      { id: share.id, permission },
      {
        onSuccess: () =>
          toast.short('success', m.updated, `${share.user_email}: ${l.permissions[permission]}`),
        onError: (error) => toast.short('error', m.updateFailed, errorText(error, m.updateFailed)),
      },
    );

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.short('success', m.revoked, revoking.user_email),
      onError: (error) => toast.short('error', m.revokeFailed, errorText(error, m.revokeFailed)),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <SectionCard title={l.sharesOf(brand.title)} testId="brand-shares">
      {loading ? (
        <Skeleton h={120} m="lg" />
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label={l.sharesOf(brand.title)}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{l.email}</Table.Th>
                <Table.Th>{l.permission}</Table.Th>
                <Table.Th>{l.status}</Table.Th>
                <Table.Th>{l.sharedOn}</Table.Th>
                <Table.Th>{l.expiresOn}</Table.Th>
                <Table.Th ta="right">{l.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={6} text={l.noShares} />}
              {view.rows.map((share) => (
                <Table.Tr key={share.id} data-testid="share-row">
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {share.user_email}
                      </Text>
                      {share.via_subscription && (
                        <Tooltip label={l.viaTeamHint} withArrow>
                          <Badge size="xs" variant="outline" color="gray">
                            {l.viaTeam}
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {share.status === 'ACCEPTED' ? (
                      <Select
                        aria-label={`${l.permission} ${share.user_email}`}
                        data={permissionOptions}
                        value={share.permission}
                        onChange={(value) =>
                          value &&
                          value !== share.permission &&
                          changePermission(share, value as SharePermission)
                        }
                        allowDeselect={false}
                        size="xs"
                        w={110}
                      />
                    ) : (
                      <Text size="sm">{l.permissions[share.permission]}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ShareStatusBadge status={share.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(share.shared_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {share.status === 'PENDING' && share.expires_at ? formatDate(share.expires_at) : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Tooltip label={l.revoke} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`${l.revoke} ${share.user_email}`}
                          onClick={() => setRevoking(share)}
                        >
                          <IconUserMinus size={18} />
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
      <TableFooterPager view={view} total={rows.length} label={l.sharesOf(brand.title)} onChange={setPage} />
      <ConfirmDialog
        opened={revoking !== null}
        title={l.revokeTitle}
        message={revoking ? l.revokeConfirm(revoking.user_email, brand.title) : ''}
        confirmLabel={l.revoke}
        cancelLabel={l.cancel}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
