// Plain display rules of the general metrics screen: the default range, positions, changes and the
// series the charts draw.
import { GENERAL_METRICS_OTHER, generalMetricsLabels as l } from '@sightline/contracts';
import { providerLabel } from '../../lib/format.ts';

/** Average positions with one decimal; never ranked is N/A. */
export const formatAvgPosition = (position: number | null) =>
  position === null ? l.notAvailable : position.toFixed(1);

/** A change is shown by its absolute value; the arrow gives the direction. */
export const formatChange = (change: number) => `${Math.abs(change).toFixed(1).replace(/\.0$/, '')}%`;
export const changeTrend = (change: number) => (change > 0 ? 'up' : change < 0 ? 'down' : 'stable');

/** Series of a name → values map, 'Other' last. */
export const namedSeries = <T>(map: Readonly<Record<string, readonly T[]>>) =>
  Object.entries(map).sort(
    ([a], [b]) => Number(a === GENERAL_METRICS_OTHER) - Number(b === GENERAL_METRICS_OTHER),
  );

/** The sum of a point of stacked shares, for the tooltip total. */
export const pointTotal = (values: readonly number[]) =>
  Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

/** Whether any series has a value above zero (else the chart shows its empty text). */
export const hasData = (series: readonly (readonly (number | null)[])[]) =>
  series.some((s) => s.some((v) => v !== null && v > 0));

/** Two letters for a provider's mark: the initials of a several-word name, else its first two letters. */
export const providerInitials = (provider: string) => {
  const words = providerLabel(provider).split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? provider)).slice(0, 2);
};
