// How many prompts the plan still allows after the current choice (spec 1 section 5).
import { Badge, Group, Text } from '@mantine/core';
import { brandWizardLabels as l } from '@sightline/contracts';
import { IconListCheck } from '@tabler/icons-react';

export function RemainingPrompts({ remaining, chosen }: { remaining: number; chosen: number }) {
  const color = remaining <= 0 ? 'red' : remaining <= 2 ? 'orange' : 'teal';
  return (
    <Group gap="xs" justify="space-between" data-testid="remaining-prompts">
      <Group gap={6}>
        <IconListCheck size={18} color="var(--mantine-color-gray-6)" />
        <Text size="sm" c="dimmed">
          {l.selected(chosen)}
        </Text>
      </Group>
      <Badge color={color} variant="light" size="lg" style={{ textTransform: 'none' }}>
        {l.remaining(Math.max(0, remaining))}
      </Badge>
    </Group>
  );
}
