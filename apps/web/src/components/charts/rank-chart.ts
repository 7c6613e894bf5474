// The data and options of a rank chart (positions over weeks, 1 on top), as plain values so they can
// be tested without a canvas. With a pinned axis (the report's 1-10) a rank beyond it is drawn on the
// axis edge as a downward triangle, while its tooltip still tells the real rank. A line's 95 %
// intervals are drawn as a band (interval-band.ts) and told in the tooltip; served-model changes are
// dashed markers.

import type { Ci95 } from '@sightline/contracts';
import type { ChartData, ChartOptions } from 'chart.js';
import { metricFormats, metricWithInterval } from '../../lib/metric-interval.ts';
import { seriesPalette } from './chart-setup.ts';
import type { ChartMarker } from './interval-band.ts';

interface RankLine {
  label: string;
  data: readonly (number | null)[];
  /** The brand's own line: brand colour, thicker. */
  emphasized?: boolean;
  /** Each point's 95 % interval. */
  band?: readonly Ci95[];
}

export interface RankChartInput {
  labels: readonly string[];
  lines: readonly RankLine[];
  /** Pins the axis to 1…axisMax and draws ranks beyond it on the edge; without it the axis fits the data. */
  axisMax?: number;
  legend: boolean;
  /** No animation, so a printed page shows the final chart. */
  print: boolean;
  /** Days an engine's served model changed. */
  markers?: readonly ChartMarker[];
}

const onAxis = (value: number | null, axisMax: number | undefined) =>
  value === null || axisMax === undefined ? value : Math.min(value, axisMax);

export const rankChartConfig = ({
  labels,
  lines,
  axisMax,
  legend,
  print,
  markers = [],
}: RankChartInput): { data: ChartData<'line'>; options: ChartOptions<'line'> } => {
  const colour = seriesPalette();
  const datasets = lines.map((line) => {
    const color = colour(Boolean(line.emphasized));
    const beyond = line.data.map((value) => axisMax !== undefined && value !== null && value > axisMax);
    return {
      label: line.label,
      data: line.data.map((value) => onAxis(value, axisMax)),
      band: line.band,
      keepBand: Boolean(line.emphasized),
      borderColor: color,
      backgroundColor: color,
      borderWidth: line.emphasized ? 3.5 : 2,
      pointRadius: line.emphasized ? 5 : 3.5,
      pointHoverRadius: 6,
      pointStyle: beyond.map((out) => (out ? 'triangle' : 'circle')),
      pointRotation: beyond.map((out) => (out ? 180 : 0)),
      tension: 0.25,
      spanGaps: true,
      // Points on the axis ends (rank 1, or the pinned edge) are drawn whole, not cut by the chart area.
      clip: 8,
    };
  });
  return {
    data: { labels: [...labels], datasets },
    options: {
      animation: print ? false : undefined,
      interaction: { mode: 'nearest', intersect: false },
      plugins: {
        legend: {
          display: legend,
          position: 'bottom',
          labels: { boxWidth: 10, boxHeight: 10, usePointStyle: true, font: { size: 11 } },
        },
        tooltip: {
          callbacks: {
            label: (item) => {
              const line = lines[item.datasetIndex];
              const value = line?.data[item.dataIndex] ?? null;
              const metric = { value, ci95: line?.band?.[item.dataIndex] ?? null };
              return `${item.dataset.label}: ${value === null ? '–' : metricWithInterval(metric, metricFormats.decimal)}`;
            },
          },
        },
        modelChanges: { markers },
      },
      scales: {
        x: { offset: true, grid: { display: false }, ticks: { font: { size: 11 } } },
        y: {
          reverse: true,
          min: 1,
          max: axisMax,
          suggestedMax: axisMax ? undefined : 5,
          ticks: { stepSize: 1, precision: 0, font: { size: 11 } },
        },
      },
    },
  };
};
