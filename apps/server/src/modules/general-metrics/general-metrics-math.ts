// Pure figures of the general metrics screen: buckets of the series, provider changes against the
// previous period, top citations and competitors, and the share of voice over time with 'Other'.
// Definitions are those of the detail screen and the ranking dashboard (same helpers).
import {
  type AnswerOutcomes,
  addDays,
  type Ci95,
  countCi95,
  daysBetween,
  GENERAL_METRICS_BUCKETS,
  GENERAL_METRICS_CHART_COMPETITORS,
  GENERAL_METRICS_OTHER,
  GENERAL_METRICS_TOP_CITATIONS,
  GENERAL_METRICS_TOP_COMPETITORS,
  GENERAL_METRICS_WIDE_BUCKET_DAYS,
  type ProviderMetric,
  percentChange,
  proportionCi95,
  round1,
  type TopCitation,
  type TopCompetitor,
  trendSignificant,
  weekStart,
} from '@sightline/contracts';
import { bucketOf, bucketStarts } from '../prompt-dashboards/heatmap-buckets.ts';
import { type EntityTotals, positionInterval, sharePercent } from '../prompt-dashboards/ranking-math.ts';

/** Days per point of the series: daily up to a month, weekly up to six months, else 30 days. */
export const seriesBucketDays = (start: string, end: string): number => {
  const length = daysBetween(start, end) + 1;
  return GENERAL_METRICS_BUCKETS.find((b) => length <= b.maxDays)?.days ?? GENERAL_METRICS_WIDE_BUCKET_DAYS;
};

/**
 * The points of a range, by their first days: one per day, or from the Monday after the start every
 * `days` days (the first point runs from the start to then), so a week of the weekly roll-ups always
 * falls inside one point.
 */
export interface Buckets {
  labels: string[];
  end: string;
  days: number;
}

export const seriesBuckets = (start: string, end: string): Buckets => {
  const days = seriesBucketDays(start, end);
  if (days === 1) return { labels: bucketStarts(start, end, 1), end, days };
  const labels = [start];
  for (let monday = addDays(weekStart(start), days); monday <= end; monday = addDays(monday, days)) {
    labels.push(monday);
  }
  return { labels, end, days };
};

/** Sums day values into the points; days outside the range are ignored. */
export const bucketSeries = (buckets: Buckets, values: readonly { day: string; value: number }[]) => {
  const series = buckets.labels.map(() => 0);
  for (const v of values) {
    const i = bucketOf(buckets.labels, buckets.end, v.day);
    if (i >= 0) series[i] += v.value;
  }
  return series;
};

/** The period of equal length just before [start, end]. */
export const previousPeriod = (start: string, end: string) => {
  const length = daysBetween(start, end) + 1;
  return { start: addDays(start, -length), end: addDays(start, -1) };
};

export interface ProviderTotals {
  /** Answers (the n of the mention rate). */
  answers: number;
  mentions: number;
  citations: number;
  aiVisits: number;
  /** Whether the provider answered at all (mentions and citations are figures, not just zeros). */
  answered: boolean;
}
const NONE: ProviderTotals = { answers: 0, mentions: 0, citations: 0, aiVisits: 0, answered: false };

/** The mention rate's interval of some totals. */
const mentionRate = (t: ProviderTotals) => proportionCi95(Math.min(t.mentions, t.answers), t.answers);

/** Per provider totals of the rows whose day is in [start, end]. */
export const totalsByProvider = (
  start: string,
  end: string,
  brand: readonly { engine: string; day: string; answers: number; mentions: number; citations: number }[],
  visits: readonly { provider: string | null; day: string; visits: number }[],
) => {
  const totals = new Map<string, ProviderTotals>();
  const of = (provider: string) => {
    let t = totals.get(provider);
    if (!t) {
      t = { ...NONE };
      totals.set(provider, t);
    }
    return t;
  };
  for (const r of brand) {
    if (r.day < start || r.day > end) continue;
    const t = of(r.engine);
    t.answers += r.answers;
    t.mentions += r.mentions;
    t.citations += r.citations;
    // A day of only refused, empty or failed answers is no figure.
    t.answered ||= r.answers > 0;
  }
  for (const v of visits) {
    if (v.provider && v.day >= start && v.day <= end) of(v.provider).aiVisits += v.visits;
  }
  return totals;
};

/** The answers of some brand rows: those the figures rest on, and those left out. */
export const answerOutcomesOf = (
  rows: readonly {
    answers: number;
    no_answers: number;
    refused: number;
    failed: number;
    simulated: number;
  }[],
): AnswerOutcomes => {
  const sum = (k: 'answers' | 'no_answers' | 'refused' | 'failed' | 'simulated') =>
    rows.reduce((n, r) => n + r[k], 0);
  return {
    answers_counted: sum('answers'),
    answers_empty: sum('no_answers'),
    answers_refused: sum('refused'),
    answers_failed: sum('failed'),
    answers_simulated: sum('simulated'),
  };
};

/** Percent change from the previous figure; a first figure (none before) has no change. */
export const changeFrom = (current: number, previous: number | null) =>
  previous === null ? 0 : percentChange(current, previous);

/**
 * Per provider: the period's totals, their percent change against the previous period and the
 * previous figures. Where the previous period has no figure (the provider did not answer, or no AI
 * visit was recorded at all) the change is 0 and the previous figure null.
 */
export const providerMetrics = (
  providers: readonly string[],
  current: ReadonlyMap<string, ProviderTotals>,
  previous: ReadonlyMap<string, ProviderTotals>,
  visitsBefore: boolean,
): Record<string, ProviderMetric> =>
  Object.fromEntries(
    providers.map((provider) => {
      const now = current.get(provider) ?? NONE;
      const before = previous.get(provider) ?? NONE;
      const mentionsBefore = before.answered ? before.mentions : null;
      const citationsBefore = before.answered ? before.citations : null;
      const visitsBeforeOf = visitsBefore ? before.aiVisits : null;
      return [
        provider,
        {
          mentions: now.mentions,
          mentions_n: now.answers,
          mentions_ci95: countCi95(Math.min(now.mentions, now.answers), now.answers),
          ai_visits: now.aiVisits,
          citations: now.citations,
          mentions_change: changeFrom(now.mentions, mentionsBefore),
          // The periods may hold different numbers of answers: their mention rates are what compare.
          mentions_change_significant: trendSignificant(mentionRate(before), mentionRate(now)),
          ai_visits_change: changeFrom(now.aiVisits, visitsBeforeOf),
          citations_change: changeFrom(now.citations, citationsBefore),
          mentions_previous: mentionsBefore,
          ai_visits_previous: visitsBeforeOf,
          citations_previous: citationsBefore,
        },
      ];
    }),
  );

/**
 * The providers of the screen: the project's engines in their order (only the chosen ones when
 * filtered), then any other chosen engine or engine with data.
 */
export const screenProviders = (
  projectEngines: readonly string[],
  chosen: readonly string[] | undefined,
  withData: Iterable<string>,
) => {
  const picked = (p: string) => !chosen?.length || chosen.includes(p);
  return [...new Set([...projectEngines.filter(picked), ...(chosen ?? []), ...[...withData].filter(picked)])];
};

export interface DomainReferences {
  domain: string;
  engine: string;
  count: number;
  isClient: boolean;
}

/** Cited domains, most references first, with the providers that cited each. */
export const topCitations = (rows: readonly DomainReferences[]): TopCitation[] => {
  const domains = new Map<string, { count: number; providers: Set<string>; isClient: boolean }>();
  for (const r of rows) {
    const d = domains.get(r.domain) ?? { count: 0, providers: new Set<string>(), isClient: false };
    d.count += r.count;
    if (r.count > 0) d.providers.add(r.engine);
    d.isClient ||= r.isClient;
    domains.set(r.domain, d);
  }
  return [...domains.entries()]
    .map(([domain, d]) => ({
      domain,
      count: d.count,
      providers: [...d.providers].sort(),
      isClient: d.isClient,
    }))
    .sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain))
    .slice(0, GENERAL_METRICS_TOP_CITATIONS);
};

/**
 * Share of voice = mentions / all entity mentions; average position over the answers that ranked it;
 * each with its n and 95 % interval.
 */
export const topCompetitors = (entities: readonly EntityTotals[]): TopCompetitor[] => {
  const total = entities.reduce((n, e) => n + e.mentions, 0);
  return entities.slice(0, GENERAL_METRICS_TOP_COMPETITORS).map((e) => ({
    name: e.name,
    avgPosition: e.positionCount ? round1(e.positionSum / e.positionCount) : null,
    avgPosition_n: e.positionCount,
    avgPosition_ci95: positionInterval(e),
    shareOfVoice: sharePercent(e.mentions, total),
    shareOfVoice_n: total,
    shareOfVoice_ci95: proportionCi95(e.mentions, total, 100),
    isClient: e.isBrand,
  }));
};

/** The entities drawn on the charts: the brand (when mentioned) and the most mentioned competitors. */
const chartEntities = (entities: readonly EntityTotals[]) => {
  const brand = entities.filter((e) => e.isBrand);
  const others = entities.filter((e) => !e.isBrand).slice(0, GENERAL_METRICS_CHART_COMPETITORS);
  return [...brand, ...others];
};

/**
 * Mentions per point of each charted entity, and its share of voice per point (null where nothing
 * was mentioned) with the point's mentions (n) and the share's interval; 'Other' is what the
 * entities not drawn hold (100 minus the drawn shares), present only when such entities exist.
 */
export const competitorTimeseries = (buckets: Buckets, entities: readonly EntityTotals[]) => {
  const shown = chartEntities(entities);
  const series = (e: EntityTotals) =>
    bucketSeries(
      buckets,
      [...e.days.values()].map((d) => ({ day: d.day, value: d.mentions })),
    );
  const totals = bucketSeries(
    buckets,
    entities.flatMap((e) => [...e.days.values()].map((d) => ({ day: d.day, value: d.mentions }))),
  );
  const mentions = Object.fromEntries(shown.map((e) => [e.name, series(e)]));
  const sov: Record<string, (number | null)[]> = Object.fromEntries(
    shown.map((e) => [
      e.name,
      mentions[e.name].map((n, i) => (totals[i] ? sharePercent(n, totals[i]) : null)),
    ]),
  );
  const shareCi95 = (counts: readonly number[]): Ci95[] =>
    counts.map((n, i) => proportionCi95(Math.min(n, totals[i]), totals[i], 100));
  const sovCi95: Record<string, Ci95[]> = Object.fromEntries(
    shown.map((e) => [e.name, shareCi95(mentions[e.name])]),
  );
  if (entities.length > shown.length) {
    sov[GENERAL_METRICS_OTHER] = totals.map((total, i) => {
      if (!total) return null;
      const drawn = shown.reduce((n, e) => n + (sov[e.name][i] ?? 0), 0);
      return Math.max(0, round1(100 - drawn));
    });
    sovCi95[GENERAL_METRICS_OTHER] = shareCi95(
      totals.map((total, i) => total - shown.reduce((n, e) => n + mentions[e.name][i], 0)),
    );
  }
  const sovN = Object.fromEntries(Object.keys(sov).map((name) => [name, [...totals]]));
  return { mentions, sov, sovN, sovCi95 };
};
