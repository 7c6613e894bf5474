// The LLMO score line (0-100, with its 95 % interval as a band) and the stacked share-of-voice bars
// of the ranking dashboard; both tooltips tell each point's interval.
import type { DashboardChart } from '@sightline/contracts';
import type { TooltipItem } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { BRAND_COLOR, seriesPalette } from '../../../components/charts/chart-setup.ts';
import type { ChartMarker } from '../../../components/charts/interval-band.ts';
import { dayLabel } from '../../../lib/format.ts';
import { type MetricFormat, metricFormats, metricWithInterval } from '../../../lib/metric-interval.ts';

const HEIGHT = 300;

/** "Acme: 42% (35–49%)": a point of a dashboard chart with its interval. */
const pointLabel =
  (chart: DashboardChart, format: MetricFormat, suffix = '') =>
  (item: TooltipItem<'line'> | TooltipItem<'bar'>) => {
    const set = chart.datasets[item.datasetIndex];
    const metric = {
      value: set?.data[item.dataIndex] ?? null,
      ci95: set?.data_ci95?.[item.dataIndex],
    };
    return `${item.dataset.label}: ${metricWithInterval(metric, format, '–')}${suffix}`;
  };

export function ScoreLineChart({
  chart,
  title,
  axis,
  markers,
}: {
  chart: DashboardChart;
  title: string;
  axis: string;
  markers: readonly ChartMarker[];
}) {
  return (
    <div style={{ position: 'relative', height: HEIGHT }}>
      <Line
        role="img"
        aria-label={title}
        data={{
          labels: chart.labels.map((d) => dayLabel(d)),
          datasets: chart.datasets.map((set) => ({
            label: set.label,
            data: [...set.data],
            band: set.data_ci95,
            borderColor: BRAND_COLOR,
            backgroundColor: `${BRAND_COLOR}1f`,
            // The interval band says more than an area under the line; the area is for old replies.
            fill: !set.data_ci95,
            borderWidth: 3,
            pointRadius: 4,
            tension: 0.25,
            spanGaps: true,
          })),
        }}
        options={{
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: { label: pointLabel(chart, metricFormats.decimal, '/100') },
            },
            modelChanges: { markers },
          },
          scales: {
            x: { grid: { display: false } },
            y: {
              min: 0,
              max: 100,
              title: { display: true, text: axis },
            },
          },
        }}
      />
    </div>
  );
}

export function ShareOfVoiceBars({
  chart,
  title,
  axis,
  brand,
}: {
  chart: DashboardChart;
  title: string;
  axis: string;
  /** The client's series, drawn in the brand colour. */
  brand: string;
}) {
  const colour = seriesPalette();
  return (
    <div style={{ position: 'relative', height: HEIGHT }}>
      <Bar
        role="img"
        aria-label={title}
        data={{
          labels: chart.labels.map((d) => dayLabel(d)),
          datasets: chart.datasets.map((set) => {
            const color = colour(set.label === brand);
            return {
              label: set.label,
              data: [...set.data],
              backgroundColor: color,
              stack: 'share',
              maxBarThickness: 48,
            };
          }),
        }}
        options={{
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom', labels: { boxWidth: 10, boxHeight: 10, usePointStyle: true } },
            tooltip: {
              callbacks: { label: pointLabel(chart, metricFormats.percent) },
            },
          },
          scales: {
            x: { stacked: true, grid: { display: false } },
            y: {
              stacked: true,
              min: 0,
              max: 100,
              title: { display: true, text: axis },
            },
          },
        }}
      />
    </div>
  );
}
