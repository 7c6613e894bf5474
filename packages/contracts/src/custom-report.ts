// The custom report (analysis spec 2.8, 3, 7, 8, 9): created from a brand with a title, a period and
// the data types it covers, then read as one printable document at /projects/{pid}/reports/{rid}.

import { TextRemovedAtSchema } from './answer-text-retention.ts';
import { daysBetween } from './days.ts';
import { AiAnalysisSourceSchema, GeneralMetricsReplySchema } from './general-metrics.ts';
import { DATE_RANGE_MAX_DAYS, dateRangeMessages, IsoDaySchema, text } from './input.ts';
import { ProvenanceSchema } from './insights.ts';
import { RatedBySchema } from './rating-judges.ts';
import { z } from './zod-setup.ts';

export const CUSTOM_REPORT_DATA_TYPES = ['RANKING', 'ACCURACY', 'WEBSITE', 'RECOMMENDATIONS'] as const;
export type CustomReportDataType = (typeof CUSTOM_REPORT_DATA_TYPES)[number];

/** Spec 9: the report's limits. */
export const CUSTOM_REPORT_LIMITS = {
  topCitations: 5,
  topCompetitors: 5,
  /** Sources and competitors on each prompt page. */
  perPrompt: 5,
  /** Competitors drawn in the share-of-voice chart; the rest are 'Others'. */
  shareOfVoiceCompetitors: 6,
  contentsWords: 8,
  pageTitleWords: 12,
  expectedResponseChars: 700,
  responseChars: 150,
  sourcesShown: 3,
  timelineColumns: 14,
  positionAxisMax: 15,
  positionAxisStep: 2,
  /** Ranking prompt pages start here in the table of contents. */
  firstPromptPage: 4,
  topRefererSources: 10,
} as const;

export const CUSTOM_REPORT_OTHERS = 'Others';
export const CUSTOM_REPORT_DEFAULT_TITLE = 'Custom Report';
const TITLE_MAX = 200;

export const customReportMessages = {
  dataTypesRequired: 'Choose at least one data type',
  invalidDataType: `data_types must be among ${CUSTOM_REPORT_DATA_TYPES.join(', ')}`,
  datesRequired: 'start_date and end_date are required',
  notFound: 'Report not found',
  loadFailed: 'Failed to load report',
  createFailed: 'Failed to create the report',
  /** Spec 8 fallbacks. */
  noPeriodAnalysis: 'No AI analysis available for this report period.',
  noQueryAnalysis: 'No AI analysis available for this query.',
  noWebsiteAnalysis: 'No AI analysis available for this website traffic data.',
  noRecommendationsAnalysis: 'No AI analysis available for these recommendations.',
  /** Sections whose data this installation does not hold yet. */
  noWebsiteData:
    'No website traffic data is available for this brand and period: the tracking code has not reported any visits.',
  noRecommendationData: 'No recommendations are available for this brand and period.',
  noPromptData: 'No answers were collected for this prompt in the report period.',
} as const;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The deterministic analyses: what the figures of a page say, in words, when no model is configured. */
export const customReportSummaries = {
  ranking: (s: {
    entity: string;
    mentions: number;
    avgPosition: number | null;
    shareOfVoice: number;
    citations: number;
    leader: string | null;
    topSource: string | null;
  }) =>
    s.mentions === 0
      ? `${s.entity} was not mentioned in the answers to this prompt over the period.` +
        (s.leader ? ` The engines recommended ${s.leader} most often.` : '')
      : [
          `${s.entity} was mentioned ${s.mentions} times` +
            (s.avgPosition === null ? '' : `, at an average position of ${s.avgPosition}`) +
            `, with ${s.shareOfVoice}% of the brand mentions.`,
          s.leader ? `${s.leader} was the brand mentioned most often.` : '',
          s.citations > 0
            ? `The answers cited ${s.citations} sources${s.topSource ? `, ${s.topSource} most often` : ''}.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
  accuracy: (s: { correct: string[]; almost: string[]; wrong: string[]; unrated: string[] }) =>
    [
      s.correct.length ? `${list(s.correct)} answered correctly.` : '',
      s.almost.length ? `${list(s.almost)} answered almost correctly.` : '',
      s.wrong.length ? `${list(s.wrong)} gave a wrong answer.` : '',
      s.unrated.length ? `No rated answer from ${list(s.unrated)}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  website: (s: { domain: string; total: number; ai: number; rate: number; topSource: string | null }) =>
    `${s.domain} received ${s.total} visits over the period, ${s.ai} of them from AI sites (${s.rate}%).` +
    (s.topSource ? ` The largest source of visits was ${s.topSource}.` : ''),
  recommendations: (s: { collaborations: number; content: number; social: number; influencers: number }) =>
    `${s.collaborations} websites to collaborate with, ${s.content} content ideas, ${s.social} social media opportunities and ${s.influencers} influencers to approach.`,
} as const;

export const customReportLabels = {
  loading: 'Preparing your Custom Report',
  tryAgain: 'Try Again',
  printTitle: 'Ready to print or download',
  printHint: 'Use Download Report and choose “Save as PDF” in the print dialog.',
  download: 'Download Report',
  cover: 'Cover',
  contents: 'Table of Contents',
  generalMetrics: 'General Metrics',
  rankingPrompts: 'Ranking prompts',
  accuracyPrompts: 'Accuracy prompts',
  websiteVisits: 'Website Visits',
  recommendations: 'Recommendations',
  strategicRecommendations: 'Strategic Recommendations',
  aiAnalysis: 'AI analysis',
  analysisWrittenByModel: 'Written by the configured language model from the figures on this page.',
  analysisSummary: 'A summary of the figures on this page (no language model is configured).',
  /** The metric boxes' change, which the spec fixes at 0 %: no earlier period is compared. */
  notCompared: 'Change not compared',
  performance: 'Mentions, visits from AI sites and citations',
  mentions: 'Mentions',
  aiVisits: 'Visits from AI Sites',
  citations: 'Citations',
  avgPosition: 'Avg Position',
  shareOfVoice: 'Share of Voice',
  topCitations: 'Top Citations',
  topCompetitors: 'Top Competitors',
  metricsByProvider: 'Metrics by Providers',
  /** A table whose columns go on over several tables, so that each fits the paper's width. */
  tablePart: (title: string, part: number, parts: number) => `${title} (${part} of ${parts})`,
  source: 'Source',
  count: 'Count',
  providers: 'Providers',
  competitor: 'Competitor',
  averagePosition: 'Average Position',
  yourBrand: 'Your Brand',
  yourDomain: 'Your Domain',
  metric: 'Metric',
  positionEvolution: 'Position Evolution',
  shareByProvider: 'Share of Voice by Provider',
  citationsAndSources: 'Citations and Sources',
  competitors: 'Competitors',
  expectedResponse: 'Expected Response',
  accuracyOverTime: 'Response Accuracy Over Time',
  provider: 'Provider',
  accuracy: 'Accuracy',
  response: 'Response',
  justification: 'Justification',
  sources: 'Sources',
  noSources: 'No sources',
  notAvailable: 'N/A',
  websiteTitle: (domain: string) => `Website Traffic Analysis - ${domain}`,
  totalVisits: 'Total Visits',
  aiRefererVisits: 'AI Referer Visits',
  humanRefererVisits: 'Human Referer Visits',
  aiRefererRate: 'AI Referer Rate',
  visitsOverTime: 'Visits Over Time',
  visitsBySource: 'Visits by Source',
  popularPages: 'Most Popular Pages',
  pageUrl: 'Page URL',
  trafficSources: 'Traffic sources',
  websiteCollaboration: 'Website Collaboration',
  contentCreation: 'Content Creation',
  socialMedia: 'Social Media Opportunities',
  influencers: 'Influencer Opportunities',
  visitSite: 'Visit Site',
  research: 'Research',
  viewPost: 'View Post',
  viewProfile: 'View Profile',
  page: (n: number) => `p. ${n}`,
  // The form that creates a report (brand screen).
  create: 'Custom report',
  createTitle: 'Create a custom report',
  title: 'Title',
  period: 'Period',
  dataTypes: 'Data included',
  dataTypeLabels: {
    RANKING: 'Rankings (general metrics and ranking prompts)',
    ACCURACY: 'Accuracy prompts',
    WEBSITE: 'Website traffic',
    RECOMMENDATIONS: 'Recommendations',
  } satisfies Record<CustomReportDataType, string>,
  submit: 'Create report',
  previous: 'Earlier reports',
  cancel: 'Cancel',
  correct: 'Correct',
  almost: 'Almost',
  wrong: 'Wrong',
  noData: 'No Data',
} as const;

/** POST projects/{id}/reports/create/ (ours: the spec gives no creation call). */
export const CustomReportCreateSchema = z
  .object({
    title: text(TITLE_MAX)
      .optional()
      .transform((t) => t || CUSTOM_REPORT_DEFAULT_TITLE),
    start_date: IsoDaySchema,
    end_date: IsoDaySchema,
    data_types: z
      .array(
        z.enum(CUSTOM_REPORT_DATA_TYPES, customReportMessages.invalidDataType),
        customReportMessages.dataTypesRequired,
      )
      .min(1, customReportMessages.dataTypesRequired)
      .max(CUSTOM_REPORT_DATA_TYPES.length, customReportMessages.invalidDataType)
      .transform((types) => CUSTOM_REPORT_DATA_TYPES.filter((t) => types.includes(t))),
  })
  .superRefine((r, ctx) => {
    if (r.start_date > r.end_date)
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: dateRangeMessages.startAfterEnd });
    else if (daysBetween(r.start_date, r.end_date) + 1 > DATE_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: dateRangeMessages.tooLong });
  });
export type CustomReportCreate = z.infer<typeof CustomReportCreateSchema>;

export const CustomReportSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  data_types: z.array(z.enum(CUSTOM_REPORT_DATA_TYPES)),
  created_at: z.string(),
});
export type CustomReportSummary = z.infer<typeof CustomReportSummarySchema>;
export const CustomReportListSchema = z.object({ reports: z.array(CustomReportSummarySchema) });

/** Who wrote an AI analysis: the configured model, or the deterministic summary of the figures. */
const AnalysisSchema = z.object({
  ai_analysis: z.string().nullable(),
  ai_analysis_source: AiAnalysisSourceSchema.nullable(),
});

const GeneralMetricsSectionSchema = GeneralMetricsReplySchema.shape.general_metrics
  .pick({ provider_metrics: true, performance_metrics: true, top_citations: true, top_competitors: true })
  .extend(AnalysisSchema.shape);

const RankingPromptSchema = z.object({
  query_id: z.number().int(),
  query_text: z.string(),
  ...AnalysisSchema.shape,
  metrics: z.object({
    mentions: z.number().int(),
    avg_position: z.number().nullable(),
    citations: z.number().int(),
    share_of_voice: z.number(),
  }),
  /** Ours: the spec fixes the boxes' changes at 0 %, which no comparison measured; the page says "not compared". */
  changes_compared: z
    .literal(false)
    .describe(
      'The metric boxes compare with no earlier period: the spec fixes their change at 0 %, shown as not compared.',
    ),
  position_timeline: z.array(z.object({ date: z.string(), llm_company: z.string(), position: z.number() })),
  /** Per provider: the share of each of the 6 most mentioned entities, and Others (100 minus their sum). */
  share_of_voice: z.object({
    providers: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), is_client: z.boolean(), values: z.array(z.number()) })),
  }),
  top_sources: z.array(z.object({ domain: z.string(), count: z.number().int(), is_client: z.boolean() })),
  top_competitors: z.array(
    z.object({
      name: z.string(),
      avg_position: z.number().nullable(),
      appearances: z.number().int(),
      is_client: z.boolean(),
    }),
  ),
});
export type CustomReportRankingPrompt = z.infer<typeof RankingPromptSchema>;

const AccuracyPromptSchema = z.object({
  query_id: z.number().int(),
  query_text: z.string(),
  ...AnalysisSchema.shape,
  /** Cut at 700 characters. */
  expected_response: z.string(),
  requests: z.array(
    z.object({
      llm_company: z.string(),
      /** 2 correct, 1 almost, 0 wrong, null not rated. */
      punctuation: z.number().int().nullable(),
      /** Cut at 150 characters. */
      result_response: z.string(),
      text_removed_at: TextRemovedAtSchema,
      justification: z.string().nullable(),
      /** At most 3. */
      sources: z.array(z.string()),
    }),
  ),
  /** Ours: who rated the period's answers of the prompt. */
  rated_by: RatedBySchema,
  /** At most 14 columns, thinned by stride, the last kept. */
  accuracy_timeline: z.array(
    z.object({
      date: z.string(),
      providers: z.record(
        z.string(),
        z.object({
          punctuation: z.number().nullable(),
          score: z.number().nullable(),
          count: z.number().int(),
        }),
      ),
    }),
  ),
});
export type CustomReportAccuracyPrompt = z.infer<typeof AccuracyPromptSchema>;

/** The website section once the website analysis module provides visits (spec 3 shape). */
const CustomReportWebsiteSchema = z.object({
  domain: z.string(),
  ...AnalysisSchema.shape,
  total_visits: z.number().int(),
  ai_visits: z.number().int(),
  realtime_response_bots: z.record(z.string(), z.number()),
  referer_sources: z.record(z.string(), z.number()),
  timeline_data: z.object({ labels: z.array(z.string()), values: z.array(z.number()) }),
  popular_pages: z.array(
    z.object({
      endpoint: z.string(),
      total_visits: z.number().int(),
      provider_breakdown: z.array(
        z.object({ provider: z.string(), count: z.number().int(), color: z.string() }),
      ),
    }),
  ),
});
export type CustomReportWebsite = z.infer<typeof CustomReportWebsiteSchema>;

/** The recommendations section once the recommendations module provides them (spec 3 shape). */
const CustomReportRecommendationsSchema = z.object({
  ...AnalysisSchema.shape,
  website_collaborations: z.array(
    z.object({ domain: z.string(), justification: z.string(), link: z.string() }),
  ),
  content_recommendations: z.array(
    z.object({ topic: z.string(), icon: z.string(), justification: z.string(), link: z.string() }),
  ),
  social_media_opportunities: z.array(
    z.object({
      platform: z.string(),
      icon: z.string(),
      color: z.string(),
      justification: z.string(),
      link: z.string(),
    }),
  ),
  influencer_opportunities: z.array(
    z.object({
      name: z.string(),
      handle: z.string(),
      avatar: z.string(),
      platform: z.string(),
      justification: z.string(),
      link: z.string(),
    }),
  ),
});
export type CustomReportRecommendations = z.infer<typeof CustomReportRecommendationsSchema>;

/** GET projects/{id}/reports/{rid}/: the report as the spec reads it. */
export const CustomReportSchema = CustomReportSummarySchema.extend({
  report_planning: z.object({
    entity_name: z.string(),
    entity_picture: z.string().nullable(),
    domain: z.string(),
    ai_engines: z.array(z.string()),
  }),
  /** Ours: the answers of the period its figures rest on, measured or simulated (sandbox). */
  provenance: ProvenanceSchema,
  aggregated_data: z.object({
    general_metrics: GeneralMetricsSectionSchema.nullable(),
    ranking_prompts: z.array(RankingPromptSchema),
    accuracy_prompts: z.array(AccuracyPromptSchema),
    /** Null: no website data (the section says so). */
    website_analysis: CustomReportWebsiteSchema.nullable(),
    /** Null: no recommendations (the section says so). */
    recommendations: CustomReportRecommendationsSchema.nullable(),
  }),
});
export type CustomReport = z.infer<typeof CustomReportSchema>;
export type CustomReportGeneralMetrics = z.infer<typeof GeneralMetricsSectionSchema>;
