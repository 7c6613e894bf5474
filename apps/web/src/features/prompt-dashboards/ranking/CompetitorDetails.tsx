// The expansion of a competitor row: its position over time per provider (competitor-chart call)
// and its prompt appearances (competitor-appearances call; 3 sources then '+N more', 5 a page).
import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type DashboardCompetitor,
  promptDashboardLabels as l,
  POSITION_SCALE_MAX,
} from '@sightline/contracts';
import {
  type DashboardParams,
  useCompetitorAppearances,
  useCompetitorChart,
} from '../../../api/prompt-dashboards.ts';
import { RankLineChart } from '../../../components/charts/RankLineChart.tsx';
import { PromptAppearancesTable } from '../../../components/competitors/PromptAppearancesTable.tsx';
import { dayLabel, providerLabel } from '../../../lib/format.ts';
import { DetailBlock } from '../DetailBlock.tsx';
import { hasChartData } from '../format.ts';
import { useLoggedFailure } from '../useLoggedFailure.ts';

export function CompetitorDetails({
  queryId,
  params,
  competitor,
}: {
  queryId: string;
  params: DashboardParams;
  competitor: DashboardCompetitor;
}) {
  const detailParams = { ...params, entities: undefined, entity: competitor.name };
  const chart = useCompetitorChart(queryId, detailParams);
  const appearances = useCompetitorAppearances(queryId, detailParams);
  useLoggedFailure(chart.error, 'competitor chart');
  useLoggedFailure(appearances.error, 'competitor appearances');
  const data = chart.data?.chartData;
  const title = `${competitor.label}: ${l.positionOverTime}`;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="competitor-details">
      <DetailBlock title={l.positionOverTime}>
        {data && hasChartData(data) ? (
          <RankLineChart
            title={title}
            labels={data.labels.map((d) => dayLabel(d))}
            lines={data.datasets.map((set) => ({
              label: providerLabel(set.label),
              data: set.data,
              band: set.data_ci95,
            }))}
            axisMax={POSITION_SCALE_MAX}
            height={240}
            legend
          />
        ) : (
          <Center h={240}>
            {chart.isPending ? (
              <Loader size="sm" />
            ) : (
              <Text c="dimmed" size="sm">
                {l.noChartData}
              </Text>
            )}
          </Center>
        )}
      </DetailBlock>
      <Stack gap={0}>
        <DetailBlock title={l.promptAppearances}>
          {appearances.isPending ? (
            <Center h={120}>
              <Loader size="sm" />
            </Center>
          ) : (
            <PromptAppearancesTable appearances={appearances.data?.query_appearances ?? []} />
          )}
        </DetailBlock>
      </Stack>
    </SimpleGrid>
  );
}
