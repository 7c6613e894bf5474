// A figure with how sure it is: its value, the answers behind it (`<field>_n`) and its 95 % interval
// (`<field>_ci95`), read off a reply object and written as text ("42% (35–49%)", "3.2 (2.8–3.6)").
import { type Ci95, intervalLabels as il, SMALL_SAMPLE_N } from '@sightline/contracts';
import { oneDecimal } from './format.ts';

export interface Metric {
  value: number | null;
  /** Answers behind the value; unknown on replies that do not carry it. */
  n?: number | null;
  ci95?: Ci95;
}

/** How a value and its bounds are written: the number, then the unit after it. */
export interface MetricFormat {
  number: (value: number) => string;
  unit: string;
}

export const metricFormats = {
  /** Percent values on the 0-100 scale, one decimal without a trailing ".0". */
  percent: { number: (v) => oneDecimal(v) ?? '', unit: '%' },
  /** Shares written to one decimal always ("12.0%"), as the share-of-voice matrix does. */
  share: { number: (v) => v.toFixed(1), unit: '%' },
  /** Positions, scores and other averages: one decimal without a trailing ".0". */
  decimal: { number: (v) => oneDecimal(v) ?? '', unit: '' },
  /** Average positions where a screen writes them to one decimal always ("3.0"). */
  position: { number: (v) => v.toFixed(1), unit: '' },
  /** Counts (mentions): whole numbers. */
  count: { number: (v) => String(Math.round(v)), unit: '' },
} satisfies Record<string, MetricFormat>;

type Sibling<K extends string> = { [F in K]?: number | null } & {
  [F in `${K}_n`]?: number | null;
} & { [F in `${K}_ci95`]?: Ci95 };

/** The metric of `field` on a reply object, with its `_n` and `_ci95` siblings. */
export const metricOf = <K extends string>(row: Sibling<K>, field: K): Metric => {
  const record = row as Record<string, unknown>;
  const value = record[field];
  const n = record[`${field}_n`];
  return {
    value: typeof value === 'number' ? value : null,
    n: typeof n === 'number' ? n : null,
    ci95: (record[`${field}_ci95`] as Ci95 | undefined) ?? null,
  };
};

const written = (value: number, format: MetricFormat) => `${format.number(value)}${format.unit}`;

/**
 * The interval's bounds as written, or null when there is none or it collapses to the value once
 * rounded (a position of 1 in every answer reads "1", never "1 (1–1)").
 */
const intervalBounds = (metric: Metric, format: MetricFormat): { low: string; high: string } | null => {
  if (!metric.ci95 || metric.value === null) return null;
  const low = format.number(metric.ci95[0]);
  const high = format.number(metric.ci95[1]);
  return low === high ? null : { low, high: `${high}${format.unit}` };
};

/** The value alone, or the placeholder without one. */
export const metricText = (metric: Metric, format: MetricFormat, placeholder = '—'): string =>
  metric.value === null ? placeholder : written(metric.value, format);

/** The value with its interval in brackets, for print: "42% (35–49%)", "3.2 (2.8–3.6)", or "1". */
export const metricWithInterval = (metric: Metric, format: MetricFormat, placeholder = '—'): string => {
  const bounds = intervalBounds(metric, format);
  const value = metricText(metric, format, placeholder);
  return bounds ? `${value} (${bounds.low}–${bounds.high})` : value;
};

/** The hover line of an interval: "95 % interval 35–49%, from 120 answers". */
export type HoverText = (range: string, n: number) => string;

/** The hover text: the interval and the answers behind it; null when the reply says nothing. */
export const intervalTip = (
  metric: Metric,
  format: MetricFormat,
  hover: HoverText = il.hover,
): string | null => {
  if (metric.value === null || metric.n === null || metric.n === undefined) return null;
  const bounds = intervalBounds(metric, format);
  if (bounds) return hover(il.range(`${bounds.low}${format.unit}`, bounds.high), metric.n);
  // A collapsed interval is the value itself: say so with the value, not as missing.
  if (metric.ci95) return hover(written(metric.value, format), metric.n);
  return il.noInterval(metric.n);
};

/** Fewer answers than the app trusts on their own (unknown n is not marked). */
export const isSmallSample = (metric: Metric): boolean =>
  metric.value !== null && typeof metric.n === 'number' && metric.n < SMALL_SAMPLE_N;
