// Direction of a figure between two periods. A first value (nothing before it) has no direction:
// it is 'stable', never up or down.
export type Trend = 'up' | 'down' | 'stable';

/**
 * Trend of a position (lower is better): 'up' when it improved, 'down' when it worsened or the
 * entity left the ranking, 'stable' when unchanged or when there was no previous position.
 */
export const positionTrend = (previous: number | null, current: number | null): Trend => {
  if (previous === null) return 'stable';
  if (current === null || current > previous) return 'down';
  return current < previous ? 'up' : 'stable';
};
