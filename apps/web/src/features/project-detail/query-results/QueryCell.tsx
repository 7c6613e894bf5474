// The query text of a prompt row, with the unread dot and the prompt's tags as small badges.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Tag } from '@sightline/contracts';
import { UnreadDot } from '../components/UnreadDot.tsx';

export function QueryCell({ text, unread, tags }: { text: string; unread: boolean; tags: readonly Tag[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {unread && <UnreadDot />}
      <Stack gap={4}>
        <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
          {text}
        </Text>
        {tags.length > 0 && (
          <Group gap={4}>
            {tags.map((tag) => (
              <Badge
                key={tag.id}
                size="xs"
                variant="light"
                color="gray"
                radius="sm"
                tt="none"
                data-testid="prompt-tag"
              >
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
