// A titled box inside an opened row (full response, source and competitor details).
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function DetailBlock({
  title,
  children,
  span,
}: {
  title: string;
  children: ReactNode;
  span?: number;
}) {
  return (
    <Paper withBorder p="md" radius="md" style={span ? { gridColumn: `span ${span}` } : undefined}>
      <Title order={4} fz="sm" mb="sm" tt="uppercase" c="dimmed" lts={0.4}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
