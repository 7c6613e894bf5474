// Reading a metric's `_n` and `_ci95` siblings off a reply, and writing it with its interval.
import { type Ci95, intervalLabels as il } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  intervalTip,
  isSmallSample,
  metricFormats,
  metricOf,
  metricWithInterval,
} from './metric-interval.ts';

describe('metric intervals', () => {
  it('reads the value, the answers and the interval of a field', () => {
    const row = { share_of_voice: 40, share_of_voice_n: 25, share_of_voice_ci95: [31, 50] as Ci95, other: 1 };
    expect(metricOf(row, 'share_of_voice')).toEqual({ value: 40, n: 25, ci95: [31, 50] });
    expect(metricOf({ avg: null, avg_n: 0, avg_ci95: null }, 'avg')).toEqual({
      value: null,
      n: 0,
      ci95: null,
    });
    expect(metricOf({ avg: 2 }, 'avg')).toEqual({ value: 2, n: null, ci95: null });
  });

  it('writes ranks and percents with their interval, a collapsed one as the value', () => {
    expect(metricWithInterval({ value: 3.2, ci95: [2.8, 3.6] }, metricFormats.decimal)).toBe('3.2 (2.8–3.6)');
    expect(metricWithInterval({ value: 1, ci95: [1, 1] }, metricFormats.decimal)).toBe('1');
    expect(metricWithInterval({ value: 42, ci95: [35.4, 48.6] }, metricFormats.percent)).toBe(
      '42% (35.4–48.6%)',
    );
    expect(metricWithInterval({ value: 12, ci95: [8, 17.25] }, metricFormats.share)).toBe(
      '12.0% (8.0–17.3%)',
    );
    expect(metricWithInterval({ value: null }, metricFormats.percent, 'N/A')).toBe('N/A');
  });

  it('tells the answers even without an interval, and marks fewer than 20', () => {
    expect(intervalTip({ value: 4, n: 1, ci95: null }, metricFormats.decimal)).toBe(il.noInterval(1));
    expect(intervalTip({ value: 1, n: 30, ci95: [1, 1] }, metricFormats.decimal)).toBe(il.hover('1', 30));
    expect(intervalTip({ value: 4 }, metricFormats.decimal)).toBeNull();
    expect(isSmallSample({ value: 4, n: 19 })).toBe(true);
    expect(isSmallSample({ value: 4, n: 20 })).toBe(false);
    expect(isSmallSample({ value: null, n: 0 })).toBe(false);
    expect(isSmallSample({ value: 4 })).toBe(false);
  });
});
