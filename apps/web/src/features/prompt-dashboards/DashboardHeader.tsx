// Header of both dashboards: back to the brand, the prompt as title, Generate AI Recommendations.
import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

interface DashboardHeaderProps {
  title: string;
  subtitle: string;
  backTo: string;
  recommendationsTo: string;
}

export function DashboardHeader({ title, subtitle, backTo, recommendationsTo }: DashboardHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip label={l.backToProject} withArrow>
          <ActionIcon
            component={Link}
            to={backTo}
            variant="default"
            size="lg"
            radius="md"
            aria-label={l.backToProject}
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
      <Button
        component={Link}
        to={recommendationsTo}
        leftSection={<IconSparkles size={16} />}
        variant="gradient"
        gradient={{ from: 'brand.6', to: 'grape.6', deg: 120 }}
        style={{ flexShrink: 0 }}
      >
        {l.generateRecommendations}
      </Button>
    </Group>
  );
}
