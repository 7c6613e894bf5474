import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, dayStart, daysBetween, isoDay, lastDays, weekStart } from './days.ts';

describe('days', () => {
  it('counts UTC calendar days, whatever the local time zone', () => {
    expect(isoDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(isoDay(new Date('2026-03-02T00:00:00+01:00'))).toBe('2026-03-01');
    expect(dayStart('2026-03-01').getTime()).toBe(Date.UTC(2026, 2, 1));
    expect(Number.isNaN(dayStart('not a day').getTime())).toBe(true);
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('adds and counts days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month
  });

  it('gives the last n days, today included', () => {
    expect(lastDays(new Date('2026-03-01T00:30:00Z'), 3)).toEqual(['2026-02-27', '2026-03-01']);
    expect(lastDays(new Date('2026-03-01T12:00:00Z'), 1)).toEqual(['2026-03-01', '2026-03-01']);
  });
});
