import { describe, expect, it } from 'vitest';
import { brandThenMostMentioned, competitorTrend, pageWindow, sharePercent } from './insights-math.ts';

describe('competitorTrend', () => {
  const none = (n: number) => Array.from({ length: n }, () => null);
  it('compares the last two weeks that have a position', () => {
    expect(competitorTrend([4, null, 2, null], none(4)).trend).toBe('up');
    expect(competitorTrend([1, 3], none(2)).trend).toBe('down');
  });

  it('is significant only when those two weeks’ intervals are apart', () => {
    expect(competitorTrend([6, null, 2, null], [[5, 7], null, [1, 3], null])).toEqual({
      trend: 'up',
      trend_significant: true,
    });
    expect(
      competitorTrend(
        [6, 5, 2],
        [
          [5, 7],
          [1, 9],
          [1, 3],
        ],
      ),
    ).toEqual({
      trend: 'up',
      trend_significant: false,
    });
    expect(competitorTrend([6, 2], [[5, 7], null]).trend_significant).toBe(false);
  });

  it('is stable for a competitor seen in one week only', () => {
    expect(competitorTrend([null, null, 3], none(3))).toEqual({ trend: 'stable', trend_significant: false });
    expect(competitorTrend([], []).trend).toBe('stable');
  });
});

describe('sharePercent', () => {
  it('rounds to one decimal and is 0 of nothing', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });
});

describe('brandThenMostMentioned', () => {
  it('puts the brand first whatever its mentions, then by mentions, up to top', () => {
    const entities = [
      { name: 'a', is_brand: false, mentions: 9 },
      { name: 'brand', is_brand: true, mentions: 1 },
      { name: 'b', is_brand: false, mentions: 5 },
    ];
    expect(brandThenMostMentioned(entities, 2).map((e) => e.name)).toEqual(['brand', 'a']);
  });
});

describe('pageWindow', () => {
  it('skips the rows of the pages before', () => {
    expect(pageWindow(3, 5)).toEqual({ offset: 10, limit: 5 });
  });
});
