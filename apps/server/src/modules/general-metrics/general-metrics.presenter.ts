// The general metrics reply (analysis spec 3, 7) from the figures of the period.
import {
  type AnswerOutcomes,
  type DashboardTimeRange,
  type GeneralMetricsReply,
  generalMetricsMessages,
  type ModelChange,
  type ProviderMetric,
} from '@sightline/contracts';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { EntityTotals } from '../prompt-dashboards/ranking-math.ts';
import {
  type Buckets,
  bucketSeries,
  competitorTimeseries,
  type DomainReferences,
  topCitations,
  topCompetitors,
} from './general-metrics-math.ts';

export interface GeneralMetricsFigures {
  range: { timeRange: DashboardTimeRange; start: string; end: string };
  buckets: Buckets;
  providers: Record<string, ProviderMetric>;
  /** Percent change of all brand mentions against the previous period. */
  mentionsChange: number;
  /** Rows of the period (rows of the previous period fall outside the buckets). */
  brand: readonly { day: string; answers: number; mentions: number; citations: number }[];
  visits: readonly { day: string; visits: number }[];
  domains: readonly DomainReferences[];
  entities: readonly EntityTotals[];
  /** The days an engine's served model changed in the period. */
  modelChanges: readonly ModelChange[];
  /** The period's answers counted and left out. */
  outcomes: AnswerOutcomes;
}

export const presentGeneralMetrics = (project: ProjectRow, f: GeneralMetricsFigures): GeneralMetricsReply => {
  const series = (values: { day: string; value: number }[]) => ({ series: bucketSeries(f.buckets, values) });
  const providers = Object.values(f.providers);
  const total = (k: 'mentions' | 'citations' | 'ai_visits') => providers.reduce((n, p) => n + p[k], 0);
  const timeseries = competitorTimeseries(f.buckets, f.entities);
  return {
    ...f.outcomes,
    project: {
      id: project.uuid,
      title: project.title,
      entity_name: project.entity_name,
      domain: project.domain,
    },
    period: {
      time_range: f.range.timeRange,
      start_date: f.range.start,
      end_date: f.range.end,
      bucket_days: f.buckets.days,
    },
    general_metrics: {
      ai_analysis: generalMetricsMessages.summary({
        entity: project.entity_name,
        mentions: total('mentions'),
        mentionsChange: f.mentionsChange,
        citations: total('citations'),
        aiVisits: total('ai_visits'),
        topCompetitor: f.entities.find((e) => !e.isBrand && e.mentions > 0)?.name ?? null,
      }),
      ai_analysis_source: 'summary',
      provider_metrics: f.providers,
      performance_metrics: {
        labels: f.buckets.labels,
        appearances: series(f.brand.map((r) => ({ day: r.day, value: r.mentions }))),
        aiVisits: series(f.visits.map((r) => ({ day: r.day, value: r.visits }))),
        citations: series(f.brand.map((r) => ({ day: r.day, value: r.citations }))),
        answered: bucketSeries(
          f.buckets,
          f.brand.map((r) => ({ day: r.day, value: r.answers })),
        ).map((answers) => answers > 0),
      },
      top_citations: topCitations(f.domains),
      top_competitors: topCompetitors(f.entities),
      competitor_mentions_timeseries: timeseries.mentions,
      competitor_sov_timeseries: timeseries.sov,
      competitor_sov_timeseries_n: timeseries.sovN,
      competitor_sov_timeseries_ci95: timeseries.sovCi95,
      model_changes: [...f.modelChanges],
    },
  };
};
