// The actions of a prompt row: edit, delete and see results (which opens the row).
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { EditDeleteActions } from '../../../components/EditDeleteActions.tsx';

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
      <EditDeleteActions
        editLabel={l.edit}
        deleteLabel={l.delete}
        editAriaLabel={`${l.edit}: ${queryText}`}
        deleteAriaLabel={`${l.delete}: ${queryText}`}
        onEdit={onEdit}
        onDelete={onDelete}
      />
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
