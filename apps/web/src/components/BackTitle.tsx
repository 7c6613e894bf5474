// A page title with a back link before it and a dimmed subtitle under it (dashboards, general metrics).
import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

interface BackTitleProps {
  title: string;
  subtitle: string;
  backTo: string;
  backLabel: string;
}

export function BackTitle({ title, subtitle, backTo, backLabel }: BackTitleProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
      <Tooltip label={backLabel} withArrow>
        <ActionIcon
          component={Link}
          to={backTo}
          variant="default"
          size="lg"
          radius="md"
          aria-label={backLabel}
          mt={4}
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 'xl', sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      </Stack>
    </Group>
  );
}
