// The frame of an insight tab (Sources, Competitors): title and filters on top, then a loader, the
// empty message or the table.
import { Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function InsightTabFrame({
  title,
  description,
  controls,
  loading,
  empty,
  emptyMessage,
  children,
}: {
  title: string;
  description: string;
  controls: ReactNode;
  loading: boolean;
  empty: boolean;
  emptyMessage: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={3} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          {controls}
        </Group>
      </Group>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }} aria-busy={loading}>
        {loading ? (
          <Center py={64}>
            <Loader size="md" />
          </Center>
        ) : empty ? (
          <Stack align="center" gap="xs" py={56} px="md">
            <ThemeIcon variant="light" color="gray" size={44} radius="xl">
              <IconDatabaseOff size={22} />
            </ThemeIcon>
            <Text c="dimmed" ta="center">
              {emptyMessage}
            </Text>
          </Stack>
        ) : (
          children
        )}
      </Paper>
    </Stack>
  );
}
