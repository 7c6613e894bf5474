// The general metrics of one project (analysis spec 2.9, 3, 7): the filters resolved to a day range,
// the roll-ups read for it and for the period before, and the reply assembled from the pure figures.
import {
  GENERAL_METRICS_DEFAULT_TIME_RANGE,
  type GeneralMetricsQuery,
  type GeneralMetricsReply,
  generalMetricsMessages,
  percentChange,
} from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { resolveDashboardRange } from '../prompt-dashboards/range.ts';
import { generalMetricsRepo as repo } from './general-metrics.repo.ts';
import {
  bucketSeries,
  competitorTimeseries,
  entityTotals,
  type ProviderTotals,
  previousPeriod,
  providerMetrics,
  seriesBuckets,
  topCitations,
  topCompetitors,
} from './general-metrics-math.ts';

/** Per provider totals of the rows whose day is in [start, end]. */
const totalsByProvider = (
  start: string,
  end: string,
  brand: readonly { engine: string; day: string; mentions: number; citations: number }[],
  visits: readonly { provider: string | null; day: string; visits: number }[],
) => {
  const totals = new Map<string, ProviderTotals>();
  const of = (provider: string) => {
    let t = totals.get(provider);
    if (!t) {
      t = { mentions: 0, citations: 0, aiVisits: 0 };
      totals.set(provider, t);
    }
    return t;
  };
  for (const r of brand) {
    if (r.day < start || r.day > end) continue;
    of(r.engine).mentions += r.mentions;
    of(r.engine).citations += r.citations;
  }
  for (const v of visits) {
    if (v.provider && v.day >= start && v.day <= end) of(v.provider).aiVisits += v.visits;
  }
  return totals;
};

export const generalMetrics = async (
  q: Queryable,
  project: ProjectRow,
  query: GeneralMetricsQuery,
  now: Date,
): Promise<GeneralMetricsReply> => {
  const range = resolveDashboardRange(now, {
    ...query,
    time_range: query.time_range ?? GENERAL_METRICS_DEFAULT_TIME_RANGE,
  });
  const previous = previousPeriod(range.start, range.end);
  const scope = {
    projectId: project.id,
    start: range.start,
    end: range.end,
    providers: query.providers,
    tagIds: query.tags?.map(Number),
  };
  const buckets = seriesBuckets(range.start, range.end);
  // Brand figures and visits are read from the start of the previous period for the changes.
  const withPrevious = { ...scope, start: previous.start };
  // Entity rows feed the series, whose multi-day points are whole weeks; domains are only totals.
  const [brandRows, visitRows, entityRows, domainRows] = await Promise.all([
    repo.brandDays(q, withPrevious),
    repo.aiVisitDays(q, withPrevious),
    repo.entityDays(q, { ...scope, wholeWeeks: buckets.days > 1 }),
    repo.domainReferences(q, { ...scope, wholeWeeks: true }),
  ]);

  // Series points hold only the range: rows of the previous period fall outside them.
  const current = totalsByProvider(range.start, range.end, brandRows, visitRows);
  const before = totalsByProvider(previous.start, previous.end, brandRows, visitRows);
  // The project's engines in their order (only the chosen ones when filtered), then any other
  // chosen engine or engine with data.
  const chosen = (p: string) => !query.providers?.length || query.providers.includes(p);
  const providers = [
    ...new Set([
      ...project.ai_engines.filter(chosen),
      ...(query.providers ?? []),
      ...[...current.keys()].filter(chosen),
    ]),
  ];

  const entities = entityTotals(
    entityRows.map((r) => ({
      key: r.entity_key,
      name: r.is_brand ? project.entity_name : r.name,
      isBrand: r.is_brand,
      day: r.day,
      mentions: r.mentions,
      positionSum: r.position_sum,
      positionCount: r.position_count,
    })),
  );
  const timeseries = competitorTimeseries(buckets, entities);
  const totals = [...current.values()].reduce(
    (t, p) => ({
      mentions: t.mentions + p.mentions,
      citations: t.citations + p.citations,
      aiVisits: t.aiVisits + p.aiVisits,
    }),
    { mentions: 0, citations: 0, aiVisits: 0 },
  );
  const previousMentions = [...before.values()].reduce((n, p) => n + p.mentions, 0);

  return {
    project: {
      id: project.uuid,
      title: project.title,
      entity_name: project.entity_name,
      domain: project.domain,
    },
    period: {
      time_range: range.timeRange,
      start_date: range.start,
      end_date: range.end,
      bucket_days: buckets.days,
    },
    general_metrics: {
      ai_analysis: generalMetricsMessages.summary({
        entity: project.entity_name,
        mentions: totals.mentions,
        mentionsChange: percentChange(totals.mentions, previousMentions),
        citations: totals.citations,
        aiVisits: totals.aiVisits,
        topCompetitor: entities.find((e) => !e.isBrand && e.mentions > 0)?.name ?? null,
      }),
      provider_metrics: providerMetrics(providers, current, before),
      performance_metrics: {
        labels: buckets.labels,
        appearances: {
          series: bucketSeries(
            buckets,
            brandRows.map((r) => ({ day: r.day, value: r.mentions })),
          ),
        },
        aiVisits: {
          series: bucketSeries(
            buckets,
            visitRows.map((r) => ({ day: r.day, value: r.visits })),
          ),
        },
        citations: {
          series: bucketSeries(
            buckets,
            brandRows.map((r) => ({ day: r.day, value: r.citations })),
          ),
        },
      },
      top_citations: topCitations(
        domainRows.map((r) => ({
          domain: r.domain,
          engine: r.engine,
          count: r.count,
          isClient: r.is_client,
        })),
      ),
      top_competitors: topCompetitors(entities),
      competitor_mentions_timeseries: timeseries.mentions,
      competitor_sov_timeseries: timeseries.sov,
    },
  };
};
