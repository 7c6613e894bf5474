// The actions of a prompt row: edit, delete and see results (which opens the row).
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import { IconChevronDown, IconPencil, IconTrash } from '@tabler/icons-react';

interface PromptActionsProps {
  queryText: string;
  open: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: () => void;
}

export function PromptActions({ queryText, open, onEdit, onDelete, onToggle }: PromptActionsProps) {
  const resultsLabel = open ? l.hideResults : l.seeResults;
  return (
    // The row opens on click; the buttons must not also toggle it.
    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip label={l.edit} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`${l.edit}: ${queryText}`}
          onClick={onEdit}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={l.delete} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`${l.delete}: ${queryText}`}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={resultsLabel} withArrow>
        <ActionIcon
          variant={open ? 'filled' : 'light'}
          size="lg"
          aria-label={`${resultsLabel}: ${queryText}`}
          aria-expanded={open}
          onClick={onToggle}
        >
          <IconChevronDown
            size={18}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
