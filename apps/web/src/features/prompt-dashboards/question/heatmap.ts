// Heatmap cells of the accuracy dashboard: the colour of each state (spec 4: correct, almost
// correct, wrong, no data) and the tooltip with the score out of 10, its 95 % interval and the
// response count.
import { type HeatmapCell, type HeatmapState, promptDashboardLabels as l } from '@sightline/contracts';
import { oneDecimal } from '../../../lib/format.ts';
import { intervalTip, metricFormats, metricOf } from '../../../lib/metric-interval.ts';

export const HEATMAP_COLORS: Record<HeatmapState, string> = {
  correct: 'var(--mantine-color-teal-6)',
  'almost-correct': 'var(--mantine-color-yellow-5)',
  wrong: 'var(--mantine-color-red-6)',
  'no-data': 'var(--mantine-color-gray-2)',
};

/** The accuracy tag colour of a response's rating label. */
export const ACCURACY_COLORS = { Correct: 'teal', 'Almost Correct': 'yellow', Wrong: 'red' } as const;

export const heatmapCellColor = (state: HeatmapState) => HEATMAP_COLORS[state];

export const heatmapTooltip = (provider: string, date: string, cell: HeatmapCell) => {
  const text = l.heatmapCell(
    provider,
    date,
    l.heatmapStates[cell.state],
    oneDecimal(cell.score),
    cell.responses,
  );
  const interval = cell.score_ci95 ? intervalTip(metricOf(cell, 'score'), metricFormats.decimal) : null;
  return interval ? `${text}; ${interval}` : text;
};
