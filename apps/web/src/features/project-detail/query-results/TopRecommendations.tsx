// Top recommendations of one provider: the brands it ranked, with this week's and last week's
// positions; the user's brand is highlighted.
import { Badge, Group, Table, Text } from '@mantine/core';
import { queryResultsLabels as l, type RankingProviderResult } from '@sightline/contracts';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { oneDecimal } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { topRecommendations } from '../ranking-results.ts';

const position = (value: number | null) => {
  const shown = oneDecimal(value);
  return shown === null ? '—' : `#${shown}`;
};

export function TopRecommendations({ result }: { result: RankingProviderResult }) {
  const rows = topRecommendations(result.competitors);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {l.noRecommendations}
      </Text>
    );
  }
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="xs"
      aria-label={l.topRecommendations}
      data-testid="top-recommendations"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{l.entity}</Table.Th>
          <Table.Th ta="right">{l.currentWeek}</Table.Th>
          <Table.Th ta="right">{l.lastWeek}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name} bg={row.is_client ? 'var(--mantine-color-brand-0)' : undefined}>
            <Table.Td>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={row.is_client ? 700 : 400}>
                  {row.name}
                </Text>
                {row.is_client && (
                  <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
                    {l.yourBrand}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <MetricValue
                metric={metricOf(row, 'current_week_position')}
                format={metricFormats.decimal}
                size="sm"
                fw={600}
                compact
              >
                {position(row.current_week_position)}
              </MetricValue>
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <MetricValue
                metric={metricOf(row, 'last_week_position')}
                format={metricFormats.decimal}
                size="sm"
                c="dimmed"
                compact
              >
                {position(row.last_week_position)}
              </MetricValue>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
