// A centred outcome card (success, error, processing…) used by the reset, unsubscribe and forgot
// password flows.
import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusCardProps {
  icon?: ReactNode;
  color?: string;
  loading?: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

export function StatusCard({
  icon,
  color = 'brand',
  loading,
  title,
  description,
  children,
}: StatusCardProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      {loading ? (
        <Loader size="lg" />
      ) : (
        icon && (
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        )
      )}
      <Title order={3} mt="xs">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={380}>
          {description}
        </Text>
      )}
      {children && (
        <Stack gap="xs" w="100%" mt="sm">
          {children}
        </Stack>
      )}
    </Stack>
  );
}
