// The trend of a value against the one before (spec 2 section 4: up, down, otherwise stable), shared
// by every server read that reports one and by the web, which shows a first value as new.
import { z } from './zod-setup.ts';

const TREND = ['up', 'down', 'stable'] as const;
export const TrendSchema = z.enum(TREND);
export type Trend = z.infer<typeof TrendSchema>;

/**
 * Trend of a position (1 is best): up when it got better, down when it got worse or was lost. A
 * first position, with none before it, is neither better nor worse: stable.
 */
export const positionTrend = (previous: number | null, current: number | null): Trend => {
  if (previous === null) return 'stable';
  if (current === null || current > previous) return 'down';
  return current < previous ? 'up' : 'stable';
};

/** A value that has nothing before it to compare with: the web shows it as new, never as improved. */
export const isFirstValue = (previous: number | null, current: number | null) =>
  previous === null && current !== null;

/**
 * A figure that appeared from nothing (the previous period had none, or zero): its change reads
 * "new", never the +100% `percentChange` gives it.
 */
export const isNewFigure = (previous: number | null, current: number | null) =>
  (previous === null || previous === 0) && current !== null && current > 0;

/** Percent change, one decimal; from zero it is +100% when something appeared, else 0. */
export const percentChange = (current: number, previous: number) => {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
};
