// Pure figures of the ranking dashboard: LLMO score per provider, share of voice, the halves a trend
// compares, source frequency, and the entities the charts draw.

import type { Ci95, Trend } from '@sightline/contracts';
import {
  type Moments,
  meanCi95,
  round1,
  SOURCE_FREQUENCY_THRESHOLDS,
  type SourceFrequency,
  weightedMeanCi95,
} from '@sightline/contracts';
import { adoptionRate, DEFAULT_MAX_POSITIONS, positionScore } from '../../analysis/metrics.ts';
import type { DaySpan } from '../results/range-split.ts';
import type { EntityDayRow } from './rollup-spans.ts';

export interface ProviderAnswers {
  provider: string;
  /** Sum, count and sum of squares of the brand's positions over the samples where it was ranked. */
  positionSum: number;
  positionCount: number;
  positionSqSum: number;
  /** Samples that mentioned the brand, and samples in all. */
  mentions: number;
  answers: number;
}

/**
 * LLMO score, 0-100: the adoption-weighted mean of the providers' position scores,
 * Σ score × adoption / Σ adoption, one decimal; null without providers. It is the spec's
 * Σ score × adoption / 100 when the adoption rates add up to 100, and needs no cap otherwise.
 */
export const llmoScore = (providers: readonly { score: number; adoption: number }[]) => {
  const weight = providers.reduce((n, p) => n + p.adoption, 0);
  if (!weight) return null;
  return round1(providers.reduce((n, p) => n + p.score * p.adoption, 0) / weight);
};

/** Count, sum and sum of squares of some positions. */
export interface PositionMoments {
  positionSum: number;
  positionCount: number;
  positionSqSum: number;
}

const positionMoments = (r: PositionMoments): Moments => ({
  n: r.positionCount,
  sum: r.positionSum,
  sumSq: r.positionSqSum,
});

/** The t interval of an average position (positions start at 1). */
export const positionInterval = (r?: PositionMoments): Ci95 =>
  r ? meanCi95(positionMoments(r), [1, Number.POSITIVE_INFINITY]) : null;

/**
 * The moments of a provider's position score over its answers, for the LLMO interval: the score
 * falls linearly with the average position (positionScore), so the ranked answers' positions carry
 * through that line (the delta method; the cut to 0 beyond the last place is left out); never
 * ranked, the score is 0 whatever the answers.
 */
const scoreMoments = (r: ProviderAnswers): Moments => {
  if (!r.positionCount) return { n: r.answers, sum: 0, sumSq: 0 };
  const slope = -100 / DEFAULT_MAX_POSITIONS;
  const intercept = 100 - slope;
  const { n, sum, sumSq } = positionMoments(r);
  return {
    n,
    sum: n * intercept + slope * sum,
    sumSq: n * intercept * intercept + 2 * intercept * slope * sum + slope * slope * sumSq,
  };
};

/** The providers that answered, each with its adoption and its weight in the LLMO score. */
const weighted = (rows: readonly ProviderAnswers[]) => {
  const answered = rows
    .filter((r) => r.answers > 0)
    .map((row) => ({ row, adoption: adoptionRate(row.provider) }));
  const total = answered.reduce((n, p) => n + p.adoption, 0);
  return {
    answered,
    total,
    part: (row: ProviderAnswers, adoption: number) => ({ weight: adoption / total, ...scoreMoments(row) }),
  };
};

const averageOfRow = (r: ProviderAnswers) =>
  r.positionCount ? round1(r.positionSum / r.positionCount) : null;

/**
 * The LLMO score of some providers' answers (null when none answered), the answers behind it and its
 * interval: the providers' score intervals weighed as the score weighs them. What a day of the
 * score's chart needs, without the providers' own figures.
 */
export const llmoFigure = (rows: readonly ProviderAnswers[]) => {
  const { answered, part } = weighted(rows);
  return {
    score: llmoScore(
      answered.map((p) => ({ score: positionScore(averageOfRow(p.row)), adoption: p.adoption })),
    ),
    score_n: answered.reduce((n, p) => n + p.row.answers, 0),
    score_ci95: weightedMeanCi95(
      answered.map((p) => part(p.row, p.adoption)),
      [0, 100],
    ),
  };
};

/**
 * Per provider: adoption, average position (one decimal) with its interval, whether the brand
 * appears, and its part of the LLMO score (score × adoption / Σ adoption, so the parts add up to the
 * score) with the interval of that part; and the score itself (llmoFigure). Providers without
 * answers take no part.
 */
export const providerPositions = (rows: readonly ProviderAnswers[]) => {
  const { total, part } = weighted(rows);
  const providers = rows.map((row) => {
    const position = averageOfRow(row);
    const adoption = adoptionRate(row.provider);
    return {
      provider: row.provider,
      adoptionRate: adoption,
      position,
      position_n: row.positionCount,
      position_ci95: positionInterval(row),
      maxPositions: DEFAULT_MAX_POSITIONS,
      appears: row.mentions > 0,
      aiShareScore: row.answers > 0 ? round1((positionScore(position) * adoption) / total) : 0,
      aiShareScore_n: row.answers,
      aiShareScore_ci95:
        row.answers > 0 ? weightedMeanCi95([part(row, adoption)], [0, (100 * adoption) / total]) : null,
    };
  });
  return { ...llmoFigure(rows), providers };
};

/** Share of voice in percent, one decimal; 0 when nothing was mentioned. */
export const sharePercent = (mentions: number, total: number) =>
  total > 0 ? round1((100 * mentions) / total) : 0;

/** Indexes of the spans `halvesSpans` cuts a range into. */
export const EARLIER = 0;
const MIDDLE = 1;
export const LATER = 2;

/**
 * A range cut for a trend: its first and last floor(n / 2) days (EARLIER, LATER), and the middle day of
 * an odd range (MIDDLE), which counts in the totals but in neither half. Missing parts are null.
 */
export const halvesSpans = (days: readonly string[]): (DaySpan | null)[] => {
  const half = Math.floor(days.length / 2);
  const spans: (DaySpan | null)[] = [null, null, null];
  if (half) {
    spans[EARLIER] = { start: days[0], end: days[half - 1] };
    spans[LATER] = { start: days[days.length - half], end: days[days.length - 1] };
  }
  if (days.length % 2) spans[MIDDLE] = { start: days[half], end: days[half] };
  return spans;
};

/**
 * Later half against the earlier half: direction, and change in percent (100 from nothing). An
 * earlier half without answers (null) gives the later one nothing to compare with: stable, 0.
 */
export const halvesChange = (
  earlier: number | null,
  later: number,
): { trend: Trend; trendPercentage: number } => {
  if (earlier === null) return { trend: 'stable', trendPercentage: 0 };
  const trend: Trend = later > earlier ? 'up' : later < earlier ? 'down' : 'stable';
  const trendPercentage = earlier === 0 ? (later > 0 ? 100 : 0) : round1(((later - earlier) / earlier) * 100);
  return { trend, trendPercentage };
};

export const sourceFrequency = (count: number, totalReferences: number): SourceFrequency => {
  const share = totalReferences > 0 ? (100 * count) / totalReferences : 0;
  if (share >= SOURCE_FREQUENCY_THRESHOLDS.veryHigh) return 'Very High';
  if (share >= SOURCE_FREQUENCY_THRESHOLDS.high) return 'High';
  if (share >= SOURCE_FREQUENCY_THRESHOLDS.medium) return 'Medium';
  return 'Low';
};

/** One entity's figures on one day (or on a whole week, dated by its Monday). */
export interface EntityDay {
  key: string;
  /** Display name (the brand's entity name for the brand). */
  name: string;
  isBrand: boolean;
  day: string;
  mentions: number;
  positionSum: number;
  positionCount: number;
  positionSqSum: number;
}

/** An entity's figures over a range, and by day. */
export interface EntityTotals {
  key: string;
  name: string;
  isBrand: boolean;
  mentions: number;
  positionSum: number;
  positionCount: number;
  positionSqSum: number;
  days: Map<string, EntityDay>;
}

/** Roll-up rows of entities per day as `EntityDay`s, the brand under its entity name. */
export const asEntityDays = (brandName: string, rows: readonly EntityDayRow[]): EntityDay[] =>
  rows.map((r) => ({
    key: r.entity_key,
    name: r.is_brand ? brandName : r.name,
    isBrand: r.is_brand,
    day: r.day,
    mentions: r.mentions,
    positionSum: r.position_sum,
    positionCount: r.position_count,
    positionSqSum: r.position_sq_sum,
  }));

/** Entities from their daily rows: the brand first, then by mentions, most first (as on the detail screen). */
export const entityTotals = (rows: readonly EntityDay[]): EntityTotals[] => {
  const map = new Map<string, EntityTotals>();
  for (const r of rows) {
    const e = map.get(r.key) ?? {
      key: r.key,
      name: r.name,
      isBrand: false,
      mentions: 0,
      positionSum: 0,
      positionCount: 0,
      positionSqSum: 0,
      days: new Map(),
    };
    e.isBrand ||= r.isBrand;
    if (r.isBrand) e.name = r.name;
    e.mentions += r.mentions;
    e.positionSum += r.positionSum;
    e.positionCount += r.positionCount;
    e.positionSqSum += r.positionSqSum;
    e.days.set(r.day, r);
    map.set(r.key, e);
  }
  return [...map.values()].sort(
    (a, b) =>
      Number(b.isBrand) - Number(a.isBrand) || b.mentions - a.mentions || a.name.localeCompare(b.name),
  );
};

/**
 * The entities a chart draws: those named (`selection`, lower-cased names and whether the brand is
 * named), else the brand and the first `competitors` others by mentions. The brand is drawn even
 * without data when it is wanted.
 */
export const chosenEntities = (
  brandName: string,
  all: readonly EntityTotals[],
  selection: { names: readonly string[]; brand: boolean } | null,
  competitors: number,
): EntityTotals[] => {
  const empty: EntityTotals = {
    key: '',
    name: brandName,
    isBrand: true,
    mentions: 0,
    positionSum: 0,
    positionCount: 0,
    positionSqSum: 0,
    days: new Map(),
  };
  if (!selection) {
    const brand = all.filter((e) => e.isBrand);
    const others = all.filter((e) => !e.isBrand).slice(0, competitors);
    return [...(brand.length ? brand : [empty]), ...others];
  }
  const chosen = all.filter((e) =>
    e.isBrand ? selection.brand : selection.names.includes(e.name.toLowerCase()),
  );
  if (selection.brand && !chosen.some((e) => e.isBrand)) chosen.unshift(empty);
  return chosen;
};

/** Average of the ranked positions, one decimal; null when never ranked. */
export const averagePosition = (r?: { positionSum: number; positionCount: number }) =>
  r?.positionCount ? round1(r.positionSum / r.positionCount) : null;
