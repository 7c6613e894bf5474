// Heatmap columns of the accuracy dashboard (spec 9): the range cut into buckets of a fixed number of days.
import {
  addDays,
  type Ci95,
  DASHBOARD_TIME_RANGE_DAYS,
  type DashboardTimeRange,
  daysBetween,
  HEATMAP_BUCKET_DAYS,
} from '@sightline/contracts';
import { type AccuracyClass, accuracyClassOfAverage } from '../../analysis/metrics.ts';
import { scoreCi95 } from '../results/figure-intervals.ts';

type Preset = Exclude<DashboardTimeRange, 'custom'>;
const PRESETS_BY_LENGTH = (Object.keys(DASHBOARD_TIME_RANGE_DAYS) as Preset[]).sort(
  (a, b) => DASHBOARD_TIME_RANGE_DAYS[a] - DASHBOARD_TIME_RANGE_DAYS[b],
);

/** Days per column: the preset's step, or for a custom range the step of the shortest preset covering it. */
export const bucketDays = (timeRange: DashboardTimeRange, start: string, end: string): number => {
  if (timeRange !== 'custom') return HEATMAP_BUCKET_DAYS[timeRange];
  const length = daysBetween(start, end) + 1;
  const preset = PRESETS_BY_LENGTH.find((p) => DASHBOARD_TIME_RANGE_DAYS[p] >= length) ?? '1y';
  return HEATMAP_BUCKET_DAYS[preset];
};

/**
 * Column start days. Columns are aligned on the end of the range so the last column always
 * holds today; the first column may be cut short by the start of the range.
 */
export const bucketStarts = (start: string, end: string, step: number): string[] => {
  const starts: string[] = [];
  for (let s = addDays(end, -(step - 1)); ; s = addDays(s, -step)) {
    if (s <= start) {
      starts.unshift(start);
      break;
    }
    starts.unshift(s);
  }
  return starts;
};

/** Index of the column a day falls in, or -1 outside the range. */
export const bucketOf = (starts: readonly string[], end: string, day: string): number => {
  if (starts.length === 0 || day < starts[0] || day > end) return -1;
  let i = starts.length - 1;
  while (i > 0 && day < starts[i]) i--;
  return i;
};

export interface DayRating {
  day: string;
  ratingSum: number;
  ratingCount: number;
  scoreSum: number;
  scoreCount: number;
  scoreSqSum: number;
}

export interface HeatmapCell {
  date: string;
  state: AccuracyClass;
  score: number | null;
  score_n: number;
  score_ci95: Ci95;
  responses: number;
}

/** Cells of one provider: ratings averaged over each column, classified by the timeline rule. */
export const heatmapCells = (
  starts: readonly string[],
  end: string,
  days: readonly DayRating[],
): HeatmapCell[] => {
  const acc = starts.map(() => ({ ratingSum: 0, ratingCount: 0, scoreSum: 0, scoreCount: 0, scoreSqSum: 0 }));
  for (const d of days) {
    const i = bucketOf(starts, end, d.day);
    if (i < 0) continue;
    acc[i].ratingSum += d.ratingSum;
    acc[i].ratingCount += d.ratingCount;
    acc[i].scoreSum += d.scoreSum;
    acc[i].scoreCount += d.scoreCount;
    acc[i].scoreSqSum += d.scoreSqSum;
  }
  return starts.map((date, i) => {
    const a = acc[i];
    return {
      date,
      state: a.ratingCount ? accuracyClassOfAverage(a.ratingSum / a.ratingCount) : 'no-data',
      score: a.scoreCount ? Math.round((a.scoreSum / a.scoreCount) * 10) / 10 : null,
      score_n: a.scoreCount,
      score_ci95: scoreCi95(a),
      responses: a.ratingCount,
    };
  });
};
