import { describe, expect, it } from 'vitest';
import {
  normalQuantile,
  studentTCdf,
  studentTQuantile,
  tInterval,
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
