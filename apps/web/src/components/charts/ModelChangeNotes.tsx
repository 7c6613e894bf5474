// The served-model changes of a chart's range written out under it (the chart draws a dashed marker
// on each day; this says which engine moved from which model to which).
import { Group, Text } from '@mantine/core';
import type { ModelChange } from '@sightline/contracts';
import { IconReplace } from '@tabler/icons-react';
import { modelChangeNote } from '../../lib/model-changes.ts';

export function ModelChangeNotes({ changes }: { changes: readonly ModelChange[] | undefined }) {
  if (!changes?.length) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="model-changes">
      {changes.map((change) => (
        <Group key={`${change.date}-${change.engine}-${change.to}`} gap={4} wrap="nowrap">
          <IconReplace size={14} color="var(--mantine-color-gray-6)" />
          <Text size="xs" c="dimmed">
            {modelChangeNote(change)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
