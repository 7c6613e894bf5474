// The expansion of a domain row: weekly references chart, domain details and info, its endpoints
// (the prompt counts, URLs and endpoints fetched on opening).
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type WebsiteDetails as Details,
  sourcesTabLabels as l,
  type WebsiteReference,
} from '@sightline/contracts';
import type { ReactNode } from 'react';
import { type DateRange, useWebsiteDetails } from '../../../api/insights.ts';
import { WeeklyReferencesChart } from '../../../components/charts/WeeklyReferencesChart.tsx';
import { FetchedDetails } from '../../../components/table/FetchedDetails.tsx';
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

function DomainFacts({ website, details }: { website: WebsiteReference; details: Details }) {
  return (
    <>
      <DetailCard title={l.domainDetails}>
        <Stack gap={6}>
          <Fact label={l.totalReferences} value={website.count} />
          <Fact
            label={l.rankingPrompts}
            value={details.ranking_prompts}
            note={l.referencesOf(website.ranking_count)}
          />
          <Fact
            label={l.questionPrompts}
            value={details.question_prompts}
            note={l.referencesOf(website.question_count)}
          />
        </Stack>
      </DetailCard>
      <DetailCard title={l.domainInfo}>
        <Fact label={l.uniqueUrls} value={details.unique_urls} />
      </DetailCard>
    </>
  );
}

export function WebsiteDetails({
  projectId,
  range,
  website,
  weeks,
}: {
  projectId: string;
  range: DateRange;
  website: WebsiteReference;
  weeks: readonly string[];
}) {
  const details = useWebsiteDetails(projectId, website.domain, range);
  return (
    <Stack gap="md" data-testid="website-details">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" radius="md" style={{ gridColumn: 'span 2' }}>
          <Title order={4} fz="sm" mb="sm" tt="uppercase" c="dimmed" lts={0.4}>
            {l.weeklyReferences}
          </Title>
          <WeeklyReferencesChart weeks={weeks} counts={website.weekly_data} label={l.references} />
        </Paper>
        <Stack gap="md">{details.data && <DomainFacts website={website} details={details.data} />}</Stack>
      </SimpleGrid>
      <DetailCard title={l.endpoints}>
        <FetchedDetails query={details} failed={l.loadFailed}>
          {(data) => <EndpointsTable endpoints={data.endpoints} />}
        </FetchedDetails>
      </DetailCard>
    </Stack>
  );
}
