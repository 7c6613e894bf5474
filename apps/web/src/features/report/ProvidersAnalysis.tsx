// Page 2 of a ranking prompt: the brand's position per provider over the last 6 weeks, and each
// provider's current and previous position with the trend and the answers behind it.
import { Group, Stack, Table, Text } from '@mantine/core';
import {
  evidenceLabels as e,
  isFirstValue,
  reportPageLabels as l,
  REPORT_LIMITS,
  type ReportDocument,
  samplingLabels as s,
} from '@sightline/contracts';
import { HighlightedText, HighlightLegend } from '../../components/AnswerEvidence.tsx';
import { ModelChangeNotes } from '../../components/charts/ModelChangeNotes.tsx';
import { RankLineChart } from '../../components/charts/RankLineChart.tsx';
import { MetricValue } from '../../components/MetricValue.tsx';
import { TrendIndicator } from '../../components/TrendIndicator.tsx';
import { providerLabel } from '../../lib/format.ts';
import { metricFormats, metricOf } from '../../lib/metric-interval.ts';
import { modelChangeMarkers } from '../../lib/model-changes.ts';
import { ReportTable } from './ReportTable.tsx';
import classes from './report.module.css';
import { lastWeeks } from './report-view.ts';

type Page2 = ReportDocument['query_analysis_list'][number]['page2'];

export function ProvidersAnalysis({ page }: { page: Page2 }) {
  const chart = lastWeeks(page.provider_chart_data);
  const lines = chart.datasets.map((d) => ({ label: providerLabel(d.label), data: d.data, band: d.band }));
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
          markers={modelChangeMarkers(chart.labels, page.model_changes)}
        />
      </div>
      <ModelChangeNotes changes={page.model_changes} />
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
              <MetricValue
                metric={metricOf(row, 'position')}
                format={metricFormats.position}
                size="sm"
                print
              />
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              <MetricValue
                metric={metricOf(row, 'previous_position')}
                format={metricFormats.position}
                size="sm"
                print
              />
            </Table.Td>
            <Table.Td>
              <div style={{ display: 'flex', justifyContent: 'center' }}>
                <TrendIndicator
                  trend={row.trend}
                  significant={row.trend_significant}
                  isNew={isFirstValue(row.previous_position, row.position)}
                  compared={{
                    current: metricOf(row, 'position'),
                    previous: metricOf(row, 'previous_position'),
                    format: metricFormats.position,
                  }}
                />
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
      <PositionEvidence page={page} />
    </>
  );
}

/**
 * Under the table, the item of an answer behind each provider's position, highlighted: on screen only,
 * so each section still prints on one page.
 */
function PositionEvidence({ page }: { page: Page2 }) {
  const rows = page.provider_table_data.flatMap((row) =>
    row.evidence ? [{ ...row, evidence: row.evidence }] : [],
  );
  if (rows.length === 0) return null;
  return (
    <Stack gap={6} mt="sm" data-testid="report-position-evidence" className={classes.noPrint}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {e.reportEvidence}
        </Text>
        <HighlightLegend kinds={['position', 'brand', 'competitor']} />
      </Group>
      {rows.map((row) => (
        <Group key={row.provider} gap="sm" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={600} w={150} style={{ flexShrink: 0 }}>
            {providerLabel(row.provider)}
          </Text>
          <HighlightedText text={row.evidence.text} spans={row.evidence.spans} brand={page.client_name} />
        </Group>
      ))}
    </Stack>
  );
}
