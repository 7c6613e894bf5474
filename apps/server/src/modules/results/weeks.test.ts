import { weekStart } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { resolveRange, weeksBetween } from './weeks.ts';

describe('weeks', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-06-10')).toBe('2026-06-08');
    expect(weekStart('2026-06-08')).toBe('2026-06-08');
    expect(weekStart('2026-06-14')).toBe('2026-06-08');
  });

  it('lists every week touching the range', () => {
    expect(weeksBetween('2026-06-10', '2026-06-22')).toEqual(['2026-06-08', '2026-06-15', '2026-06-22']);
  });

  it('defaults to the last six weeks', () => {
    const r = resolveRange(new Date('2026-06-10T12:00:00Z'));
    expect(r.end).toBe('2026-06-10');
    expect(r.start).toBe('2026-04-30');
    expect(r.weeks).toHaveLength(7);
  });
});
