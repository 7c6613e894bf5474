import { describe, expect, it } from 'vitest';
import { presentDashboardMetric } from './dashboard-metrics.presenter.ts';
import { averagePosition, EMPTY_WINDOW, hourSplit, rollingWindows } from './dashboard-metrics-math.ts';

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

describe('presentDashboardMetric', () => {
  const window = (answers: number, mentions: number, positions: number[]) => ({
    ...EMPTY_WINDOW,
    answers,
    mentions,
    position_sum: positions.reduce((a, b) => a + b, 0),
    position_count: positions.length,
    position_sq_sum: positions.reduce((a, b) => a + b * b, 0),
  });

  it('calls a change significant only when the two windows are apart', () => {
    // 2 of 20 against 18 of 20 mentions, positions around 8 against around 2: both real changes.
    const apart = presentDashboardMetric(window(20, 18, [1, 2, 2, 3, 2]), window(20, 2, [8, 9, 7, 8]));
    expect(apart.mentions_n).toBe(20);
    // 20 × the Wilson interval of 18 of 20 (0.699 to 0.972).
    expect(apart.mentions_ci95).toEqual([13.979, 19.443]);
    expect(apart.mentions_change_significant).toBe(true);
    expect(apart.average_position_n).toBe(5);
    expect(apart.average_position_change_significant).toBe(true);
    // 9 of 20 against 11 of 20, positions 3-5 against 2-6: within noise.
    const noise = presentDashboardMetric(window(20, 11, [2, 4, 6]), window(20, 9, [3, 4, 5]));
    expect(noise.mentions_change).toBeGreaterThan(0);
    expect(noise.mentions_change_significant).toBe(false);
    expect(noise.average_position_change_significant).toBe(false);
  });

  it('has no interval without answers, nor for one position', () => {
    const lone = presentDashboardMetric(window(1, 1, [3]), EMPTY_WINDOW);
    expect(lone.average_position_ci95).toBeNull();
    expect(lone.mentions_ci95).toEqual([0.207, 1]);
    expect(lone.mentions_change_significant).toBe(false);
    const none = presentDashboardMetric(EMPTY_WINDOW, EMPTY_WINDOW);
    expect([none.mentions_n, none.mentions_ci95, none.average_position_ci95]).toEqual([0, null, null]);
  });
});

describe('hourSplit', () => {
  const at = (iso: string) => new Date(iso);
  it('reads the whole hours inside a window from the roll-up and its edges raw', () => {
    expect(hourSplit(at('2026-11-23T10:20:00Z'), at('2026-11-24T10:20:00Z'))).toEqual({
      hoursFrom: at('2026-11-23T11:00:00Z'),
      hoursTo: at('2026-11-24T10:00:00Z'),
    });
  });
  it('leaves out the hour starting exactly at the window start, whose first instant is outside', () => {
    expect(hourSplit(at('2026-11-23T10:00:00Z'), at('2026-11-24T10:00:00Z'))).toEqual({
      hoursFrom: at('2026-11-23T11:00:00Z'),
      hoursTo: at('2026-11-24T10:00:00Z'),
    });
  });
  it('reads a window without a whole hour from the raw rows only', () => {
    const to = at('2026-11-24T10:50:00Z');
    expect(hourSplit(at('2026-11-24T10:10:00Z'), to)).toEqual({ hoursFrom: to, hoursTo: to });
  });
});
