// The share of voice matrix: competitors (rows, the brand first and highlighted) by provider
// (columns); each cell a percentage bar coloured by band, with the mention count.
import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { competitorsTabLabels, shareOfVoiceLabels as l, type ShareOfVoice } from '@sightline/contracts';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { providerLabel } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { type ShareCell, shareOfVoiceRows } from './share-of-voice.ts';
import { BAND_HEX } from './share-of-voice-export.ts';

function ShareCellView({ cell }: { cell: ShareCell }) {
  return (
    <Stack gap={4} miw={110} data-band={cell.band}>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <MetricValue
          metric={metricOf(cell, 'percentage')}
          format={metricFormats.share}
          hover={l.intervalHover}
          size="sm"
          fw={700}
        />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {l.mentionsCount(cell.mentions)}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, cell.percentage)}
        color={BAND_HEX[cell.band]}
        size="sm"
        radius="xl"
        aria-label={`${providerLabel(cell.provider)} ${cell.percentage.toFixed(1)}% (${l.bands[cell.band]})`}
      />
    </Stack>
  );
}

export function ShareOfVoiceMatrix({ data }: { data: ShareOfVoice }) {
  return (
    <Table.ScrollContainer minWidth={160 + data.providers.length * 140} type="native">
      <Table verticalSpacing="sm" withColumnBorders={false} aria-label={l.title}>
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>
            <Table.Th>{l.competitor}</Table.Th>
            {data.providers.map((provider) => (
              <Table.Th key={provider}>{providerLabel(provider)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shareOfVoiceRows(data).map((row) => (
            <Table.Tr
              key={row.label}
              bg={row.isClient ? 'var(--mantine-color-brand-0)' : undefined}
              data-brand={row.isClient || undefined}
            >
              <Table.Th scope="row" fw={row.isClient ? 700 : 500}>
                {/* On a narrow screen the badge goes under the name rather than shrink to a dot. */}
                <Group gap={4} wrap="wrap">
                  <span>{row.label}</span>
                  {row.isClient && (
                    <Badge size="xs" color="brand" variant="filled" style={{ flexShrink: 0 }}>
                      {competitorsTabLabels.yourBrand}
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              {row.cells.map((cell) => (
                <Table.Td key={cell.provider}>
                  <ShareCellView cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
