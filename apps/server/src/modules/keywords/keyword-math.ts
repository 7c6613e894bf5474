// Pure figures of the keyword explorer: what a volume provider can measure, the range a volume falls
// in, and a provider's monthly figures as the twelve months the table shows, latest first.
import { KEYWORD_MAX_CHARS, KEYWORD_TREND_MONTHS, keywordLabels } from '@sightline/contracts';

/** Google Ads measures phrases of at most this many words (DataForSEO refuses longer ones). */
const VOLUME_MAX_WORDS = 10;

/**
 * The phrase a volume provider is asked for: lowercase, letters, digits, apostrophes, hyphens and
 * ampersands only (Google Ads refuses most punctuation), or null when it is too long to be measured.
 */
export const volumeKeyword = (query: string): string | null => {
  const phrase = query
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}'’&-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!phrase || phrase.length > KEYWORD_MAX_CHARS) return null;
  if (phrase.split(' ').length > VOLUME_MAX_WORDS) return null;
  return phrase;
};

/** Lower bounds of the ranges, as Google's Keyword Planner buckets them (by orders of magnitude). */
const RANGES: [number, string][] = [
  [1_000_000, '1M+'],
  [100_000, '100K-1M'],
  [10_000, '10K-100K'],
  [1_000, '1K-10K'],
  [100, '100-1K'],
  [10, '10-100'],
  [0, '0-10'],
];

/** The range a volume falls in; never more precise than an order of magnitude. */
export const volumeInterval = (volume: number | null): string => {
  if (volume === null) return keywordLabels.noVolume;
  return RANGES.find(([floor]) => volume >= floor)?.[1] ?? RANGES.at(-1)![1];
};

export interface MonthlyFigure {
  year: number;
  /** 1-12 */
  month: number;
  volume: number | null;
}

/** Twelve months without a figure. */
export const noMonths = (): (number | null)[] => Array.from({ length: KEYWORD_TREND_MONTHS }, () => null);

const monthIndex = (m: { year: number; month: number }) => m.year * 12 + (m.month - 1);

/**
 * The twelve months ending with the latest one reported, latest first; a month the provider did not
 * report is null, never guessed.
 */
export const latestMonthsFirst = (figures: readonly MonthlyFigure[]): (number | null)[] => {
  const months = noMonths();
  if (figures.length === 0) return months;
  const latest = Math.max(...figures.map(monthIndex));
  for (const f of figures) {
    const back = latest - monthIndex(f);
    if (back < KEYWORD_TREND_MONTHS && f.volume !== null) months[back] = f.volume;
  }
  return months;
};
