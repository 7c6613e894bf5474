// The query text of a prompt row, with the unread dot.
import { Group, Text } from '@mantine/core';
import { UnreadDot } from '../components/UnreadDot.tsx';

export function QueryCell({ text, unread }: { text: string; unread: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {unread && <UnreadDot />}
      <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
        {text}
      </Text>
    </Group>
  );
}
