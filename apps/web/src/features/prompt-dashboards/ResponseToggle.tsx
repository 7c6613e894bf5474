// The See/Hide Full Response button of a response row.
import { Button } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { IconChevronDown } from '@tabler/icons-react';

export function ResponseToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant={open ? 'filled' : 'light'}
      size="compact-xs"
      aria-expanded={open}
      rightSection={
        <IconChevronDown
          size={14}
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
        />
      }
      onClick={(event) => {
        // The row toggles on click too; one toggle per click.
        event.stopPropagation();
        onToggle();
      }}
      style={{ whiteSpace: 'nowrap' }}
    >
      {open ? l.hideFullResponse : l.seeFullResponse}
    </Button>
  );
}
