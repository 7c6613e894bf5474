// The Edit (pencil) and Delete (trash) icon buttons of a table row, each with its tooltip; the
// caller puts them in its actions group and names the row in their accessible labels. A button
// without its handler is not shown: the user may not take that action.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface EditDeleteActionsProps {
  /** Tooltip texts. */
  editLabel: string;
  deleteLabel: string;
  /** Accessible names, which say which row the button acts on. */
  editAriaLabel: string;
  deleteAriaLabel: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function EditDeleteActions({
  editLabel,
  deleteLabel,
  editAriaLabel,
  deleteAriaLabel,
  onEdit,
  onDelete,
}: EditDeleteActionsProps) {
  return (
    <>
      {onEdit && (
        <Tooltip label={editLabel} withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={editAriaLabel} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={deleteLabel} withArrow>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={deleteAriaLabel} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
