import { describe, expect, it } from 'vitest';
import { bucketDays, bucketOf, bucketStarts, heatmapCells } from './heatmap-buckets.ts';
import { resolveDashboardRange } from './range.ts';

const NOW = new Date('2026-03-07T12:00:00Z');
const columns = (time_range: '7d' | '30d' | '90d' | '6m') => {
  const r = resolveDashboardRange(NOW, { time_range });
  return {
    r,
    step: bucketDays(r.timeRange, r.start, r.end),
    starts: bucketStarts(r.start, r.end, bucketDays(r.timeRange, r.start, r.end)),
  };
};

describe('dashboard range', () => {
  it('ends today and covers the preset, 7d by default', () => {
    const r = resolveDashboardRange(NOW, {});
    expect(r).toMatchObject({ timeRange: '7d', start: '2026-03-01', end: '2026-03-07' });
    expect(r.days).toHaveLength(7);
    expect(resolveDashboardRange(NOW, { time_range: '6m' }).days).toHaveLength(180);
  });
  it('takes both custom dates over a preset', () => {
    const r = resolveDashboardRange(NOW, {
      time_range: '30d',
      start_date: '2026-01-30',
      end_date: '2026-02-02',
    });
    expect(r.timeRange).toBe('custom');
    expect(r.days).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });
});

describe('heatmap bucketing', () => {
  it('uses 1, 3, 7 and 14 days per column for 7d, 30d, 90d, 6m', () => {
    expect(columns('7d').step).toBe(1);
    expect(columns('7d').starts).toHaveLength(7);
    expect(columns('30d').step).toBe(3);
    expect(columns('30d').starts).toHaveLength(10);
    expect(columns('30d').starts[0]).toBe('2026-02-06');
    expect(columns('90d').step).toBe(7);
    expect(columns('90d').starts).toHaveLength(13); // 90 = 12 x 7 + 6: the first column is short
    expect(columns('6m').step).toBe(14);
    expect(columns('6m').starts).toHaveLength(13); // 180 = 12 x 14 + 12
  });

  it('aligns columns on the end of the range and starts the first at the range start', () => {
    const { r, starts } = columns('90d');
    expect(starts[0]).toBe(r.start);
    expect(starts.at(-1)).toBe('2026-03-01'); // 7 days ending 2026-03-07
    expect(starts[1]).toBe('2025-12-14');
  });

  it('picks the step of the smallest preset covering a custom range', () => {
    expect(bucketDays('custom', '2026-03-01', '2026-03-07')).toBe(1);
    expect(bucketDays('custom', '2026-03-01', '2026-03-08')).toBe(3);
    expect(bucketDays('custom', '2026-01-01', '2026-03-01')).toBe(7);
    expect(bucketDays('custom', '2025-01-01', '2026-03-01')).toBe(30);
  });

  it('places days in columns', () => {
    const starts = bucketStarts('2026-03-01', '2026-03-07', 3); // 03-01, 03-02..04, 03-05..07
    expect(starts).toEqual(['2026-03-01', '2026-03-02', '2026-03-05']);
    expect(bucketOf(starts, '2026-03-07', '2026-03-01')).toBe(0);
    expect(bucketOf(starts, '2026-03-07', '2026-03-04')).toBe(1);
    expect(bucketOf(starts, '2026-03-07', '2026-03-07')).toBe(2);
    expect(bucketOf(starts, '2026-03-07', '2026-02-28')).toBe(-1);
    expect(bucketOf(starts, '2026-03-07', '2026-03-08')).toBe(-1);
  });

  it('classifies cells by their average rating', () => {
    const starts = ['2026-03-01', '2026-03-02', '2026-03-05'];
    const cells = heatmapCells(starts, '2026-03-07', [
      // 2.0 correct, scores 8 and 10.
      { day: '2026-03-01', ratingSum: 4, ratingCount: 2, scoreSum: 18, scoreCount: 2, scoreSqSum: 164 },
      { day: '2026-03-02', ratingSum: 1, ratingCount: 1, scoreSum: 5, scoreCount: 1, scoreSqSum: 25 },
      { day: '2026-03-04', ratingSum: 0, ratingCount: 1, scoreSum: 0, scoreCount: 1, scoreSqSum: 0 }, // 0.5 almost
    ]);
    expect(cells).toEqual([
      // 9 ± 12.706 × 1, within 0 to 10.
      { date: '2026-03-01', state: 'correct', score: 9, score_n: 2, score_ci95: [0, 10], responses: 2 },
      // Scores 5 and 0: 2.5 ± 12.706 × 2.5, within 0 to 10.
      {
        date: '2026-03-02',
        state: 'almost-correct',
        score: 2.5,
        score_n: 2,
        score_ci95: [0, 10],
        responses: 2,
      },
      { date: '2026-03-05', state: 'no-data', score: null, score_n: 0, score_ci95: null, responses: 0 },
    ]);
    const wrong = heatmapCells(['2026-03-01'], '2026-03-01', [
      // Scores 1, 1, 1 (no spread) and then 3 more of 1, 1, 1 on another day: still none.
      { day: '2026-03-01', ratingSum: 1, ratingCount: 3, scoreSum: 3, scoreCount: 3, scoreSqSum: 3 },
    ]);
    expect(wrong[0].score_ci95).toEqual([1, 1]);
    expect(wrong[0]).toMatchObject({ state: 'wrong', score: 1 });
  });
});
