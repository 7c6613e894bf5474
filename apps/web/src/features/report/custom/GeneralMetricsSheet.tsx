// General Metrics page (spec 3 section 2.8): AI analysis, Mentions / Visits from AI Sites / Citations
// over the period, Top Citations and Top Competitors (5 each) and Metrics by Providers.
import { Group, Progress, Table, Text } from '@mantine/core';
import {
  type CustomReportGeneralMetrics,
  isNewFigure,
  customReportLabels as l,
  customReportMessages as m,
} from '@sightline/contracts';
import { Line } from 'react-chartjs-2';
import { BRAND_COLOR, SERIES_COLORS } from '../../../components/charts/chart-setup.ts';
import { Favicon } from '../../../components/Favicon.tsx';
import { answeredOnly } from '../../../lib/answered-series.ts';
import { dayLabel, oneDecimal, providerLabel } from '../../../lib/format.ts';
import { ReportTable } from '../ReportTable.tsx';
import classes from '../report.module.css';
import { evenGroups } from './custom-report-view.ts';
import { AnalysisBlock, Change, YourBrand } from './ReportParts.tsx';

/** Provider columns that fit the paper's width beside the metric names; more go on in a next table. */
const PROVIDERS_PER_TABLE = 5;

export function GeneralMetricsSheet({ metrics }: { metrics: CustomReportGeneralMetrics }) {
  const perf = metrics.performance_metrics;
  // Days without a report have no mentions or citations (not zero); citations, in hundreds where
  // mentions are in tens, on their own axis.
  const lines = [
    {
      label: l.mentions,
      data: answeredOnly(perf.appearances.series, perf.answered),
      color: BRAND_COLOR,
      axis: 'y',
    },
    { label: l.aiVisits, data: perf.aiVisits.series, color: SERIES_COLORS[0], axis: 'y' },
    {
      label: l.citations,
      data: answeredOnly(perf.citations.series, perf.answered),
      color: SERIES_COLORS[1],
      axis: 'y1',
    },
  ];
  const providerGroups = evenGroups(Object.entries(metrics.provider_metrics), PROVIDERS_PER_TABLE);
  const rows = [
    { label: l.mentions, value: 'mentions', change: 'mentions_change', previous: 'mentions_previous' },
    { label: l.aiVisits, value: 'ai_visits', change: 'ai_visits_change', previous: 'ai_visits_previous' },
    { label: l.citations, value: 'citations', change: 'citations_change', previous: 'citations_previous' },
  ] as const;
  return (
    <>
      <AnalysisBlock
        text={metrics.ai_analysis}
        source={metrics.ai_analysis_source}
        fallback={m.noPeriodAnalysis}
      />
      <Text size="sm" fw={600} mb={6}>
        {l.performance}
      </Text>
      <div className={classes.chart} style={{ height: '50mm' }}>
        <Line
          role="img"
          aria-label={l.performance}
          data={{
            labels: perf.labels.map((d) => dayLabel(d)),
            datasets: lines.map((s) => ({
              label: s.label,
              data: [...s.data],
              borderColor: s.color,
              backgroundColor: s.color,
              yAxisID: s.axis,
              tension: 0.25,
              pointRadius: 2,
              spanGaps: true,
            })),
          }}
          options={{
            animation: false,
            plugins: { legend: { labels: { boxWidth: 12, font: { size: 11 } } } },
            scales: {
              // Days across, thinned to fit: rotated labels would take the plot's height.
              x: { ticks: { maxRotation: 0 } },
              y: { beginAtZero: true, title: { display: true, text: `${l.mentions} · ${l.aiVisits}` } },
              y1: {
                position: 'right',
                beginAtZero: true,
                grid: { drawOnChartArea: false },
                title: { display: true, text: l.citations },
              },
            },
          }}
        />
      </div>
      <ReportTable
        label={l.topCitations}
        head={
          <>
            <Table.Th>{l.source}</Table.Th>
            <Table.Th ta="right">{l.count}</Table.Th>
            <Table.Th>{l.providers}</Table.Th>
          </>
        }
      >
        {metrics.top_citations.map((c) => (
          <Table.Tr key={c.domain} className={c.isClient ? classes.brandRow : undefined}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Favicon domain={c.domain} size={16} />
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {c.domain}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right">{c.count}</Table.Td>
            <Table.Td>
              <Text size="xs">{c.providers.map(providerLabel).join(', ')}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
      <ReportTable
        label={l.topCompetitors}
        head={
          <>
            <Table.Th>{l.competitor}</Table.Th>
            <Table.Th ta="right">{l.averagePosition}</Table.Th>
            <Table.Th>{l.shareOfVoice}</Table.Th>
          </>
        }
      >
        {metrics.top_competitors.map((c) => (
          <Table.Tr key={c.name} className={c.isClient ? classes.brandRow : undefined}>
            <Table.Td>
              {c.name}
              {c.isClient && <YourBrand />}
            </Table.Td>
            <Table.Td ta="right">{oneDecimal(c.avgPosition) ?? l.notAvailable}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {/* The bar draws the figure written beside it. */}
                <Progress
                  value={c.shareOfVoice}
                  w={60}
                  size="sm"
                  color={c.isClient ? 'brand' : 'gray'}
                  aria-hidden
                />
                <Text size="xs">{c.shareOfVoice}%</Text>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
      {providerGroups.map((group, i) => (
        <ReportTable
          key={group[0]?.[0] ?? i}
          label={
            providerGroups.length > 1
              ? l.tablePart(l.metricsByProvider, i + 1, providerGroups.length)
              : l.metricsByProvider
          }
          head={
            <>
              <Table.Th>{l.metric}</Table.Th>
              {group.map(([p]) => (
                <Table.Th key={p} ta="right">
                  {providerLabel(p)}
                </Table.Th>
              ))}
            </>
          }
        >
          {rows.map((row) => (
            <Table.Tr key={row.value}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {row.label}
              </Table.Td>
              {group.map(([p, v]) => (
                <Table.Td key={p} ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {v[row.value]}
                    </Text>
                    <Change value={v[row.change]} isNew={isNewFigure(v[row.previous], v[row.value])} />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </ReportTable>
      ))}
    </>
  );
}
