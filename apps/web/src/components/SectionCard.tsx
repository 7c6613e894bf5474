// A titled card (detail tabs, dashboards, general metrics): title (with an optional badge), a
// one-line hint, and actions.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  hint?: string;
  badge?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function SectionCard({ title, hint, badge, actions, children, testId }: SectionCardProps) {
  return (
    <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }} data-testid={testId}>
      <Group justify="space-between" align="center" px="lg" py="md" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3} fz="lg">
              {title}
            </Title>
            {badge}
          </Group>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
