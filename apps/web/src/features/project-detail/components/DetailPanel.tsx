// A white panel inside an opened row, with a small heading.
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function DetailPanel({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            {title}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
