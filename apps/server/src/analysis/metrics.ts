/**
 * Dashboard figures, as the specification defines them (section 9 of the analysis spec and
 * the trend and share-of-voice rules of the project spec).
 */

/** Default adoption rate per provider, in percent; any other provider counts 50. */
export const DEFAULT_ADOPTION_RATES: Readonly<Record<string, number>> = {
  chatgpt: 68,
  claude: 45,
  gemini: 52,
  perplexity: 35,
  copilot: 40,
  deepseek: 25,
  ai_overviews: 60,
  ai_mode: 60,
};
export const OTHER_ADOPTION_RATE = 50;
/** Positions are read on a 1-15 scale, of which the dashboards show the first 10. */
export const DEFAULT_MAX_POSITIONS = 10;

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Mean of the positions the brand obtained, one decimal; samples where it was not ranked are left out. */
export function averagePosition(positions: ReadonlyArray<number | null | undefined>): number | null {
  const ranked = positions.filter((p): p is number => typeof p === 'number' && Number.isFinite(p));
  if (ranked.length === 0) return null;
  return round1(ranked.reduce((sum, p) => sum + p, 0) / ranked.length);
}

/** Brand mentions as a percentage of all entity mentions, one decimal; null when nothing was mentioned. */
export function shareOfVoice(brandMentions: number, totalMentions: number): number | null {
  if (totalMentions <= 0) return null;
  return round1((100 * brandMentions) / totalMentions);
}

export type ShareOfVoiceBand = 'High' | 'Medium' | 'Low' | 'Very Low';

/** 30% or more High, 15 to 29 Medium, 5 to 14 Low, 0 to 4 Very Low. */
export function shareOfVoiceBand(percent: number): ShareOfVoiceBand {
  if (percent >= 30) return 'High';
  if (percent >= 15) return 'Medium';
  if (percent >= 5) return 'Low';
  return 'Very Low';
}

export type Trend = 'up' | 'down' | 'stable';

/**
 * Direction of a position between two periods; a smaller position is better, so it is
 * "up". Entering the ranking counts as up and leaving it as down.
 */
export function positionTrend(previous: number | null, current: number | null): Trend {
  if (previous === null && current === null) return 'stable';
  if (previous === null) return 'up';
  if (current === null) return 'down';
  if (current < previous) return 'up';
  if (current > previous) return 'down';
  return 'stable';
}

export function adoptionRate(provider: string, overrides: Readonly<Record<string, number>> = {}): number {
  return overrides[provider] ?? DEFAULT_ADOPTION_RATES[provider] ?? OTHER_ADOPTION_RATE;
}

/**
 * Score of one position, 0-100: first place 100, falling linearly to 100/max at the last
 * shown place, 0 when not ranked or beyond the places shown. The specification names a
 * position score without defining it; this is the reading used here.
 */
export function positionScore(position: number | null, maxPositions = DEFAULT_MAX_POSITIONS): number {
  if (position === null || position < 1 || position > maxPositions) return 0;
  return ((maxPositions + 1 - position) / maxPositions) * 100;
}

export interface ProviderPosition {
  provider: string;
  position: number | null;
  /** Percent; the provider's default adoption rate when absent. */
  adoption?: number;
}

/**
 * LLMO score, 0-100: the sum over providers of position score times adoption divided by
 * 100, capped at 100, one decimal.
 */
export function llmoScore(
  rows: ReadonlyArray<ProviderPosition>,
  maxPositions = DEFAULT_MAX_POSITIONS,
): number {
  const sum = rows.reduce(
    (total, row) =>
      total +
      (positionScore(row.position, maxPositions) * (row.adoption ?? adoptionRate(row.provider))) / 100,
    0,
  );
  return round1(Math.min(100, Math.max(0, sum)));
}

export type AccuracyClass = 'correct' | 'almost-correct' | 'wrong' | 'no-data';

/** Report rule: punctuation 2 correct, 1 almost, 0 wrong, anything else no data. */
export function accuracyClassOfRating(rating: number | null | undefined): AccuracyClass {
  if (rating === 2) return 'correct';
  if (rating === 1) return 'almost-correct';
  if (rating === 0) return 'wrong';
  return 'no-data';
}

/** Timeline cells average ratings: at least 1.5 correct, at least 0.5 almost, at least 0 wrong. */
export function accuracyClassOfAverage(average: number | null | undefined): AccuracyClass {
  if (average === null || average === undefined || Number.isNaN(average)) return 'no-data';
  if (average >= 1.5) return 'correct';
  if (average >= 0.5) return 'almost-correct';
  if (average >= 0) return 'wrong';
  return 'no-data';
}
