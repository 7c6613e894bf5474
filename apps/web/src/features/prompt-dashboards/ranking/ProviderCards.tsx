// One card per provider of the last extraction: adoption rate, position as x / max, Mentioned Yes/No.

import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { promptDashboardLabels as l, type ProviderPosition } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { oneDecimal } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

export function ProviderCards({ providers }: { providers: readonly ProviderPosition[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="provider-cards">
      {providers.map((p) => (
        <Paper key={p.provider} withBorder shadow="xs" p="md" data-testid="provider-card">
          <Stack gap={8}>
            <ProviderName provider={p.provider} />
            <Fact label={l.adoptionRate}>
              <Text size="sm" fw={700}>
                {p.adoptionRate}%
              </Text>
            </Fact>
            <Fact label={l.position}>
              <MetricValue metric={metricOf(p, 'position')} format={metricFormats.decimal} size="sm" fw={700}>
                {l.positionOf(oneDecimal(p.position) ?? '—', p.maxPositions)}
              </MetricValue>
            </Fact>
            <Fact label={l.mentioned}>
              <Badge size="sm" variant="light" color={p.appears ? 'teal' : 'red'}>
                {p.appears ? l.yes : l.no}
              </Badge>
            </Fact>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
