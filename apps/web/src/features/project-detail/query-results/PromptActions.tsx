// The actions of a prompt row: open its dashboard, edit and delete (for those who may), and see
// results (which opens the row).
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { queryResultsLabels as l, promptDashboardLabels } from '@sightline/contracts';
import { IconChartHistogram, IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EditDeleteActions } from '../../../components/EditDeleteActions.tsx';

interface PromptActionsProps {
  queryText: string;
  /** The prompt's dashboard (/ranking-query/{id} or /question-query/{id}). */
  dashboardPath: string;
  open: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  onToggle: () => void;
}

export function PromptActions({
  queryText,
  dashboardPath,
  open,
  onEdit,
  onDelete,
  onToggle,
}: PromptActionsProps) {
  const resultsLabel = open ? l.hideResults : l.seeResults;
  return (
    // The row opens on click; the buttons must not also toggle it.
    <Group gap={4} wrap="nowrap" justify="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip label={promptDashboardLabels.openDashboard} withArrow>
        <ActionIcon
          component={Link}
          to={dashboardPath}
          variant="subtle"
          color="brand"
          size="lg"
          aria-label={`${promptDashboardLabels.openDashboard}: ${queryText}`}
        >
          <IconChartHistogram size={18} />
        </ActionIcon>
      </Tooltip>
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
