// Pure figures of the Competitors tab and the AI Share of Voice matrix.
import { type Ci95, positionTrend, trendSignificant } from '@sightline/contracts';

/**
 * A competitor's trend: its last two weeks with a position compared; fewer than two is stable. It is
 * significant when those two weeks' intervals (`weeklyCi95`, beside the positions) are apart.
 */
export const competitorTrend = (weeklyPositions: readonly (number | null)[], weeklyCi95: readonly Ci95[]) => {
  const present = weeklyPositions.flatMap((p, i) => (p === null ? [] : [i]));
  if (present.length < 2) return { trend: 'stable' as const, trend_significant: false };
  const [before, last] = present.slice(-2);
  return {
    trend: positionTrend(weeklyPositions[before], weeklyPositions[last]),
    trend_significant: trendSignificant(weeklyCi95[before], weeklyCi95[last]),
  };
};

/** Share of a total in percent, one decimal; 0 of nothing (its interval: proportionCi95 × 100). */
export const sharePercent = (part: number, total: number) =>
  total ? Math.round((part / total) * 1000) / 10 : 0;

/** The brand first, then the most mentioned; at most `top`. */
export const brandThenMostMentioned = <T extends { is_brand: boolean; mentions: number }>(
  entities: readonly T[],
  top: number,
) =>
  [...entities]
    .sort((a, b) => Number(b.is_brand) - Number(a.is_brand) || b.mentions - a.mentions)
    .slice(0, top);

/** Rows to skip and to read for a 1-based page. */
export const pageWindow = (page: number, size: number) => ({ offset: (page - 1) * size, limit: size });
