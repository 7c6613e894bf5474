import { describe, expect, it } from 'vitest';
import { isFirstValue, percentChange, positionTrend } from './trend.ts';

describe('positionTrend', () => {
  it('is up when the position got better (lower) and down when it got worse', () => {
    expect(positionTrend(4, 2)).toBe('up');
    expect(positionTrend(2, 4)).toBe('down');
    expect(positionTrend(3, 3)).toBe('stable');
  });

  it('calls a first position stable, not improved', () => {
    expect(positionTrend(null, 5)).toBe('stable');
    expect(isFirstValue(null, 5)).toBe(true);
  });

  it('calls a lost position down, and no position at all stable', () => {
    expect(positionTrend(5, null)).toBe('down');
    expect(isFirstValue(5, null)).toBe(false);
    expect(positionTrend(null, null)).toBe('stable');
    expect(isFirstValue(null, null)).toBe(false);
  });
});

describe('percentChange', () => {
  it('rounds to one decimal and counts an appearance from zero as +100%', () => {
    expect(percentChange(3, 2)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(4, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });
});
