import { describe, expect, it } from 'vitest';
import { splitMonths, splitParams, splitRange } from './range-split.ts';

// 2026-01-05 and 2026-01-12 are Mondays.
describe('splitRange', () => {
  it('reads a range of whole weeks from the weekly roll-ups only', () => {
    expect(splitRange('2026-01-05', '2026-01-18')).toEqual({
      weeks: { from: '2026-01-05', to: '2026-01-12' },
      days: [],
    });
  });

  it('reads partial edge weeks day by day', () => {
    expect(splitRange('2026-01-03', '2026-01-21')).toEqual({
      weeks: { from: '2026-01-05', to: '2026-01-12' },
      days: [
        { start: '2026-01-03', end: '2026-01-04' },
        { start: '2026-01-19', end: '2026-01-21' },
      ],
    });
  });

  it('reads a range without a whole week day by day', () => {
    expect(splitRange('2026-01-06', '2026-01-15')).toEqual({
      weeks: null,
      days: [{ start: '2026-01-06', end: '2026-01-15' }],
    });
    expect(splitRange('2026-01-07', '2026-01-07')).toEqual({
      weeks: null,
      days: [{ start: '2026-01-07', end: '2026-01-07' }],
    });
  });

  it('keeps only a trailing partial week when the range starts on a Monday', () => {
    expect(splitRange('2026-01-05', '2026-01-13')).toEqual({
      weeks: { from: '2026-01-05', to: '2026-01-05' },
      days: [{ start: '2026-01-12', end: '2026-01-13' }],
    });
  });

  it('returns nothing for an inverted range', () => {
    expect(splitRange('2026-02-01', '2026-01-01')).toEqual({ weeks: null, days: [] });
  });

  it('turns the split into nullable query parameters', () => {
    expect(splitParams('2026-01-03', '2026-01-11')).toEqual([
      '2026-01-05',
      '2026-01-05',
      '2026-01-03',
      '2026-01-04',
      null,
      null,
    ]);
  });
});

describe('splitMonths', () => {
  it('takes the whole months inside a range and leaves the days around them', () => {
    expect(splitMonths('2025-11-25', '2026-11-24')).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { start: '2025-11-25', end: '2025-11-30' },
        { start: '2026-11-01', end: '2026-11-24' },
      ],
    });
  });

  it('keeps a range of whole months whole, across a year and a leap February', () => {
    expect(splitMonths('2023-12-01', '2024-02-29')).toEqual({
      months: { from: '2023-12-01', to: '2024-02-01' },
      days: [],
    });
  });

  it('leaves a range without a whole month as days', () => {
    expect(splitMonths('2026-01-02', '2026-02-27')).toEqual({
      months: null,
      days: [{ start: '2026-01-02', end: '2026-02-27' }],
    });
    expect(splitMonths('2026-03-02', '2026-03-01')).toEqual({ months: null, days: [] });
  });
});
