// A chart card of the general metrics screen: a Chart.js line chart (plain or stacked areas) with its
// PNG download, or the empty text when no series has data. Points tell their 95 % interval in the
// tooltip (a stacked area has no band: it would sit on the series below), and days an engine's
// served model changed are marked.
import { Box, Center, Stack, Text } from '@mantine/core';
import {
  type Ci95,
  type GeneralMetricsExport,
  generalMetricsLabels as l,
  type ModelChange,
} from '@sightline/contracts';
import type { TooltipItem } from 'chart.js';
import { useRef } from 'react';
import { Line } from 'react-chartjs-2';
import type { ChartJS } from '../../components/charts/chart-setup.ts';
import { ModelChangeNotes } from '../../components/charts/ModelChangeNotes.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { downloadBlob } from '../../lib/download.ts';
import { metricFormats, metricWithInterval } from '../../lib/metric-interval.ts';
import { modelChangeMarkers } from '../../lib/model-changes.ts';
import { ExportButton } from './ExportButton.tsx';
import { chartPng, exportFileName } from './general-metrics-export.ts';
import { hasData, pointTotal } from './general-metrics-format.ts';

/** Shares in percent with their interval, and the total of the point (spec 2.9: tooltip with total). */
const shareTooltip = (series: readonly MetricsSeries[]) => ({
  callbacks: {
    label: (item: TooltipItem<'line'>) => {
      const metric = {
        value: series[item.datasetIndex]?.data[item.dataIndex] ?? null,
        ci95: series[item.datasetIndex]?.ci95?.[item.dataIndex],
      };
      return `${item.dataset.label}: ${metricWithInterval(metric, metricFormats.percent, '–')}`;
    },
    footer: (items: TooltipItem<'line'>[]) => `${l.total}: ${pointTotal(items.map((i) => i.parsed.y ?? 0))}%`,
  },
});

export interface MetricsSeries {
  label: string;
  /** Null is a gap (no report that day), bridged by the line. */
  data: readonly (number | null)[];
  /** Each point's 95 % interval, when the reply carries one. */
  ci95?: readonly Ci95[];
  color: string;
  /** The right-hand axis: a series of another magnitude (citations in hundreds, mentions in tens). */
  rightAxis?: boolean;
}

/** The title of an axis: the labels of the series drawn on it. */
const axisTitle = (series: readonly MetricsSeries[], right: boolean) => ({
  display: true,
  text: series
    .filter((s) => Boolean(s.rightAxis) === right)
    .map((s) => s.label)
    .join(' · '),
});

export function MetricsLineChart({
  title,
  exportName,
  labels,
  series,
  stacked = false,
  modelChanges,
  testId,
}: {
  title: string;
  exportName: GeneralMetricsExport;
  labels: readonly string[];
  series: readonly MetricsSeries[];
  /** Stacked areas on a 0–100% axis (share of voice). */
  stacked?: boolean;
  /** Days an engine's served model changed, marked on the chart and written under it. */
  modelChanges?: readonly ModelChange[];
  testId: string;
}) {
  const chart = useRef<ChartJS<'line'>>(null);
  const filled = hasData(series.map((s) => s.data));
  const twoAxes = !stacked && series.some((s) => s.rightAxis);
  const download = async () => {
    const canvas = chart.current?.canvas;
    if (!canvas) throw new Error('The chart is not drawn');
    downloadBlob(await chartPng(canvas), exportFileName(exportName, 'png', new Date()));
  };
  return (
    <SectionCard
      title={title}
      testId={testId}
      actions={
        <ExportButton kind="png" label={l.downloadPng(title)} disabled={!filled} onExport={download} />
      }
    >
      <Stack px="lg" pb="lg" gap="xs">
        <Box h={320}>
          {filled ? (
            <Line
              ref={chart}
              role="img"
              aria-label={title}
              data={{
                labels: [...labels],
                datasets: series.map((s) => ({
                  label: s.label,
                  data: [...s.data],
                  yAxisID: s.rightAxis && twoAxes ? 'y1' : 'y',
                  band: stacked ? undefined : s.ci95,
                  borderColor: s.color,
                  backgroundColor: stacked ? `${s.color}99` : s.color,
                  fill: stacked,
                  borderWidth: 2,
                  pointRadius: labels.length > 40 ? 0 : 2.5,
                  tension: 0.25,
                  spanGaps: true,
                })),
              }}
              options={{
                interaction: { mode: 'index', intersect: false },
                plugins: {
                  legend: { position: 'bottom', labels: { boxWidth: 12 } },
                  tooltip: stacked ? shareTooltip(series) : {},
                  modelChanges: { markers: modelChangeMarkers(labels, modelChanges) },
                },
                scales: {
                  x: { grid: { display: false } },
                  y: stacked
                    ? { stacked: true, min: 0, max: 100, ticks: { callback: (v) => `${v}%` } }
                    : {
                        beginAtZero: true,
                        ticks: { precision: 0 },
                        title: twoAxes ? axisTitle(series, false) : undefined,
                      },
                  ...(twoAxes && {
                    y1: {
                      position: 'right' as const,
                      beginAtZero: true,
                      ticks: { precision: 0 },
                      grid: { drawOnChartArea: false },
                      title: axisTitle(series, true),
                    },
                  }),
                },
              }}
            />
          ) : (
            <Center h="100%">
              <Text c="dimmed">{l.empty.chart}</Text>
            </Center>
          )}
        </Box>
        <ModelChangeNotes changes={modelChanges} />
      </Stack>
    </SectionCard>
  );
}
