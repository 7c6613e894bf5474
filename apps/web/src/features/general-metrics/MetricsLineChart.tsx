// A chart card of the general metrics screen: a Chart.js line chart (plain or stacked areas) with its
// PNG download, or the empty text when no series has data.
import { Box, Center, Text } from '@mantine/core';
import { type GeneralMetricsExport, generalMetricsLabels as l } from '@sightline/contracts';
import type { TooltipItem } from 'chart.js';
import { useRef } from 'react';
import { Line } from 'react-chartjs-2';
import type { ChartJS } from '../../components/charts/chart-setup.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { downloadBlob } from '../../lib/download.ts';
import { ExportButton } from './ExportButton.tsx';
import { chartPng, exportFileName } from './general-metrics-export.ts';
import { hasData, pointTotal } from './general-metrics-format.ts';

/** Shares in percent, and the total of the point under the list (spec 2.9: tooltip with total). */
const shareTooltip = {
  callbacks: {
    label: (item: TooltipItem<'line'>) => `${item.dataset.label}: ${item.parsed.y}%`,
    footer: (items: TooltipItem<'line'>[]) => `${l.total}: ${pointTotal(items.map((i) => i.parsed.y ?? 0))}%`,
  },
};

export interface MetricsSeries {
  label: string;
  /** Null is a gap (no report that day), bridged by the line. */
  data: readonly (number | null)[];
  color: string;
}

export function MetricsLineChart({
  title,
  exportName,
  labels,
  series,
  stacked = false,
  testId,
}: {
  title: string;
  exportName: GeneralMetricsExport;
  labels: readonly string[];
  series: readonly MetricsSeries[];
  /** Stacked areas on a 0–100% axis (share of voice). */
  stacked?: boolean;
  testId: string;
}) {
  const chart = useRef<ChartJS<'line'>>(null);
  const filled = hasData(series.map((s) => s.data));
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
      <Box px="lg" pb="lg" h={320}>
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
                tooltip: stacked ? shareTooltip : {},
              },
              scales: {
                x: { grid: { display: false } },
                y: stacked
                  ? { stacked: true, min: 0, max: 100, ticks: { callback: (v) => `${v}%` } }
                  : { beginAtZero: true, ticks: { precision: 0 } },
              },
            }}
          />
        ) : (
          <Center h="100%">
            <Text c="dimmed">{l.empty.chart}</Text>
          </Center>
        )}
      </Box>
    </SectionCard>
  );
}
