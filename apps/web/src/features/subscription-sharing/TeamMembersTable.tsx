// The team of the user's subscription: each member's address, name, state and dates, with Remove; an
// accepted member's row opens onto their brands, where one is taken back or one more given (VIEW).
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  subscriptionSharingLabels as l,
  sharingMessages as m,
  type Project,
  type SubscriptionShare,
  type SubscriptionShareList,
  sharingLabels,
} from '@sightline/contracts';
import { IconPlus, IconUserMinus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useGrantProject, useMemberProjects, useRevokeMember, useRevokeShare } from '../../api/sharing.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ShareStatusBadge } from '../../components/sharing/ShareStatusBadge.tsx';
import { ExpandableTable } from '../../components/table/ExpandableTable.tsx';
import { formatDate } from '../../lib/format.ts';
import { toast, useFailureToast } from '../../lib/toast.ts';

const PAGE_SIZE = 10;

function MemberBrands({ member, brands }: { member: SubscriptionShare; brands: Project[] }) {
  const projects = useMemberProjects(member.user_email, true);
  const grant = useGrantProject();
  const revoke = useRevokeShare();
  const [choice, setChoice] = useState<string | null>(null);
  useFailureToast(projects.error, m.loadMemberProjectsFailed, 'long');
  const given = new Set(projects.data?.map((p) => p.project_id));
  const more = brands.filter((b) => !given.has(b.id));

  const give = () => {
    if (!choice) return;
    grant.mutate(
      { shareId: member.id, projectId: Number(choice) },
      {
        onSuccess: (entry) => {
          toast.long('success', m.shared, `${entry.project_title}: ${member.user_email}`);
          setChoice(null);
        },
        onError: (error) => toast.long('error', m.grantFailed, errorText(error, m.grantFailed)),
      },
    );
  };

  if (projects.isPending) return <Skeleton h={60} />;
  return (
    <Stack gap="sm" data-testid="member-brands">
      <Text size="sm" fw={600}>
        {l.memberBrands}
      </Text>
      {projects.data?.length ? (
        <Group gap="xs">
          {projects.data.map((p) => (
            <Badge
              key={p.id}
              size="lg"
              variant="light"
              color={p.status === 'ACCEPTED' ? 'brand' : 'gray'}
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray"
                  aria-label={`${sharingLabels.revoke} ${p.project_title}`}
                  loading={revoke.isPending && revoke.variables === p.id}
                  onClick={() =>
                    revoke.mutate(p.id, {
                      onSuccess: () =>
                        toast.long('success', m.revoked, `${p.project_title}: ${member.user_email}`),
                      onError: (error) =>
                        toast.long('error', m.revokeProjectFailed, errorText(error, m.revokeProjectFailed)),
                    })
                  }
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {p.project_title} · {sharingLabels.permissions[p.permission]}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {l.noMemberBrands}
        </Text>
      )}
      {member.status === 'ACCEPTED' ? (
        <Group gap="xs" align="flex-end">
          <Select
            aria-label={l.grantPlaceholder}
            placeholder={l.grantPlaceholder}
            data={more.map((b) => ({ value: String(b.id), label: b.title }))}
            value={choice}
            onChange={setChoice}
            disabled={more.length === 0}
            size="xs"
            w={220}
          />
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={give}
            disabled={!choice}
            loading={grant.isPending}
          >
            {l.grant}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {l.onlyAccepted}
        </Text>
      )}
    </Stack>
  );
}

interface TeamMembersTableProps {
  team: SubscriptionShareList | undefined;
  loading: boolean;
  brands: Project[];
}

export function TeamMembersTable({ team, loading, brands }: TeamMembersTableProps) {
  const remove = useRevokeMember();
  const [removing, setRemoving] = useState<SubscriptionShare | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.long('success', m.revoked, removing.user_email),
      onError: (error) => toast.long('error', m.revokeFailed, errorText(error, m.revokeFailed)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <SectionCard
      title={l.members}
      badge={
        team && (
          <Badge variant="light" data-testid="members-used">
            {l.membersUsed(team.members_used, team.members_limit)}
          </Badge>
        )
      }
      testId="team-members"
    >
      {loading || !team ? (
        <Skeleton h={120} m="lg" />
      ) : (
        <ExpandableTable
          label={l.members}
          rows={team.shares}
          pageSize={PAGE_SIZE}
          rowKey={(s) => String(s.id)}
          rowName={(s) => s.user_email}
          columns={7}
          minWidth={960}
          rowTestId="member-row"
          empty={l.noMembers}
          head={
            <>
              <Table.Th w={40} />
              <Table.Th>{sharingLabels.email}</Table.Th>
              <Table.Th>{l.name}</Table.Th>
              <Table.Th>{sharingLabels.status}</Table.Th>
              <Table.Th>{l.sharedOn}</Table.Th>
              <Table.Th>{l.respondedOn}</Table.Th>
              <Table.Th ta="right">{sharingLabels.actions}</Table.Th>
            </>
          }
          cells={(s, toggle) => (
            <>
              {toggle}
              <Table.Td>
                <Text size="sm" fw={600}>
                  {s.user_email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.user_name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <ShareStatusBadge status={s.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(s.shared_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(s.responded_at) ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Tooltip label={l.revokeMember} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${l.revokeMember} ${s.user_email}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setRemoving(s);
                      }}
                    >
                      <IconUserMinus size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </>
          )}
          details={(s) => <MemberBrands member={s} brands={brands} />}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={l.revokeMemberTitle}
        message={removing ? l.revokeMemberConfirm(removing.user_email) : ''}
        confirmLabel={l.revokeMember}
        cancelLabel={sharingLabels.cancel}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
