// Page 2 of a ranking prompt: the brand's position per provider over the last 6 weeks, and each
// provider's current and previous position with the trend and the answers behind it.
import { Table, Text } from '@mantine/core';
import {
  isFirstValue,
  reportPageLabels as l,
  REPORT_LIMITS,
  type ReportDocument,
  samplingLabels as s,
} from '@sightline/contracts';
import { RankLineChart } from '../../components/charts/RankLineChart.tsx';
import { TrendIndicator } from '../../components/TrendIndicator.tsx';
import { formatAverage } from '../../lib/appearance-sources.ts';
import { providerLabel } from '../../lib/format.ts';
import { ReportTable } from './ReportTable.tsx';
import classes from './report.module.css';
import { lastWeeks } from './report-view.ts';

type Page2 = ReportDocument['query_analysis_list'][number]['page2'];

export function ProvidersAnalysis({ page }: { page: Page2 }) {
  const chart = lastWeeks(page.provider_chart_data);
  const lines = chart.datasets.map((d) => ({ label: providerLabel(d.label), data: d.data }));
  const title = l.providerChart(page.client_name);
  // Reports from a server without sampling figures keep the spec's four columns.
  const withAnswers = page.provider_table_data.some((row) => row.n !== undefined);
  return (
    <>
      <Text size="sm" fw={600} mb={6}>
        {title}
      </Text>
      <div className={classes.chart}>
        <RankLineChart
          title={title}
          labels={chart.labels}
          lines={lines}
          axisMax={REPORT_LIMITS.rankAxisMax}
          height="100%"
          legend
          print
        />
      </div>
      <ReportTable
        label={l.providersAnalysis}
        head={
          <>
            <Table.Th>{l.provider}</Table.Th>
            <Table.Th ta="right">{l.position}</Table.Th>
            <Table.Th ta="right">{l.previousPosition}</Table.Th>
            <Table.Th ta="center">{l.trend}</Table.Th>
            {withAnswers && (
              <Table.Th ta="right" title={s.answersHint}>
                {s.answers}
              </Table.Th>
            )}
          </>
        }
      >
        {page.provider_table_data.map((row) => (
          <Table.Tr key={row.provider}>
            <Table.Td fw={600}>{providerLabel(row.provider)}</Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {formatAverage(row.position)}
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {formatAverage(row.previous_position)}
            </Table.Td>
            <Table.Td>
              <div style={{ display: 'flex', justifyContent: 'center' }}>
                <TrendIndicator trend={row.trend} isNew={isFirstValue(row.previous_position, row.position)} />
              </div>
            </Table.Td>
            {withAnswers && (
              <Table.Td ta="right" className={classes.numeric}>
                {row.n}
                {row.extra ? (
                  <Text span size="xs" c="dimmed" ml={4}>
                    ({s.extra(row.extra)})
                  </Text>
                ) : null}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ReportTable>
    </>
  );
}
