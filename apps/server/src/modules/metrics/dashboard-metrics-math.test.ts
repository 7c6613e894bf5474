import { describe, expect, it } from 'vitest';
import { averagePosition, EMPTY_WINDOW, rollingWindows } from './dashboard-metrics-math.ts';

describe('rollingWindows', () => {
  it('ends the current window now and the previous one 24 hours earlier', () => {
    const w = rollingWindows(new Date('2026-03-10T10:25:00Z'));
    expect(w.currentStart.toISOString()).toBe('2026-03-09T10:25:00.000Z');
    expect(w.previousStart.toISOString()).toBe('2026-03-08T10:25:00.000Z');
    expect(w.now.toISOString()).toBe('2026-03-10T10:25:00.000Z');
  });
});

describe('averagePosition', () => {
  it('rounds to one decimal and is null without positions', () => {
    expect(averagePosition({ ...EMPTY_WINDOW, position_sum: 7, position_count: 3 })).toBe(2.3);
    expect(averagePosition(EMPTY_WINDOW)).toBeNull();
  });
});
