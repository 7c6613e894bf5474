// The first cell of an expandable insight row: a chevron button, so keyboard users can open the row.
import { ActionIcon, Table } from '@mantine/core';
import { insightTableLabels as l } from '@sightline/contracts';
import { IconChevronRight } from '@tabler/icons-react';

export function RowToggleCell({
  name,
  open,
  onToggle,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <Table.Td w={44}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-expanded={open}
        aria-label={open ? l.collapse(name) : l.expand(name)}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <IconChevronRight
          size={16}
          style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
        />
      </ActionIcon>
    </Table.Td>
  );
}
