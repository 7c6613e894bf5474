import { describe, expect, it } from 'vitest';
import { MONTH, splitByPeriod, splitParams, splitRange } from './range-split.ts';

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

describe('splitByPeriod by calendar months', () => {
  it('reads whole months, then leaves the edges to the weeks and days', () => {
    expect(splitByPeriod('2025-12-27', '2026-03-10', MONTH)).toEqual({
      whole: { from: '2026-01-01', to: '2026-02-01' },
      edges: [
        { start: '2025-12-27', end: '2025-12-31' },
        { start: '2026-03-01', end: '2026-03-10' },
      ],
    });
  });

  it('reads a range of exactly whole months from the months only, leap days included', () => {
    expect(splitByPeriod('2028-01-01', '2028-02-29', MONTH)).toEqual({
      whole: { from: '2028-01-01', to: '2028-02-01' },
      edges: [],
    });
  });

  it('leaves a range within one month whole to the edges', () => {
    expect(splitByPeriod('2026-03-03', '2026-03-31', MONTH)).toEqual({
      whole: null,
      edges: [{ start: '2026-03-03', end: '2026-03-31' }],
    });
  });
});
