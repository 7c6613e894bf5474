// Position over time per provider (Chart.js line chart): weeks on x, position on a reversed y axis
// so that 1 (the best) is at the top; each line with its 95 % interval as a band.
import { Center, Text } from '@mantine/core';
import { type Ci95, queryResultsLabels as l, type RankingQueryResult } from '@sightline/contracts';
import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import '../../../components/charts/chart-setup.ts';
import { dayLabel, providerLabel } from '../../../lib/format.ts';
import { metricFormats, metricWithInterval } from '../../../lib/metric-interval.ts';
import { providerColor } from '../../../lib/provider-colors.ts';

const optionsFor = (bands: readonly (Ci95[] | undefined)[]): ChartOptions<'line'> => ({
  interaction: { mode: 'index', intersect: false },
  spanGaps: true,
  // Points at position 1 or on the last week sit on the edge of the plot: keep them whole.
  layout: { padding: { top: 8, right: 8 } },
  plugins: {
    legend: {
      position: 'bottom',
      labels: { usePointStyle: true, pointStyle: 'circle', boxWidth: 6, boxHeight: 6, padding: 14 },
    },
    tooltip: {
      callbacks: {
        label: (item) =>
          `${item.dataset.label}: #${metricWithInterval(
            { value: item.parsed.y, ci95: bands[item.datasetIndex]?.[item.dataIndex] ?? null },
            metricFormats.decimal,
            '–',
          )}`,
      },
    },
  },
  scales: {
    y: {
      reverse: true,
      min: 1,
      suggestedMax: 5,
      ticks: { stepSize: 1, precision: 0 },
      title: { display: true, text: l.positionAxis },
    },
    x: { offset: true, grid: { display: false } },
  },
});

export function PositionChart({ chart }: { chart: RankingQueryResult['chart_data'] }) {
  const bands = useMemo(() => chart.datasets.map((set) => set.data_ci95), [chart]);
  const options = useMemo(() => optionsFor(bands), [bands]);
  const data = useMemo(
    () => ({
      labels: chart.labels.map((week) => dayLabel(week)),
      datasets: chart.datasets.map((set, i) => {
        const color = providerColor(set.label, i);
        return {
          label: providerLabel(set.label),
          data: set.data,
          band: bands[i],
          borderColor: color,
          backgroundColor: color,
          pointRadius: 5,
          pointHoverRadius: 7,
          borderWidth: 2,
          tension: 0.25,
          clip: 8,
        };
      }),
    }),
    [chart, bands],
  );

  const hasData = chart.datasets.some((set) => set.data.some((value) => value !== null));
  if (!hasData) {
    return (
      <Center h={240}>
        <Text size="sm" c="dimmed">
          {l.noChartData}
        </Text>
      </Center>
    );
  }
  return (
    <div style={{ position: 'relative', height: 260 }} data-testid="position-chart">
      <Line data={data} options={options} aria-label={l.positionOverTime} role="img" />
    </div>
  );
}
