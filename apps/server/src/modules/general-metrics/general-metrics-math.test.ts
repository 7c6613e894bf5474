import { GENERAL_METRICS_OTHER, GENERAL_METRICS_TOP_CITATIONS, proportionCi95 } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { type EntityDay, entityTotals } from '../prompt-dashboards/ranking-math.ts';
import {
  bucketSeries,
  changeFrom,
  competitorTimeseries,
  previousPeriod,
  providerMetrics,
  screenProviders,
  seriesBucketDays,
  seriesBuckets,
  topCitations,
  topCompetitors,
  totalsByProvider,
} from './general-metrics-math.ts';

const entity = (key: string, day: string, mentions: number, extra: Partial<EntityDay> = {}): EntityDay => ({
  key,
  name: key,
  isBrand: false,
  day,
  mentions,
  positionSum: 0,
  positionCount: 0,
  positionSqSum: 0,
  ...extra,
});

describe('series buckets', () => {
  it('cuts ranges at the documented lengths', () => {
    expect(seriesBucketDays('2026-01-01', '2026-01-31')).toBe(1); // 31 days
    expect(seriesBucketDays('2026-01-01', '2026-02-01')).toBe(7); // 32 days
    expect(seriesBucketDays('2026-01-01', '2026-07-03')).toBe(7); // 184 days
    expect(seriesBucketDays('2026-01-01', '2026-07-04')).toBe(28); // 185 days
  });

  it('labels each point by its first day, the last point ending on the range end, and sums into them', () => {
    const daily = seriesBuckets('2026-11-20', '2026-11-22');
    expect(daily.labels).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const weekly = seriesBuckets('2026-09-01', '2026-11-22'); // 83 days: weekly, first point cut short
    expect(weekly.days).toBe(7);
    expect(weekly.labels.at(-1)).toBe('2026-11-16');
    expect(weekly.labels[0]).toBe('2026-09-01');
    expect(weekly.labels[1]).toBe('2026-09-07');
    const series = bucketSeries(weekly, [
      { day: '2026-09-01', value: 2 },
      { day: '2026-09-06', value: 3 },
      { day: '2026-09-07', value: 5 },
      { day: '2026-11-22', value: 7 },
      { day: '2026-08-31', value: 100 }, // before the range
    ]);
    expect(series[0]).toBe(5);
    expect(series[1]).toBe(5);
    expect(series.at(-1)).toBe(7);
    expect(series.reduce((a, b) => a + b, 0)).toBe(17);

    // Multi-day points start on Mondays (after a first, shorter one), whatever day the range ends.
    const midweek = seriesBuckets('2026-09-03', '2026-11-25');
    expect(midweek.labels.slice(0, 3)).toEqual(['2026-09-03', '2026-09-07', '2026-09-14']);
    expect(midweek.labels.at(-1)).toBe('2026-11-23');
    const wide = seriesBuckets('2025-11-26', '2026-11-25'); // 365 days: four-week points
    expect(wide.days).toBe(28);
    expect(wide.labels.slice(0, 3)).toEqual(['2025-11-26', '2025-12-22', '2026-01-19']);
    expect(wide.labels.at(-1)).toBe('2026-11-23');
  });

  it('takes the previous period of the same length', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ start: '2026-10-02', end: '2026-10-31' });
    expect(previousPeriod('2026-11-22', '2026-11-22')).toEqual({ start: '2026-11-21', end: '2026-11-21' });
  });
});

describe('provider metrics', () => {
  const totals = (mentions: number, citations: number, aiVisits: number, answered = true, answers = 10) => ({
    answers: answered ? answers : 0,
    mentions,
    citations,
    aiVisits,
    answered,
  });

  it('gives totals and percent changes, +100 from nothing, 0 for nothing to nothing', () => {
    const metrics = providerMetrics(
      ['chatgpt', 'gemini', 'claude'],
      new Map([
        ['chatgpt', totals(6, 10, 3)],
        ['gemini', totals(0, 4, 0)],
      ]),
      new Map([
        ['chatgpt', totals(4, 20, 0)],
        ['gemini', totals(3, 4, 1)],
      ]),
      true,
    );
    expect(metrics.chatgpt).toEqual({
      mentions: 6,
      // 6 of 10 answers: 10 × the Wilson interval of 6 of 10.
      mentions_n: 10,
      mentions_ci95: [3.127, 8.318],
      ai_visits: 3,
      citations: 10,
      mentions_change: 50,
      // 4 of 10 against 6 of 10: within noise.
      mentions_change_significant: false,
      ai_visits_change: 100,
      citations_change: -50,
      mentions_previous: 4,
      ai_visits_previous: 0,
      citations_previous: 20,
    });
    expect(metrics.gemini).toMatchObject({
      mentions_change: -100,
      citations_change: 0,
      ai_visits_change: -100,
    });
    expect(metrics.claude).toEqual({
      mentions: 0,
      mentions_n: 0,
      mentions_ci95: null,
      mentions_change_significant: false,
      ai_visits: 0,
      citations: 0,
      mentions_change: 0,
      ai_visits_change: 0,
      citations_change: 0,
      // Claude did not answer before; visits were recorded (on other providers).
      mentions_previous: null,
      ai_visits_previous: 0,
      citations_previous: null,
    });
    expect(Object.keys(metrics)).toEqual(['chatgpt', 'gemini', 'claude']);
  });

  it('calls a mention change significant only when the two rates are apart', () => {
    const metrics = providerMetrics(
      ['chatgpt', 'gemini'],
      new Map([
        ['chatgpt', totals(19, 0, 0, true, 20)],
        ['gemini', totals(12, 0, 0, true, 20)],
      ]),
      new Map([
        ['chatgpt', totals(2, 0, 0, true, 20)],
        ['gemini', totals(8, 0, 0, true, 20)],
      ]),
      false,
    );
    expect(metrics.chatgpt.mentions_change_significant).toBe(true);
    expect(metrics.gemini.mentions_change_significant).toBe(false);
  });

  it('gives a first figure no change: no answers (or no visit at all) in the previous period', () => {
    const metrics = providerMetrics(
      ['chatgpt', 'gemini'],
      new Map([
        ['chatgpt', totals(6, 10, 3)],
        ['gemini', totals(2, 4, 0)],
      ]),
      new Map([['gemini', totals(0, 0, 0, true)]]),
      false,
    );
    // chatgpt did not answer before: its first figures have no change.
    expect(metrics.chatgpt).toMatchObject({
      mentions_change: 0,
      citations_change: 0,
      ai_visits_change: 0,
      mentions_previous: null,
      citations_previous: null,
      ai_visits_previous: null,
    });
    // gemini answered before without a mention: from nothing is +100.
    expect(metrics.gemini).toMatchObject({
      mentions_change: 100,
      citations_change: 100,
      mentions_previous: 0,
      citations_previous: 0,
    });
    expect(changeFrom(5, null)).toBe(0);
    expect(changeFrom(5, 0)).toBe(100);
  });

  it('counts the rows of the period per provider, noting who answered', () => {
    const t = totalsByProvider(
      '2026-11-02',
      '2026-11-08',
      [
        { engine: 'chatgpt', day: '2026-11-02', answers: 10, mentions: 2, citations: 1 },
        { engine: 'chatgpt', day: '2026-11-01', answers: 10, mentions: 5, citations: 5 },
        { engine: 'gemini', day: '2026-11-08', answers: 10, mentions: 0, citations: 0 },
      ],
      [
        { provider: 'perplexity', day: '2026-11-03', visits: 4 },
        { provider: null, day: '2026-11-03', visits: 9 },
      ],
    );
    expect(Object.fromEntries(t)).toEqual({
      chatgpt: totals(2, 1, 0),
      gemini: totals(0, 0, 0),
      perplexity: totals(0, 0, 4, false),
    });
  });

  it('lists the project engines first, then chosen or other engines with data', () => {
    expect(screenProviders(['chatgpt', 'gemini'], undefined, ['perplexity', 'chatgpt'])).toEqual([
      'chatgpt',
      'gemini',
      'perplexity',
    ]);
    expect(screenProviders(['chatgpt', 'gemini'], ['gemini', 'claude'], ['perplexity'])).toEqual([
      'gemini',
      'claude',
    ]);
  });
});

describe('top citations and competitors', () => {
  it('adds references per domain with the providers that cited it, most cited first', () => {
    const rows = topCitations([
      { domain: 'b.com', engine: 'gemini', count: 2, isClient: false },
      { domain: 'a.com', engine: 'chatgpt', count: 3, isClient: true },
      { domain: 'b.com', engine: 'chatgpt', count: 2, isClient: false },
      { domain: 'c.com', engine: 'claude', count: 1, isClient: false },
    ]);
    expect(rows).toEqual([
      { domain: 'b.com', count: 4, providers: ['chatgpt', 'gemini'], isClient: false },
      { domain: 'a.com', count: 3, providers: ['chatgpt'], isClient: true },
      { domain: 'c.com', count: 1, providers: ['claude'], isClient: false },
    ]);
    const many = Array.from({ length: GENERAL_METRICS_TOP_CITATIONS + 5 }, (_, i) => ({
      domain: `d${i}.com`,
      engine: 'chatgpt',
      count: 1,
      isClient: false,
    }));
    expect(topCitations(many)).toHaveLength(GENERAL_METRICS_TOP_CITATIONS);
  });

  it('gives share of voice over all entity mentions and the average position, brand first', () => {
    const entities = entityTotals([
      entity('rival', '2026-11-20', 6, { positionSum: 9, positionCount: 6, positionSqSum: 15 }),
      entity('brand', '2026-11-20', 2, {
        isBrand: true,
        name: 'Acme',
        positionSum: 3,
        positionCount: 2,
        positionSqSum: 5,
      }),
      entity('brand', '2026-11-21', 1, { isBrand: true, name: 'Acme', positionSum: 0, positionCount: 0 }),
      entity('tiny', '2026-11-21', 1),
    ]);
    const top = topCompetitors(entities);
    expect(
      top.map(({ name, avgPosition, shareOfVoice, isClient }) => ({
        name,
        avgPosition,
        shareOfVoice,
        isClient,
      })),
    ).toEqual([
      { name: 'Acme', avgPosition: 1.5, shareOfVoice: 30, isClient: true },
      { name: 'rival', avgPosition: 1.5, shareOfVoice: 60, isClient: false },
      { name: 'tiny', avgPosition: null, shareOfVoice: 10, isClient: false },
    ]);
    // rival: three 1s and three 2s (s = 0.548, t(0.975, 5) = 2.571): 1.5 ± 0.575.
    expect(top[1]).toMatchObject({ avgPosition_n: 6, avgPosition_ci95: [1, 2.075] });
    expect(top[1]).toMatchObject({ shareOfVoice_n: 10, shareOfVoice_ci95: proportionCi95(6, 10, 100) });
    expect(top[2]).toMatchObject({ avgPosition_n: 0, avgPosition_ci95: null });
  });
});

describe('competitor time series', () => {
  const buckets = seriesBuckets('2026-11-20', '2026-11-21');

  it('puts the entities not drawn into Other so each point adds up to 100', () => {
    // The brand and five competitors are drawn; two more go into Other.
    const rows = [
      entity('brand', '2026-11-20', 4, { isBrand: true, name: 'Acme' }),
      ...['c1', 'c2', 'c3', 'c4', 'c5'].map((k) => entity(k, '2026-11-20', 2)),
      entity('c6', '2026-11-20', 1),
      entity('c7', '2026-11-20', 1),
    ];
    const { mentions, sov } = competitorTimeseries(buckets, entityTotals(rows));
    expect(Object.keys(mentions)).toEqual(['Acme', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(mentions.Acme).toEqual([4, 0]);
    // 16 mentions on the first day: Acme 25%, each drawn competitor 12.5%, Other 12.5%; nothing on the second.
    expect(sov.Acme).toEqual([25, null]);
    expect(sov.c1).toEqual([12.5, null]);
    expect(sov[GENERAL_METRICS_OTHER]).toEqual([12.5, null]);
    const first = Object.values(sov).reduce((n, s) => n + (s[0] ?? 0), 0);
    expect(first).toBeCloseTo(100, 5);
  });

  it('has no Other when every entity is drawn', () => {
    const { sov } = competitorTimeseries(
      buckets,
      entityTotals([
        entity('brand', '2026-11-21', 1, { isBrand: true, name: 'Acme' }),
        entity('x', '2026-11-21', 3),
      ]),
    );
    expect(sov).toEqual({ Acme: [null, 25], x: [null, 75] });
  });
});
