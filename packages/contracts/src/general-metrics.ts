// General metrics (analysis spec 2.9, 3, 4, 7, 8, 9): the brand-wide dashboard with provider, tag and
// date filters, its reply, its texts and its exports.

import { AnswerOutcomesSchema } from './answer-outcomes.ts';
import { RowIdParamSchema, repeatedFilter } from './input.ts';
import {
  intervalFields,
  keyedSeriesIntervalFields,
  ModelChangesSchema,
  TrendSignificantSchema,
} from './interval-fields.ts';
import { sharedLabels } from './messages.ts';
import { type DashboardTimeRange, filterShape, rangeChecks } from './prompt-dashboards.ts';
import { z } from './zod-setup.ts';

/** Spec 9: the screen and the call default to the last 30 days. */
export const GENERAL_METRICS_DEFAULT_TIME_RANGE: DashboardTimeRange = '30d';
/**
 * Performance and share-of-voice series: one point per day up to a month, per week (Monday to Sunday)
 * up to six months, else per four weeks, so that the weekly roll-ups fill whole points.
 */
export const GENERAL_METRICS_BUCKETS = [
  { maxDays: 31, days: 1 },
  { maxDays: 184, days: 7 },
] as const;
export const GENERAL_METRICS_WIDE_BUCKET_DAYS = 28;
/** Rows the tables receive (they page at GENERAL_METRICS_PAGE_SIZE on screen). */
export const GENERAL_METRICS_TOP_CITATIONS = 50;
export const GENERAL_METRICS_TOP_COMPETITORS = 50;
export const GENERAL_METRICS_PAGE_SIZE = 10;
/** Entities drawn on the mention and share-of-voice charts: the brand plus this many competitors. */
export const GENERAL_METRICS_CHART_COMPETITORS = 5;
/** The share-of-voice series of every entity not drawn on its own. */
export const GENERAL_METRICS_OTHER = 'Other';

export const generalMetricsMessages = {
  invalidTags: 'tags must be tag ids',
  loadFailed: 'Failed to load metrics',
  /** The deterministic summary sent as ai_analysis (no language model behind this screen). */
  summary: (s: {
    entity: string;
    mentions: number;
    mentionsChange: number;
    citations: number;
    aiVisits: number;
    topCompetitor: string | null;
  }) =>
    `${s.entity} was mentioned in ${s.mentions} AI answers (${s.mentionsChange >= 0 ? '+' : ''}${s.mentionsChange}% against the previous period of the same length), ` +
    `with ${s.citations} cited sources and ${s.aiVisits} visits from AI sites.` +
    (s.topCompetitor ? ` The most mentioned competitor was ${s.topCompetitor}.` : ''),
} as const;

/** Tag filter values are tag ids, repeated or comma separated. */
const tagIds = repeatedFilter(true).refine(
  (ids) => !ids || ids.every((id) => RowIdParamSchema.safeParse(id).success),
  generalMetricsMessages.invalidTags,
);

/** GET projects/{id}/general-metrics/: time_range (default 30d) or custom dates, providers and tags repeated. */
export const GeneralMetricsQuerySchema = z
  .object({
    time_range: filterShape.time_range,
    start_date: filterShape.start_date,
    end_date: filterShape.end_date,
    providers: filterShape.providers,
    tags: tagIds,
  })
  .superRefine(rangeChecks);
export type GeneralMetricsQuery = z.infer<typeof GeneralMetricsQuerySchema>;

const SeriesSchema = z.object({ series: z.array(z.number()) });

const ProviderMetricSchema = z.object({
  mentions: z.number().int(),
  /** n: the provider's answers in the period; ci95: the Wilson interval of the mention rate × n. */
  ...intervalFields('mentions'),
  ai_visits: z.number().int(),
  citations: z.number().int(),
  /** Percent change against the previous period of equal length, one decimal (+100 from nothing). */
  mentions_change: z.number(),
  /** The two periods' mention-rate intervals do not overlap (else the change is within noise). */
  mentions_change_significant: TrendSignificantSchema,
  ai_visits_change: z.number(),
  citations_change: z.number(),
  /**
   * Each change's previous-period figure, null when there was none (the provider did not answer, or
   * no AI visit was recorded): a change from nothing reads "new" (`isNewFigure`), never +100%.
   */
  mentions_previous: z.number().int().nullable(),
  ai_visits_previous: z.number().int().nullable(),
  citations_previous: z.number().int().nullable(),
});
export type ProviderMetric = z.infer<typeof ProviderMetricSchema>;

const TopCitationSchema = z.object({
  domain: z.string(),
  count: z.number().int(),
  providers: z.array(z.string()),
  isClient: z.boolean(),
});
export type TopCitation = z.infer<typeof TopCitationSchema>;

const TopCompetitorSchema = z.object({
  name: z.string(),
  /** Average position over the answers that ranked it, one decimal; null when never ranked. */
  avgPosition: z.number().nullable(),
  ...intervalFields('avgPosition'),
  /** Its mentions as a percent of all entity mentions, one decimal. */
  shareOfVoice: z.number(),
  /** n: all entity mentions (the share's denominator); Wilson interval in percent. */
  ...intervalFields('shareOfVoice'),
  isClient: z.boolean(),
});
export type TopCompetitor = z.infer<typeof TopCompetitorSchema>;

/** Who wrote an AI analysis: the configured language model, or the deterministic summary of the figures. */
export const AiAnalysisSourceSchema = z.enum(['llm', 'summary']);

const GeneralMetricsSchema = z.object({
  ai_analysis: z.string().nullable(),
  /** Ours: this screen's analysis is always the deterministic summary (no language model writes it). */
  ai_analysis_source: AiAnalysisSourceSchema.nullable(),
  provider_metrics: z.record(z.string(), ProviderMetricSchema),
  performance_metrics: z.object({
    /** First day (YYYY-MM-DD) of each point. */
    labels: z.array(z.string()),
    appearances: SeriesSchema,
    aiVisits: SeriesSchema,
    citations: SeriesSchema,
    /**
     * Per label: whether any answer was counted in the point. Where false (no report that day), the
     * appearances, citations and competitor mentions of the point are no figure, not a zero; visits
     * are counted every day.
     */
    answered: z.array(z.boolean()),
  }),
  top_citations: z.array(TopCitationSchema),
  top_competitors: z.array(TopCompetitorSchema),
  /** Entity name → mentions per label. */
  competitor_mentions_timeseries: z.record(z.string(), z.array(z.number())),
  /**
   * Entity name → share of voice per label (percent); 'Other' holds the rest. Null where nothing was
   * mentioned (no report that day), as on the ranking dashboard's chart.
   */
  competitor_sov_timeseries: z.record(z.string(), z.array(z.number().nullable())),
  /** Per entity and label: the mentions counted that day (n) and the Wilson interval of the share, in percent. */
  ...keyedSeriesIntervalFields('competitor_sov_timeseries'),
  /** Days an engine's served model changed inside the period. */
  model_changes: ModelChangesSchema,
});
export type GeneralMetrics = z.infer<typeof GeneralMetricsSchema>;

export const GeneralMetricsReplySchema = z.object({
  project: z.object({ id: z.string(), title: z.string(), entity_name: z.string(), domain: z.string() }),
  period: z.object({
    time_range: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    bucket_days: z.number().int(),
  }),
  general_metrics: GeneralMetricsSchema,
  /** The period's answers: those the figures rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});
export type GeneralMetricsReply = z.infer<typeof GeneralMetricsReplySchema>;

export const generalMetricsLabels = {
  openButton: 'General Metrics',
  subtitle: 'General Metrics',
  back: 'Back to brand',
  providersLabel: 'AI providers',
  providersPlaceholder: 'All AI Providers',
  tagsLabel: 'Tags',
  tagsPlaceholder: 'All Tags',
  dateRangeLabel: 'Date range',
  /** Picker display format (the call sends YYYY-MM-DD). */
  dateFormat: 'YYYY-MM-DD',
  /** Names of the calendar's controls (icon-only buttons). */
  calendar: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
  },
  /** MultiSelect shows this many chosen labels, then "+N". */
  maxPills: 2,
  morePills: (n: number) => `+${n}`,
  loading: 'Loading General Metrics',
  errorTitle: 'Error loading metrics',
  tryAgain: sharedLabels.tryAgain,
  charts: {
    performance: 'Performance Metrics',
    brandMentions: 'Brand Mentions',
    shareOfVoice: 'Share of Voice Over Time',
  },
  series: { mentions: 'Mentions', aiVisits: 'Visits from AI Sites', citations: 'Citations' },
  total: 'Total',
  tables: {
    topCitations: 'Top Citations',
    topCompetitors: 'Top Competitors',
    providerMetrics: 'Metrics by Provider',
  },
  columns: {
    source: 'Source',
    count: 'Count',
    providers: 'Providers',
    competitor: 'Competitor',
    avgPosition: 'Avg. Position',
    shareOfVoice: 'Share of Voice',
    provider: 'Provider',
    metric: 'Metric',
    value: 'Value',
    change: 'Change',
  },
  rows: { mentions: 'Mentions', aiVisits: 'AI Visits', citations: 'Citations' },
  yourBrand: sharedLabels.yourBrand,
  yourDomain: sharedLabels.yourDomain,
  notAvailable: 'N/A',
  empty: {
    citations: 'No citation data available',
    competitors: 'No competitor data available',
    providers: 'No provider metrics available. Make sure you have AI providers configured for this project.',
    chart: 'No data for the selected filters',
  },
  downloadPng: (what: string) => `Download ${what} as PNG`,
  downloadCsv: (what: string) => `Download ${what} as CSV`,
  pager: (what: string) => `${what} pages`,
} as const;

/** Spec 9: the CSV columns of each table export. */
export const GENERAL_METRICS_CSV_COLUMNS = {
  topCitations: ['Source', 'Count', 'Providers'],
  topCompetitors: ['Competitor', 'Average Position', 'Share of Voice (%)', 'Is Client'],
  providerMetrics: [
    'Provider',
    'Mentions',
    'Mentions Change (%)',
    'AI Visits',
    'AI Visits Change (%)',
    'Citations',
    'Citations Change (%)',
  ],
} as const;

/** Base names of the exports; each file is `<base>-YYYY-MM-DD.<csv|png>` (spec 9: names include the date). */
export const GENERAL_METRICS_EXPORT_NAMES = {
  topCitations: 'top-citations',
  topCompetitors: 'top-competitors',
  providerMetrics: 'provider-metrics',
  performance: 'performance-metrics',
  brandMentions: 'brand-mentions',
  shareOfVoice: 'share-of-voice-over-time',
} as const;
export type GeneralMetricsExport = keyof typeof GENERAL_METRICS_EXPORT_NAMES;
