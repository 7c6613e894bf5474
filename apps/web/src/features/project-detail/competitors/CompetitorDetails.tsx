// The expansion of a competitor row: its weekly ranking position and its prompt appearances.
import { Paper, Stack, Title } from '@mantine/core';
import { type CompetitorInsight, competitorsTabLabels as l } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { RankLineChart } from '../../../components/charts/RankLineChart.tsx';
import { PromptAppearancesTable } from '../../../components/competitors/PromptAppearancesTable.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} fz="sm" mb="sm" tt="uppercase" c="dimmed" lts={0.4}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function CompetitorDetails({ competitor, weeks }: { competitor: CompetitorInsight; weeks: string[] }) {
  return (
    <Stack gap="md" data-testid="competitor-details">
      <Section title={l.rankingPosition}>
        <RankLineChart
          title={`${competitor.label}: ${l.rankingPosition}`}
          labels={weeks}
          lines={[{ label: l.position, data: competitor.weekly_positions, emphasized: competitor.is_client }]}
          height={220}
        />
      </Section>
      <Section title={l.promptAppearances}>
        <PromptAppearancesTable appearances={competitor.query_appearances} />
      </Section>
    </Stack>
  );
}
