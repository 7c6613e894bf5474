// 'Response Accuracy Over Time': provider rows by date columns (the heatmap reply's buckets), each
// cell coloured by its state with the score out of 10 and the response count in its tooltip.
import { Box, Center, Group, Loader, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { HEATMAP_STATES, type Heatmap, promptDashboardLabels as l } from '@sightline/contracts';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { RatedByLine } from '../../../components/RatedByLine.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { dayLabel, providerLabel } from '../../../lib/format.ts';
import { heatmapCellColor, heatmapTooltip } from './heatmap.ts';

function Legend() {
  return (
    <Group gap="md" data-testid="heatmap-legend">
      {HEATMAP_STATES.map((state) => (
        <Group key={state} gap={6}>
          <Box w={14} h={14} bg={heatmapCellColor(state)} style={{ borderRadius: 3 }} />
          <Text size="xs" c="dimmed">
            {l.heatmapStates[state]}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export function AccuracyHeatmap({ heatmap, loading }: { heatmap: Heatmap | undefined; loading: boolean }) {
  return (
    <SectionCard
      title={l.heatmapTitle}
      hint={heatmap ? l.heatmapHint(heatmap.bucket_days) : undefined}
      badge={
        <>
          <LeftOutAnswers outcomes={heatmap} />
          <RatedByLine ratedBy={heatmap?.rated_by} />
        </>
      }
      actions={<Legend />}
      testId="accuracy-heatmap"
    >
      {!heatmap || heatmap.providers.length === 0 ? (
        <Center h={160}>
          {loading ? (
            <Loader size="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              {l.noResponses}
            </Text>
          )}
        </Center>
      ) : (
        <ScrollArea type="auto" px="lg" pb="lg">
          <Table withRowBorders={false} verticalSpacing={3} horizontalSpacing={3} aria-label={l.heatmapTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={170} />
                {heatmap.labels.map((day) => (
                  <Table.Th
                    key={day}
                    ta="center"
                    fz="xs"
                    c="dimmed"
                    fw={500}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {dayLabel(day)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {heatmap.providers.map((row) => (
                <Table.Tr key={row.provider} data-testid="heatmap-row">
                  <Table.Td>
                    <ProviderName provider={row.provider} />
                  </Table.Td>
                  {row.cells.map((cell) => {
                    const label = heatmapTooltip(providerLabel(row.provider), dayLabel(cell.date), cell);
                    return (
                      <Table.Td key={cell.date} p={3}>
                        <Tooltip label={label} withArrow multiline maw={320}>
                          <Box
                            role="img"
                            aria-label={label}
                            data-testid="heatmap-cell"
                            data-state={cell.state}
                            bg={heatmapCellColor(cell.state)}
                            miw={36}
                            h={32}
                            style={{ borderRadius: 6 }}
                          />
                        </Tooltip>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </SectionCard>
  );
}
