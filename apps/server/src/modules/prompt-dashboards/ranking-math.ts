// Pure figures of the ranking dashboard: LLMO score per provider, share of voice, source trend and frequency.
import { SOURCE_FREQUENCY_THRESHOLDS, type SourceFrequency } from '@sightline/contracts';
import {
  adoptionRate,
  DEFAULT_MAX_POSITIONS,
  llmoScore,
  positionScore,
  type Trend,
} from '../../analysis/metrics.ts';
import { round1 } from './range.ts';

export interface ProviderAnswers {
  provider: string;
  /** Sum and count of the brand's positions over the samples where it was ranked. */
  positionSum: number;
  positionCount: number;
  /** Samples that mentioned the brand, and samples in all. */
  mentions: number;
  answers: number;
}

/** Per provider: adoption, average position (one decimal), whether the brand appears, and its LLMO part. */
export const providerPositions = (rows: readonly ProviderAnswers[]) => {
  const providers = rows.map((r) => {
    const position = r.positionCount ? round1(r.positionSum / r.positionCount) : null;
    const adoption = adoptionRate(r.provider);
    return {
      provider: r.provider,
      adoptionRate: adoption,
      position,
      maxPositions: DEFAULT_MAX_POSITIONS,
      appears: r.mentions > 0,
      aiShareScore: round1((positionScore(position) * adoption) / 100),
    };
  });
  const answered = rows.filter((r) => r.answers > 0);
  const score = answered.length
    ? llmoScore(
        answered.map((r) => ({
          provider: r.provider,
          position: providers.find((p) => p.provider === r.provider)?.position ?? null,
        })),
      )
    : null;
  return { score, providers };
};

/** Share of voice in percent, one decimal; 0 when nothing was mentioned. */
export const sharePercent = (mentions: number, total: number) =>
  total > 0 ? round1((100 * mentions) / total) : 0;

/**
 * The two halves a range's trend compares: its first and last floor(n / 2) days (the middle day of an
 * odd range counts in neither). Null bounds (a one-day range) select no day.
 */
export const rangeHalves = (days: readonly string[]) => {
  const half = Math.floor(days.length / 2);
  return half
    ? { earlierEnd: days[half - 1], laterStart: days[days.length - half] }
    : { earlierEnd: null, laterStart: null };
};

/** Later half against the earlier half: direction, and change in percent (100 from nothing). */
export const halvesChange = (earlier: number, later: number): { trend: Trend; trendPercentage: number } => {
  const trend: Trend = later > earlier ? 'up' : later < earlier ? 'down' : 'stable';
  const trendPercentage = earlier === 0 ? (later > 0 ? 100 : 0) : round1(((later - earlier) / earlier) * 100);
  return { trend, trendPercentage };
};

export const sourceFrequency = (count: number, totalReferences: number): SourceFrequency => {
  const share = totalReferences > 0 ? (100 * count) / totalReferences : 0;
  if (share >= SOURCE_FREQUENCY_THRESHOLDS.veryHigh) return 'Very High';
  if (share >= SOURCE_FREQUENCY_THRESHOLDS.high) return 'High';
  if (share >= SOURCE_FREQUENCY_THRESHOLDS.medium) return 'Medium';
  return 'Low';
};
