import { describe, expect, it } from 'vitest';
import { nextScheduledRun, wallClock, zonedTimeToUtc } from './schedule.ts';

describe('weekly schedule', () => {
  it('finds the next weekday and hour in UTC', () => {
    // 2026-06-10 is a Wednesday.
    const now = new Date('2026-06-10T12:30:00Z');
    expect(nextScheduledRun('WED', 13, 'UTC', now).toISOString()).toBe('2026-06-10T13:00:00.000Z');
    expect(nextScheduledRun('WED', 12, 'UTC', now).toISOString()).toBe('2026-06-17T12:00:00.000Z');
    expect(nextScheduledRun('MON', 0, 'UTC', now).toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });

  it('uses the project timezone', () => {
    const now = new Date('2026-06-10T12:30:00Z');
    // 09:00 in New York (EDT, UTC-4) on Thursday.
    expect(nextScheduledRun('THU', 9, 'America/New_York', now).toISOString()).toBe(
      '2026-06-11T13:00:00.000Z',
    );
    // Wednesday 23:00 in Tokyo has passed at 21:30 Tokyo time? No: it is 21:30 there, so today.
    expect(nextScheduledRun('WED', 23, 'Asia/Tokyo', now).toISOString()).toBe('2026-06-10T14:00:00.000Z');
  });

  it('keeps the local hour across daylight-saving changes', () => {
    // Europe/Madrid moves to summer time on 2026-03-29. A Monday 09:00 run before and after.
    const before = nextScheduledRun('MON', 9, 'Europe/Madrid', new Date('2026-03-20T00:00:00Z'));
    const after = nextScheduledRun('MON', 9, 'Europe/Madrid', new Date('2026-03-27T00:00:00Z'));
    expect(before.toISOString()).toBe('2026-03-23T08:00:00.000Z');
    expect(after.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(wallClock(after, 'Europe/Madrid').hour).toBe(9);
  });

  it('resolves a skipped hour to the hour after the gap, and a repeated hour to its first occurrence', () => {
    // 2026-03-08 02:00 does not exist in New York.
    expect(zonedTimeToUtc(2026, 3, 8, 2, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // 2026-11-01 01:00 happens twice in New York; the first is 05:00 UTC.
    expect(zonedTimeToUtc(2026, 11, 1, 1, 'America/New_York').toISOString()).toBe('2026-11-01T05:00:00.000Z');
  });
});
