// Header of both dashboards: back to the brand, the prompt as title, Generate AI Recommendations
// (below the title on a phone, where both do not fit on one line).
import { Button, Group } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackTitle } from '../../components/BackTitle.tsx';

interface DashboardHeaderProps {
  title: string;
  subtitle: string;
  backTo: string;
  recommendationsTo: string;
}

export function DashboardHeader({ title, subtitle, backTo, recommendationsTo }: DashboardHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <BackTitle title={title} subtitle={subtitle} backTo={backTo} backLabel={l.backToProject} />
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
