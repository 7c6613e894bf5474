import { describe, expect, it } from 'vitest';
import { positionTrend } from './trend.ts';

describe('positionTrend', () => {
  it('reads a smaller position as better', () => {
    expect(positionTrend(4, 2)).toBe('up');
    expect(positionTrend(2, 4)).toBe('down');
    expect(positionTrend(3, 3)).toBe('stable');
    expect(positionTrend(5, null)).toBe('down');
  });

  it('gives a first value no direction', () => {
    expect(positionTrend(null, 5)).toBe('stable');
    expect(positionTrend(null, 1)).toBe('stable');
    expect(positionTrend(null, null)).toBe('stable');
  });
});
