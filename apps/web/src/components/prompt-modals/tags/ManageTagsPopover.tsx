// Manage tags: the brand's tags in a popover, each renamed in place or deleted after a confirm.
// Changes apply at once (to every prompt of the brand), independently of the prompt being edited.
import { Button, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { promptModalLabels as l, type Tag } from '@sightline/contracts';
import { IconSettings } from '@tabler/icons-react';
import { ManagedTagRow } from './ManagedTagRow.tsx';

export interface ManageTagsPopoverProps {
  projectId: string;
  tags: readonly Tag[];
  /** A tag was deleted: the field drops it from the prompt's picked tags. */
  onDeleted: (id: number) => void;
  /** While open, Escape belongs to the popover: the prompt dialog around it must not close. */
  onOpenedChange: (opened: boolean) => void;
}

export function ManageTagsPopover({ projectId, tags, onDeleted, onOpenedChange }: ManageTagsPopoverProps) {
  return (
    <Popover
      width={320}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      onOpen={() => onOpenedChange(true)}
      onClose={() => onOpenedChange(false)}
    >
      <Popover.Target>
        <Button variant="subtle" size="compact-xs" leftSection={<IconSettings size={14} />}>
          {l.manageTags}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={l.manageTags} role="dialog" data-testid="manage-tags">
        {tags.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {l.noTagsYet}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={260} type="auto">
            <Stack gap={2}>
              {tags.map((tag) => (
                <ManagedTagRow key={tag.id} projectId={projectId} tag={tag} onDeleted={onDeleted} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
