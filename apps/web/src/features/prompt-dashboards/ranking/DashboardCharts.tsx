// The LLMO score line (0-100) and the stacked share-of-voice bars of the ranking dashboard.
import type { DashboardChart } from '@sightline/contracts';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { dayLabel, oneDecimal } from '../../../lib/format.ts';

ChartJS.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

const BRAND = '#5b47e3';
/** Series colours after the brand's violet; the report and Competitors tab use the same family. */
export const SERIES_COLORS = [
  '#0ea5e9',
  '#f97316',
  '#10b981',
  '#ef4444',
  '#eab308',
  '#14b8a6',
  '#ec4899',
  '#64748b',
];

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
            borderColor: BRAND,
            backgroundColor: 'rgba(91, 71, 227, 0.12)',
            fill: true,
            borderWidth: 3,
            pointRadius: 4,
            tension: 0.25,
            spanGaps: true,
          })),
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
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
              grid: { color: 'rgba(0,0,0,0.06)' },
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
  let next = 0;
  return (
    <div style={{ position: 'relative', height: HEIGHT }}>
      <Bar
        role="img"
        aria-label={title}
        data={{
          labels: chart.labels.map((d) => dayLabel(d)),
          datasets: chart.datasets.map((set) => {
            const color = set.label === brand ? BRAND : SERIES_COLORS[next++ % SERIES_COLORS.length];
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
          responsive: true,
          maintainAspectRatio: false,
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
              grid: { color: 'rgba(0,0,0,0.06)' },
            },
          },
        }}
      />
    </div>
  );
}
