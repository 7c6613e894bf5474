// Pure figures of the Competitors tab and the AI Share of Voice matrix.
import { positionTrend } from '@sightline/contracts';

/** A competitor's trend: its last two weeks with a position compared; fewer than two is stable. */
export const competitorTrend = (weeklyPositions: readonly (number | null)[]) => {
  const present = weeklyPositions.filter((p): p is number => p !== null);
  return present.length >= 2
    ? positionTrend(present[present.length - 2], present[present.length - 1])
    : ('stable' as const);
};

/** Share of a total in percent, one decimal; 0 of nothing. */
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
