// Two Chart.js plugins every line chart of the app gets (registered in chart-setup.ts): the 95 %
// interval drawn as a shaded band behind a line whose dataset carries `band` (one [low, high] or null
// per point), and a dashed marker on the days an engine's served model changed. The geometry is plain
// functions so it can be tested without a canvas; the canvas tells how many bands and markers it drew
// (data-interval-bands, data-model-changes), so a browser test can see them.

import type { Ci95 } from '@sightline/contracts';
import type { Chart, ChartType, Plugin } from 'chart.js';

declare module 'chart.js' {
  interface LineControllerDatasetOptions {
    /** The 95 % interval of each point, drawn as a band in the line's colour. */
    band?: readonly Ci95[];
    /** The brand's line: keeps its band however many other lines are shown. */
    keepBand?: boolean;
  }
  interface PluginOptionsByType<TType extends ChartType> {
    modelChanges?: { markers: readonly ChartMarker[] };
  }
}

interface Point {
  x: number;
  y: number;
}

/** A vertical marker on the x label at `index`, with the text it stands for. */
export interface ChartMarker {
  index: number;
  text: string;
}

/** Above this many lines with a band on show, bands blur into each other. */
const MAX_BANDED_LINES = 3;

/**
 * Which of the shown lines draw their band: all of them up to three, else only those that keep it
 * (the brand's). Hiding lines in the legend brings the others' bands back.
 */
export const bandedLines = <T extends { keepBand?: boolean }>(shown: readonly T[]): T[] =>
  shown.length <= MAX_BANDED_LINES ? [...shown] : shown.filter((line) => line.keepBand);

/** Half the width of the band of a lone point (a point with no neighbour in the band). */
export const LONE_POINT_HALF_WIDTH = 4;

/**
 * The band's polygons: one per run of consecutive points with an interval, going along the upper
 * bounds and back along the lower ones. A lone point's interval is a narrow bar around it.
 */
export const bandPolygons = (
  band: readonly Ci95[],
  x: (index: number) => number,
  y: (value: number) => number,
): Point[][] => {
  const runs: number[][] = [];
  let run: number[] = [];
  band.forEach((interval, i) => {
    if (interval) run.push(i);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length) runs.push(run);
  return runs.map((indexes) => {
    const at = (i: number) => band[i] as readonly [number, number];
    if (indexes.length === 1) {
      const [i] = indexes;
      const [low, high] = at(i);
      const left = x(i) - LONE_POINT_HALF_WIDTH;
      const right = x(i) + LONE_POINT_HALF_WIDTH;
      return [
        { x: left, y: y(high) },
        { x: right, y: y(high) },
        { x: right, y: y(low) },
        { x: left, y: y(low) },
      ];
    }
    const upper = indexes.map((i) => ({ x: x(i), y: y(at(i)[1]) }));
    const lower = indexes.map((i) => ({ x: x(i), y: y(at(i)[0]) })).reverse();
    return [...upper, ...lower];
  });
};

/** How see-through a band is over the chart. */
const BAND_ALPHA = 0.14;

const inChartArea = (chart: Chart, draw: (ctx: CanvasRenderingContext2D) => void) => {
  const { ctx, chartArea } = chart;
  ctx.save();
  ctx.beginPath();
  ctx.rect(chartArea.left, chartArea.top, chartArea.right - chartArea.left, chartArea.bottom - chartArea.top);
  ctx.clip();
  draw(ctx);
  ctx.restore();
};

export const intervalBandPlugin: Plugin<'line'> = {
  id: 'intervalBand',
  beforeDatasetsDraw(chart) {
    let drawn = 0;
    const shown = chart.data.datasets
      // Chart.js hands options back deeply partial; the band is set whole by our charts.
      .map((dataset, index) => ({ dataset, index, band: dataset.band as readonly Ci95[] | undefined }))
      .filter(({ band, index }) => band?.length && chart.isDatasetVisible(index))
      .map((line) => ({ ...line, keepBand: line.dataset.keepBand }));
    for (const { dataset, index, band } of bandedLines(shown)) {
      if (!band) continue;
      const meta = chart.getDatasetMeta(index);
      const yScale = chart.scales[meta.yAxisID ?? 'y'];
      const xScale = chart.scales[meta.xAxisID ?? 'x'];
      if (!yScale || !xScale) continue;
      const x = (i: number) => meta.data[i]?.x ?? xScale.getPixelForValue(i);
      const polygons = bandPolygons(band, x, (value) => yScale.getPixelForValue(value));
      drawn += polygons.length;
      inChartArea(chart, (ctx) => {
        ctx.globalAlpha = BAND_ALPHA;
        ctx.fillStyle = typeof dataset.borderColor === 'string' ? dataset.borderColor : '#888';
        for (const polygon of polygons) {
          const [first, ...rest] = polygon;
          ctx.beginPath();
          ctx.moveTo(first.x, first.y);
          for (const p of rest) ctx.lineTo(p.x, p.y);
          ctx.closePath();
          ctx.fill();
        }
      });
    }
    chart.canvas.dataset.intervalBands = String(drawn);
  },
};

const MARKER_COLOR = '#64748b';

export const modelChangePlugin: Plugin<'line'> = {
  id: 'modelChanges',
  afterDatasetsDraw(chart, _args, options: { markers?: readonly ChartMarker[] }) {
    const markers = options.markers ?? [];
    const xScale = chart.scales.x;
    chart.canvas.dataset.modelChanges = String(markers.length);
    if (!markers.length || !xScale) return;
    inChartArea(chart, (ctx) => {
      ctx.strokeStyle = MARKER_COLOR;
      ctx.fillStyle = MARKER_COLOR;
      ctx.lineWidth = 1;
      ctx.setLineDash([4, 4]);
      ctx.font = `10px ${chart.options.font?.family ?? 'sans-serif'}`;
      for (const marker of markers) {
        const x = xScale.getPixelForValue(marker.index);
        ctx.beginPath();
        ctx.moveTo(x, chart.chartArea.top);
        ctx.lineTo(x, chart.chartArea.bottom);
        ctx.stroke();
        ctx.fillText(marker.text, x + 4, chart.chartArea.top + 10);
      }
    });
  },
};
