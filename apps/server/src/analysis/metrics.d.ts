/**
 * Dashboard figures, as the specification defines them (section 9 of the analysis spec and
 * the trend and share-of-voice rules of the project spec).
 */
/** Default adoption rate per provider, in percent; any other provider counts 50. */
export declare const DEFAULT_ADOPTION_RATES: Readonly<Record<string, number>>;
export declare const OTHER_ADOPTION_RATE = 50;
/** Positions are read on a 1-15 scale, of which the dashboards show the first 10. */
export declare const DEFAULT_MAX_POSITIONS = 10;
/** Mean of the positions the brand obtained, one decimal; samples where it was not ranked are left out. */
export declare function averagePosition(positions: ReadonlyArray<number | null | undefined>): number | null;
/** Brand mentions as a percentage of all entity mentions, one decimal; null when nothing was mentioned. */
export declare function shareOfVoice(brandMentions: number, totalMentions: number): number | null;
export type ShareOfVoiceBand = 'High' | 'Medium' | 'Low' | 'Very Low';
/** 30% or more High, 15 to 29 Medium, 5 to 14 Low, 0 to 4 Very Low. */
export declare function shareOfVoiceBand(percent: number): ShareOfVoiceBand;
export type Trend = 'up' | 'down' | 'stable';
/**
 * Direction of a position between two periods; a smaller position is better, so it is
 * "up". Entering the ranking counts as up and leaving it as down.
 */
export declare function positionTrend(previous: number | null, current: number | null): Trend;
export declare function adoptionRate(provider: string, overrides?: Readonly<Record<string, number>>): number;
/**
 * Score of one position, 0-100: first place 100, falling linearly to 100/max at the last
 * shown place, 0 when not ranked or beyond the places shown. The specification names a
 * position score without defining it; this is the reading used here.
 */
export declare function positionScore(position: number | null, maxPositions?: number): number;
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
export declare function llmoScore(rows: ReadonlyArray<ProviderPosition>, maxPositions?: number): number;
export type AccuracyClass = 'correct' | 'almost-correct' | 'wrong' | 'no-data';
/** Report rule: punctuation 2 correct, 1 almost, 0 wrong, anything else no data. */
export declare function accuracyClassOfRating(rating: number | null | undefined): AccuracyClass;
/** Timeline cells average ratings: at least 1.5 correct, at least 0.5 almost, at least 0 wrong. */
export declare function accuracyClassOfAverage(average: number | null | undefined): AccuracyClass;
