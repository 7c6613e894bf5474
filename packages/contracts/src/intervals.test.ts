import { describe, expect, it } from 'vitest';
import {
  countCi95,
  intervalsOverlap,
  meanCi95,
  momentsVariance,
  normalQuantile,
  proportionCi95,
  studentTCdf,
  studentTQuantile,
  tInterval,
  trendSignificant,
  weightedMeanCi95,
  wilsonInterval,
  wilsonWidth,
} from './intervals.ts';

describe('normalQuantile', () => {
  it('matches published quantiles of the standard normal', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963985, 8);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829304, 8);
    expect(normalQuantile(0.05)).toBeCloseTo(-1.644853627, 8);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306, 8);
    expect(normalQuantile(0.5)).toBe(0);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('wilsonInterval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i is [%f, %f]', (k, n, low, high) => {
    const interval = wilsonInterval(k, n);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('has an exact end at none or all, and is all of [0, 1] without observations', () => {
    expect(wilsonInterval(3, 3)).toEqual({ low: expect.closeTo(0.4385, 4), high: 1 });
    expect(wilsonInterval(0, 8).low).toBe(0);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(() => wilsonInterval(4, 3)).toThrow(RangeError);
  });

  it('narrows with more answers and is widest at an even split', () => {
    // The widths adaptive sampling works with: 3 of 3 agree, 2 of 3 split, 4 of 8, 8 of 8.
    expect(wilsonWidth(3, 3)).toBeCloseTo(0.5615, 4);
    expect(wilsonWidth(2, 3)).toBeCloseTo(0.7308, 4);
    expect(wilsonWidth(4, 8)).toBeCloseTo(0.5696, 4);
    expect(wilsonWidth(8, 8)).toBeCloseTo(0.3244, 4);
    expect(wilsonWidth(5, 10)).toBeGreaterThan(wilsonWidth(9, 10));
    expect(wilsonWidth(5, 10, 0.99)).toBeGreaterThan(wilsonWidth(5, 10));
  });
});

describe('Student t', () => {
  it('matches published 97.5 % quantiles', () => {
    const expected: [number, number][] = [
      [1, 12.7062047],
      [2, 4.3026527],
      [5, 2.5705818],
      [10, 2.2281389],
      [30, 2.0422725],
      [1000, 1.9623391],
    ];
    for (const [df, t] of expected) expect(studentTQuantile(0.975, df)).toBeCloseTo(t, 6);
    expect(studentTQuantile(0.025, 5)).toBeCloseTo(-2.5705818, 6);
  });

  it('has the distribution function of the tables', () => {
    expect(studentTCdf(2, 10)).toBeCloseTo(0.963306, 6);
    expect(studentTCdf(0, 3)).toBeCloseTo(0.5, 12);
    expect(studentTCdf(-2, 10)).toBeCloseTo(1 - 0.963306, 6);
  });

  it('gives mean ± t·s/√n, and nothing below two values', () => {
    const interval = tInterval([1, 2, 3, 4, 5]);
    expect(interval?.mean).toBe(3);
    // s = 1.5811, t(0.975, 4) = 2.7764: half-width 1.9632.
    expect(interval?.low).toBeCloseTo(1.0368, 4);
    expect(interval?.high).toBeCloseTo(4.9632, 4);
    expect(tInterval([2, 2, 2])).toEqual({ mean: 2, low: 2, high: 2 });
    expect(tInterval([4])).toBeNull();
  });
});

describe('reply intervals', () => {
  // R: binom::binom.confint(x, 10, methods = "wilson").
  it.each([
    [0, 10, [0, 0.278]],
    [5, 10, [0.237, 0.763]],
    [10, 10, [0.722, 1]],
  ] as const)('Wilson %i of %i is %j', (k, n, ci) => {
    expect(proportionCi95(k, n)).toEqual(ci);
  });

  it('scales a rate to percent or to a count, and has nothing without answers', () => {
    expect(proportionCi95(5, 10, 100)).toEqual([23.659, 76.341]);
    expect(countCi95(5, 10)).toEqual([2.366, 7.634]);
    expect(proportionCi95(0, 0)).toBeNull();
    expect(countCi95(0, 0)).toBeNull();
  });

  // R: t.test(sleep$extra[1:10]) gives mean 0.75, 95 percent interval -0.5297804 2.0297804.
  const sleep = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0, 2];
  const moments = (values: readonly number[]) => ({
    n: values.length,
    sum: values.reduce((s, v) => s + v, 0),
    sumSq: values.reduce((s, v) => s + v * v, 0),
  });

  it('gives the t interval of a mean from count, sum and sum of squares', () => {
    expect(meanCi95(moments(sleep))).toEqual([-0.53, 2.03]);
    const direct = tInterval([1, 2, 3, 4, 5]);
    expect(meanCi95(moments([1, 2, 3, 4, 5]))).toEqual([
      Math.round((direct?.low ?? 0) * 1000) / 1000,
      Math.round((direct?.high ?? 0) * 1000) / 1000,
    ]);
    expect(momentsVariance(moments([2, 4, 4, 4, 5, 5, 7, 9]))).toBeCloseTo(32 / 7, 12);
  });

  it('keeps a mean interval within the scale, and has none below two values', () => {
    expect(meanCi95(moments([1, 1, 4]), [1, 15])?.[0]).toBe(1);
    expect(meanCi95(moments([9, 10, 10]), [0, 10])?.[1]).toBe(10);
    expect(meanCi95(moments([3]))).toBeNull();
    expect(meanCi95(moments([3, 3, 3]))).toEqual([3, 3]);
  });

  it('combines weighted means: one part is its own scaled t interval, more parts narrow it', () => {
    const one = weightedMeanCi95([{ weight: 1, ...moments(sleep) }]);
    expect(one).toEqual([-0.53, 2.03]);
    const half = weightedMeanCi95([{ weight: 0.5, ...moments(sleep) }]);
    expect(half).toEqual([-0.265, 1.015]);
    // Two equal halves of the same data: the estimate is the mean, the interval narrower than one half's.
    const a = sleep.slice(0, 5);
    const b = sleep.slice(5);
    const both = weightedMeanCi95([
      { weight: 0.5, ...moments(a) },
      { weight: 0.5, ...moments(b) },
    ]);
    const aOnly = meanCi95(moments(a));
    expect(both && aOnly && both[1] - both[0] < aOnly[1] - aOnly[0]).toBe(true);
    expect(weightedMeanCi95([{ weight: 1, ...moments([4]) }])).toBeNull();
    expect(weightedMeanCi95([{ weight: 0, ...moments([4]) }])).toBeNull();
    expect(weightedMeanCi95([{ weight: 1, ...moments([0, 0, 0]) }])).toEqual([0, 0]);
  });

  it('calls a trend significant only when the intervals are apart', () => {
    expect(trendSignificant([0.1, 0.3], [0.5, 0.8])).toBe(true);
    expect(trendSignificant([0.5, 0.8], [0.1, 0.3])).toBe(true);
    expect(trendSignificant([0.1, 0.5], [0.5, 0.8])).toBe(false);
    expect(trendSignificant([0.1, 0.6], [0.4, 0.8])).toBe(false);
    expect(trendSignificant(null, [0.5, 0.8])).toBe(false);
    expect(intervalsOverlap([1, 2], null)).toBe(true);
    // 0 of 10 against 10 of 10 is a real change; 4 of 10 against 6 of 10 is noise.
    expect(trendSignificant(proportionCi95(0, 10), proportionCi95(10, 10))).toBe(true);
    expect(trendSignificant(proportionCi95(4, 10), proportionCi95(6, 10))).toBe(false);
  });
});
