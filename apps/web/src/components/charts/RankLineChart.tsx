// Ranking positions over weeks as lines on a reversed axis (1 on top). Used by the Competitors tab
// and the printable report; `print` switches off animation so a printed page shows the final chart.
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

/** Distinct, print-safe series colours; the brand's series is drawn in the brand violet. */
export const PALETTE = [
  '#0ea5e9',
  '#f97316',
  '#10b981',
  '#ef4444',
  '#eab308',
  '#14b8a6',
  '#ec4899',
  '#64748b',
  '#84cc16',
  '#a855f7',
  '#06b6d4',
  '#f43f5e',
];
export const BRAND = '#5b47e3';

export interface RankLine {
  label: string;
  data: (number | null)[];
  /** The brand's own line: brand colour, thicker. */
  emphasized?: boolean;
}

export function RankLineChart({
  labels,
  lines,
  axisMax,
  height = 240,
  title,
  legend = lines.length > 1,
  print = false,
}: {
  labels: readonly string[];
  lines: readonly RankLine[];
  /** Pins the axis to 1…axisMax; without it the axis fits the data. */
  axisMax?: number;
  /** CSS height: a number of pixels or any length ("70mm"). */
  height?: number | string;
  title: string;
  legend?: boolean;
  print?: boolean;
}) {
  let colour = 0;
  const datasets = lines.map((line) => {
    const color = line.emphasized ? BRAND : PALETTE[colour++ % PALETTE.length];
    return {
      label: line.label,
      data: [...line.data],
      borderColor: color,
      backgroundColor: color,
      borderWidth: line.emphasized ? 3.5 : 2,
      pointRadius: line.emphasized ? 5 : 3.5,
      pointHoverRadius: 6,
      tension: 0.25,
      spanGaps: true,
      // Points on the axis ends (rank 1) are drawn whole, not cut by the chart area.
      clip: 8,
    };
  });
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <Line
        role="img"
        aria-label={title}
        data={{ labels: [...labels], datasets }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: print ? false : undefined,
          interaction: { mode: 'nearest', intersect: false },
          plugins: {
            legend: {
              display: legend,
              position: 'bottom',
              labels: { boxWidth: 10, boxHeight: 10, usePointStyle: true, font: { size: 11 } },
            },
          },
          scales: {
            x: { offset: true, grid: { display: false }, ticks: { font: { size: 11 } } },
            y: {
              reverse: true,
              min: 1,
              max: axisMax,
              suggestedMax: axisMax ? undefined : 5,
              ticks: { stepSize: 1, precision: 0, font: { size: 11 } },
              grid: { color: 'rgba(0,0,0,0.06)' },
            },
          },
        }}
      />
    </div>
  );
}
