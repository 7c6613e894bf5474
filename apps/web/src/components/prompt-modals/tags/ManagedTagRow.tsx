// One tag in Manage tags: its name with rename and delete actions; rename edits the name in place
// (Enter saves, Escape cancels) and shows the server's refusal under the field; delete asks first.
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { promptModalLabels as l, type Tag } from '@sightline/contracts';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { useDeleteTag, useRenameTag } from '../../../api/tags.ts';
import { toast } from '../../../lib/toast.ts';
import { toastFailure } from '../prompt-errors.ts';

type Mode = { kind: 'view' } | { kind: 'rename'; name: string; error?: string } | { kind: 'delete' };

export function ManagedTagRow({
  projectId,
  tag,
  onDeleted,
}: {
  projectId: string;
  tag: Tag;
  onDeleted: (id: number) => void;
}) {
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const rename = useRenameTag(projectId);
  const remove = useDeleteTag(projectId);
  const view = () => setMode({ kind: 'view' });

  if (mode.kind === 'rename') {
    const save = () => {
      const name = mode.name.trim();
      if (name === tag.name) return view();
      rename.mutate(
        { id: tag.id, name },
        {
          onSuccess: (renamed) => {
            toast.short('success', l.tagRenamed, renamed.name);
            view();
          },
          // Shown at the field, where the user is typing (e.g. 'A tag with this name already exists').
          onError: (error) => setMode({ ...mode, error: errorText(error, l.renameTagFailed) }),
        },
      );
    };
    return (
      <Group gap={4} wrap="nowrap" align="flex-start" data-testid="managed-tag">
        <TextInput
          size="xs"
          flex={1}
          aria-label={l.tagName}
          value={mode.name}
          error={mode.error}
          onChange={(event) => setMode({ kind: 'rename', name: event.currentTarget.value })}
          onKeyDown={(event) => {
            // Enter must not submit the prompt form around the popover; Escape only leaves editing.
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.stopPropagation();
              view();
            }
          }}
          data-autofocus
        />
        <ActionIcon
          variant="light"
          size="md"
          aria-label={l.saveTagName}
          onClick={save}
          loading={rename.isPending}
          disabled={!mode.name.trim()}
        >
          <IconCheck size={14} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={l.cancel} onClick={view}>
          <IconX size={14} />
        </ActionIcon>
      </Group>
    );
  }

  if (mode.kind === 'delete') {
    const confirm = () =>
      remove.mutate(tag.id, {
        onSuccess: () => {
          toast.short('success', l.tagDeleted, tag.name);
          onDeleted(tag.id);
        },
        onError: (error) => {
          toastFailure(error, l.deleteTagFailed, l.deleteTagFailed);
          view();
        },
      });
    return (
      <Stack gap={6} p={6} data-testid="managed-tag">
        <Text size="sm">{l.deleteTagConfirm(tag.name)}</Text>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-xs" variant="default" onClick={view} disabled={remove.isPending}>
            {l.cancel}
          </Button>
          <Button size="compact-xs" color="red" onClick={confirm} loading={remove.isPending}>
            {l.delete}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Group gap={4} wrap="nowrap" px={6} py={2} data-testid="managed-tag">
      <Text size="sm" flex={1} truncate="end">
        {tag.name}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={l.renameTag(tag.name)}
        onClick={() => setMode({ kind: 'rename', name: tag.name })}
      >
        <IconPencil size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={l.deleteTag(tag.name)}
        onClick={() => setMode({ kind: 'delete' })}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Group>
  );
}
