// A table header that sorts its column: an arrow shows the direction, aria-sort tells screen readers.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { insightTableLabels as l } from '@sightline/contracts';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortDirection } from '../../lib/table-sort.ts';

const icons = { asc: IconSortAscending, desc: IconSortDescending } as const;

export function SortableHeader({
  label,
  direction,
  onSort,
  align = 'left',
}: {
  label: string;
  /** null when the table is sorted by another column. */
  direction: SortDirection | null;
  onSort: () => void;
  align?: 'left' | 'right';
}) {
  const Icon = direction ? icons[direction] : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      style={{ textAlign: align }}
    >
      <UnstyledButton
        onClick={onSort}
        aria-label={direction === 'desc' ? l.sortAscending(label) : l.sortDescending(label)}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <Icon size={14} stroke={2} color={direction ? undefined : 'var(--mantine-color-gray-5)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
