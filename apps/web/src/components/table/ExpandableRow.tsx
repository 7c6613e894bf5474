// A table row that opens a details row under it (the prompt tables' "see results"). A click anywhere
// on it toggles; keyboard and screen reader users have the row's own toggle button, which carries
// aria-expanded (a plain row may not).
import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExpandableRowProps {
  open: boolean;
  colSpan: number;
  onToggle: () => void;
  /** Unread rows are bold. */
  unread?: boolean;
  cells: ReactNode;
  details: ReactNode;
  testId?: string;
}

export function ExpandableRow({
  open,
  colSpan,
  onToggle,
  unread,
  cells,
  details,
  testId,
}: ExpandableRowProps) {
  return (
    <>
      <Table.Tr
        onClick={onToggle}
        style={{ cursor: 'pointer', fontWeight: unread ? 700 : undefined }}
        bg={open ? 'var(--mantine-color-brand-0)' : undefined}
        data-testid={testId}
        data-unread={unread || undefined}
      >
        {cells}
      </Table.Tr>
      {open && (
        <Table.Tr data-testid={testId ? `${testId}-details` : undefined}>
          <Table.Td colSpan={colSpan} p={0} style={{ cursor: 'default' }}>
            <Box bg="gray.0" p="lg" onClick={(event) => event.stopPropagation()}>
              {details}
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
