// How a dashboard metric's change reads (spec 1 section 2): the arrow, whether it is good news, and
// the percent label. For the average position a decrease is the good direction (lower is better). A
// change whose two windows' 95 % intervals overlap is within noise: no arrow, no verdict.

type Direction = 'up' | 'down' | 'neutral' | 'noise';
type Tone = 'positive' | 'negative' | 'neutral';

export interface MetricChangeView {
  direction: Direction;
  tone: Tone;
  /** '+12.5%', '-3%', '0%'. */
  label: string;
}

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export const metricChange = (
  change: number,
  lowerIsBetter = false,
  /** The reply's `<metric>_change_significant`; without it the change reads as before. */
  significant?: boolean,
): MetricChangeView => {
  const value = Number.isFinite(change) ? change : 0;
  if (value === 0) return { direction: 'neutral', tone: 'neutral', label: '0%' };
  const label = `${value > 0 ? '+' : '-'}${percent.format(Math.abs(value))}%`;
  if (significant === false) return { direction: 'noise', tone: 'neutral', label };
  const direction: Direction = value > 0 ? 'up' : 'down';
  const good = lowerIsBetter ? value < 0 : value > 0;
  return {
    direction,
    tone: good ? 'positive' : 'negative',
    label,
  };
};

const count = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A metric's value; null (no position yet) reads as the given placeholder. */
export const metricValue = (value: number | null | undefined, placeholder: string) =>
  value === null || value === undefined ? placeholder : count.format(value);
