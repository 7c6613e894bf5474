// The days an engine's served model changed (a dashboard reply's `model_changes`): where they sit on
// a chart of days or day buckets, and how the note under the chart reads.
import { intervalLabels as il, type ModelChange, SANDBOX_MODEL_PREFIX } from '@sightline/contracts';
import type { ChartMarker } from '../components/charts/interval-band.ts';
import { dayLabel, providerLabel } from './format.ts';

const simulated = (model: string) => model.startsWith(SANDBOX_MODEL_PREFIX);

/** What changed on the day: the model, or where the answers come from (sandbox or live engine). */
const changeTitle = (change: ModelChange) => {
  const day = dayLabel(change.date.slice(0, 10));
  if (simulated(change.from) !== simulated(change.to))
    return simulated(change.from) ? il.simulatedToLive(day) : il.liveToSimulated(day);
  return il.modelChanged(day);
};

/**
 * One marker per x label that holds a change: the label is the first day of its point, so a change
 * belongs to the last label on or before its day. A change before the first label is out of range.
 */
export const modelChangeMarkers = (
  labels: readonly string[],
  changes: readonly ModelChange[] | undefined,
): ChartMarker[] => {
  const byIndex = new Map<number, string>();
  for (const change of changes ?? []) {
    const day = change.date.slice(0, 10);
    let index = -1;
    labels.forEach((label, i) => {
      if (label.slice(0, 10) <= day) index = i;
    });
    if (index >= 0 && !byIndex.has(index)) byIndex.set(index, changeTitle(change));
  }
  return [...byIndex].map(([index, text]) => ({ index, text }));
};

/** The note under a chart: "Model changed on Nov 3 — ChatGPT: gpt-4o-2024-08-06 → gpt-4o-2024-11-20". */
export const modelChangeNote = (change: ModelChange): string =>
  `${changeTitle(change)} — ${il.modelChangedDetail(providerLabel(change.engine), change.from, change.to)}`;
