// Page 1 of a ranking prompt: the top 10 competitors' weekly positions on a 1–10 rank axis, and the
// competitors in tables of five.
import { Badge, Group, Table, Text } from '@mantine/core';
import { reportPageLabels as l, REPORT_LIMITS, type ReportDocument } from '@sightline/contracts';
import { RankLineChart } from '../../components/charts/RankLineChart.tsx';
import { MetricValue } from '../../components/MetricValue.tsx';
import { metricFormats, metricOf } from '../../lib/metric-interval.ts';
import { ReportTable } from './ReportTable.tsx';
import classes from './report.module.css';
import { chunk, topCompetitorSeries } from './report-view.ts';

type Page1 = ReportDocument['query_analysis_list'][number]['page1'];
type Entity = Page1['competitor_entities'][number];

function CompetitorRow({ entity }: { entity: Entity }) {
  return (
    <Table.Tr className={entity.is_client ? classes.brandRow : undefined}>
      <Table.Td w={60} className={classes.numeric}>
        {entity.rank}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={entity.is_client ? 700 : 500}>
            {entity.name}
          </Text>
          {entity.is_client && (
            <Badge size="xs" color="brand">
              {l.yourBrand}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td w={130} ta="right" className={classes.numeric}>
        <MetricValue
          metric={metricOf(entity, 'average_position')}
          format={metricFormats.position}
          size="sm"
          print
        />
      </Table.Td>
      <Table.Td w={120} ta="right" className={classes.numeric}>
        {entity.appearances}
      </Table.Td>
    </Table.Tr>
  );
}

export function CompetitorAnalysis({ page }: { page: Page1 }) {
  if (page.competitor_entities.length === 0) return <Text c="dimmed">{l.noCompetitors}</Text>;
  const chart = topCompetitorSeries(page);
  return (
    <>
      <Text size="sm" fw={600} mb={6}>
        {l.topCompetitorsChart}
      </Text>
      <div className={classes.chart}>
        <RankLineChart
          title={l.topCompetitorsChart}
          labels={chart.labels}
          lines={chart.series}
          axisMax={REPORT_LIMITS.rankAxisMax}
          height="100%"
          print
        />
      </div>
      {chunk(page.competitor_entities, REPORT_LIMITS.competitorsPerTable).map((entities) => (
        <ReportTable
          key={entities[0].rank}
          label={l.competitorAnalysis}
          head={
            <>
              <Table.Th>{l.rank}</Table.Th>
              <Table.Th>{l.competitor}</Table.Th>
              <Table.Th ta="right">{l.averagePosition}</Table.Th>
              <Table.Th ta="right">{l.appearances}</Table.Th>
            </>
          }
        >
          {entities.map((entity) => (
            <CompetitorRow key={entity.rank} entity={entity} />
          ))}
        </ReportTable>
      ))}
    </>
  );
}
