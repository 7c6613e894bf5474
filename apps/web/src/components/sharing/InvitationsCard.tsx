// Invitations waiting for the user (brand invitations on /sharing, team invitations on
// /subscription/sharing): one row each with its details and Accept / Reject.
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { type InvitationAction, sharingLabels as l } from '@sightline/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../SectionCard.tsx';
import { EmptyRow } from '../table/EmptyRow.tsx';

interface InvitationRow {
  id: number;
  /** What the invitation is about, for the buttons' accessible names. */
  name: string;
  cells: ReactNode[];
}

interface InvitationsCardProps {
  title: string;
  hint: string;
  head: string[];
  rows: InvitationRow[] | undefined;
  loading: boolean;
  /** The invitation being answered, if any. */
  answering: number | null;
  onRespond: (id: number, action: InvitationAction) => void;
}

export function InvitationsCard({
  title,
  hint,
  head,
  rows,
  loading,
  answering,
  onRespond,
}: InvitationsCardProps) {
  return (
    <SectionCard title={title} hint={hint} testId="invitations">
      {loading ? (
        <Skeleton h={80} m="lg" />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label={title}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {head.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
                <Table.Th ta="right">{l.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!rows?.length && <EmptyRow colSpan={head.length + 1} text={l.noInvitations} />}
              {rows?.map((row) => (
                <Table.Tr key={row.id} data-testid="invitation-row">
                  {row.cells.map((cell, i) => (
                    <Table.Td key={head[i]}>
                      {typeof cell === 'string' ? <Text size="sm">{cell}</Text> : cell}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        color="teal"
                        leftSection={<IconCheck size={14} />}
                        loading={answering === row.id}
                        disabled={answering !== null && answering !== row.id}
                        aria-label={`${l.accept} ${row.name}`}
                        onClick={() => onRespond(row.id, 'ACCEPT')}
                      >
                        {l.accept}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconX size={14} />}
                        disabled={answering !== null}
                        aria-label={`${l.reject} ${row.name}`}
                        onClick={() => onRespond(row.id, 'REJECT')}
                      >
                        {l.reject}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
