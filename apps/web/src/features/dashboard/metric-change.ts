// How a dashboard metric's change reads (spec 1 section 2): the arrow, whether it is good news, and
// the percent label. For the average position a decrease is the good direction (lower is better). A
// change whose two windows' 95 % intervals overlap reads "No clear change" (no arrow, no verdict); a
// figure that appeared from nothing reads "New", never "+100%".
import { intervalLabels as il } from '@sightline/contracts';

type Direction = 'up' | 'down' | 'neutral' | 'noise' | 'new';
type Tone = 'positive' | 'negative' | 'neutral';

export interface MetricChangeView {
  direction: Direction;
  tone: Tone;
  /** '+12.5%', '-3%', '0%', 'No clear change', 'New'. */
  label: string;
  /** The hover of a label in words: why it reads so; null for a plain percent. */
  hint: string | null;
}

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export const metricChange = (
  change: number,
  {
    lowerIsBetter = false,
    significant,
    isNew = false,
  }: {
    lowerIsBetter?: boolean;
    /** The reply's `<metric>_change_significant`; without it the change reads as a percent. */
    significant?: boolean;
    /** The previous window had nothing (`isNewFigure`). */
    isNew?: boolean;
  } = {},
): MetricChangeView => {
  if (isNew) return { direction: 'new', tone: 'neutral', label: il.newChange, hint: il.newChangeHint };
  const value = Number.isFinite(change) ? change : 0;
  if (value === 0) return { direction: 'neutral', tone: 'neutral', label: '0%', hint: null };
  const signed = `${value > 0 ? '+' : '-'}${percent.format(Math.abs(value))}%`;
  if (significant === false)
    return {
      direction: 'noise',
      tone: 'neutral',
      label: il.noClearChange,
      hint: `${signed}: ${il.noClearChangeHint}`,
    };
  const good = lowerIsBetter ? value < 0 : value > 0;
  return {
    direction: value > 0 ? 'up' : 'down',
    tone: good ? 'positive' : 'negative',
    label: signed,
    hint: null,
  };
};

const count = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** A metric's value; null (no position yet) reads as the given placeholder. */
export const metricValue = (value: number | null | undefined, placeholder: string) =>
  value === null || value === undefined ? placeholder : count.format(value);
