// The expansion of a domain row: weekly references chart, domain details and info, its endpoints.
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sourcesTabLabels as l, type WebsiteReference } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { WeeklyReferencesChart } from '../../../components/charts/WeeklyReferencesChart.tsx';
import { EndpointsTable } from './EndpointsTable.tsx';

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} fz="sm" mb="sm" tt="uppercase" c="dimmed" lts={0.4}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Fact({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
        {note && (
          <Text span size="xs" c="dimmed" fw={400} ml={6}>
            ({note})
          </Text>
        )}
      </Text>
    </Group>
  );
}

export function WebsiteDetails({ website, weeks }: { website: WebsiteReference; weeks: readonly string[] }) {
  return (
    <Stack gap="md" data-testid="website-details">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" radius="md" style={{ gridColumn: 'span 2' }}>
          <Title order={4} fz="sm" mb="sm" tt="uppercase" c="dimmed" lts={0.4}>
            {l.weeklyReferences}
          </Title>
          <WeeklyReferencesChart weeks={weeks} counts={website.weekly_data} label={l.references} />
        </Paper>
        <Stack gap="md">
          <DetailCard title={l.domainDetails}>
            <Stack gap={6}>
              <Fact label={l.totalReferences} value={website.count} />
              <Fact
                label={l.rankingPrompts}
                value={website.ranking_prompts}
                note={l.referencesOf(website.ranking_count)}
              />
              <Fact
                label={l.questionPrompts}
                value={website.question_prompts}
                note={l.referencesOf(website.question_count)}
              />
            </Stack>
          </DetailCard>
          <DetailCard title={l.domainInfo}>
            <Fact label={l.uniqueUrls} value={website.unique_urls} />
          </DetailCard>
        </Stack>
      </SimpleGrid>
      <DetailCard title={l.endpoints}>
        <EndpointsTable endpoints={website.endpoints} />
      </DetailCard>
    </Stack>
  );
}
