// The LLMO score line (0-100) and the stacked share-of-voice bars of the ranking dashboard.
import type { DashboardChart } from '@sightline/contracts';
import { Bar, Line } from 'react-chartjs-2';
import { BRAND_COLOR, seriesPalette } from '../../../components/charts/chart-setup.ts';
import { dayLabel, oneDecimal } from '../../../lib/format.ts';

const HEIGHT = 300;

export function ScoreLineChart({
  chart,
  title,
  axis,
}: {
  chart: DashboardChart;
  title: string;
  axis: string;
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
            borderColor: BRAND_COLOR,
            backgroundColor: `${BRAND_COLOR}1f`,
            fill: true,
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
              callbacks: { label: (item) => `${item.dataset.label}: ${oneDecimal(item.parsed.y)}/100` },
            },
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
              callbacks: { label: (item) => `${item.dataset.label}: ${oneDecimal(item.parsed.y)}%` },
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
