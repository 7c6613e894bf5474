/**
 * Position scores, adoption rates and accuracy classes, as the specification defines them (section 9
 * of the analysis spec).
 */

/** Default adoption rate per provider, in percent; any other provider counts 50. */
const DEFAULT_ADOPTION_RATES: Readonly<Record<string, number>> = {
  chatgpt: 68,
  claude: 45,
  gemini: 52,
  perplexity: 35,
  copilot: 40,
  deepseek: 25,
  ai_overviews: 60,
  ai_mode: 60,
};
const OTHER_ADOPTION_RATE = 50;
/** Positions are read on a 1-15 scale, of which the dashboards show the first 10. */
export const DEFAULT_MAX_POSITIONS = 10;

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

export type AccuracyClass = 'correct' | 'almost-correct' | 'wrong' | 'no-data';

/** Timeline cells average ratings: at least 1.5 correct, at least 0.5 almost, at least 0 wrong. */
export function accuracyClassOfAverage(average: number | null | undefined): AccuracyClass {
  if (average === null || average === undefined || Number.isNaN(average)) return 'no-data';
  if (average >= 1.5) return 'correct';
  if (average >= 0.5) return 'almost-correct';
  if (average >= 0) return 'wrong';
  return 'no-data';
}
