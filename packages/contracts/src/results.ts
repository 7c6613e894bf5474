// Replies of the brand detail screens (spec 2 sections 3 and 7) and the printable report.

import { AnswerOutcomesSchema } from './answer-outcomes.ts';
import { TextRemovedAtSchema } from './answer-text-retention.ts';
import {
  BigRowIdSchema,
  checkDateRange,
  dateRangeMessages,
  dateRangeShape,
  FILTER_VALUE_MAX_CHARS,
  list,
  pageParam,
  RowIdSchema,
  RowRefSchema,
  requiredText,
} from './input.ts';
import {
  intervalFields,
  ModelChangesSchema,
  seriesIntervalFields,
  TrendSignificantSchema,
} from './interval-fields.ts';
import { DASHBOARD_PAGE_MAX, promptDashboardMessages } from './prompt-dashboards.ts';
import { RatedBySchema } from './rating-judges.ts';
import { TrendSchema } from './trend.ts';
import { z } from './zod-setup.ts';

export const DATE_RANGE_DEFAULT_WEEKS = 6;

/** Both ends of a detail read's range or neither, start not after end, two years at most. */
const checkRangeQuery = (q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) => {
  if (!q.start_date !== !q.end_date) {
    ctx.addIssue({ code: 'custom', message: dateRangeMessages.bothOrNeither, path: ['start_date'] });
  }
  checkDateRange(q, ctx);
};

/** Optional start_date / end_date (YYYY-MM-DD). */
export const DateRangeQuerySchema = z.object(dateRangeShape).superRefine(checkRangeQuery);

/** The `view` value asking a list call for its rows without what an opened row shows. */
export const SUMMARY_VIEW = 'summary';
const viewShape = {
  view: z
    .enum([SUMMARY_VIEW])
    .optional()
    .describe(
      'summary: the rows without what an opened row adds (fetched on opening). Without it the reply is the spec’s full shape.',
    ),
};

/** GET projects/{id}/queries/: the optional view. */
export const ProjectQueriesQuerySchema = z.object(viewShape);

/** GET projects/{id}/important-websites/ and competitors/: the range and the optional view. */
export const InsightListQuerySchema = z
  .object({ ...dateRangeShape, ...viewShape })
  .superRefine(checkRangeQuery);

/** A series of averages (positions): per point the values behind it and its 95 % interval. */
const SeriesSchema = z.object({
  label: z.string(),
  data: z.array(z.number().nullable()),
  ...seriesIntervalFields('data'),
});
export const ChartSchema = z.object({ labels: z.array(z.string()), datasets: z.array(SeriesSchema) });

const RankingResultSchema = z.object({
  provider: z.string(),
  client_position: z.number().nullable(),
  ...intervalFields('client_position'),
  previous_position: z.number().nullable(),
  ...intervalFields('previous_position'),
  trend: TrendSchema,
  trend_significant: TrendSignificantSchema,
  execution_date: z.string().nullable(),
  no_answer: z.boolean(),
  simulated: z.boolean(),
  samples: z.number().int(),
  /** The answers of the latest execution that gave the position, by sample (not in the spec). */
  answer_ids: z.array(z.number().int()).optional(),
  competitors: z.array(
    z.object({
      name: z.string(),
      is_client: z.boolean(),
      current_week_position: z.number().nullable(),
      ...intervalFields('current_week_position'),
      last_week_position: z.number().nullable(),
      ...intervalFields('last_week_position'),
    }),
  ),
  sources: z.array(z.string()),
});

const TagsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** A row of the Ranking Prompts table: what the row shows; its expansion is fetched on opening. */
const RankingQuerySummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  query_text: z.string(),
  on_execution: z.boolean(),
  client_position: z.number().nullable(),
  ...intervalFields('client_position'),
  previous_position: z.number().nullable(),
  ...intervalFields('previous_position'),
  trend: TrendSchema,
  trend_significant: TrendSignificantSchema,
  /** The latest completed execution asked an engine this prompt (else the row shows No data yet). */
  has_results: z.boolean(),
  tags: TagsSchema,
});

/** GET projects/{id}/ranking-queries/{qid}/results/: an opened ranking prompt. */
export const RankingQueryResultSchema = RankingQuerySummarySchema.extend({
  results: z.array(RankingResultSchema),
  chart_data: ChartSchema,
  weeks_range: z.array(z.string()),
  ordered_ranking: z.array(z.object({ position: z.number().int(), name: z.string(), label: z.string() })),
  /** The latest execution's answers of the prompt: those its figures rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

const QuestionResultSchema = z.object({
  provider: z.string(),
  rating: z.number().nullable(),
  ...intervalFields('rating'),
  previous_rating: z.number().nullable(),
  score: z.number().nullable(),
  ...intervalFields('score'),
  /** The answers the responses are (not in the spec): their evidence and corrections. */
  answer_id: z.number().int().nullable().optional(),
  previous_answer_id: z.number().int().nullable().optional(),
  response: z.string().nullable(),
  text_removed_at: TextRemovedAtSchema,
  justification: z.string().nullable(),
  previous_response: z.string().nullable(),
  previous_text_removed_at: TextRemovedAtSchema,
  previous_justification: z.string().nullable(),
  previous_date: z.string().nullable(),
  execution_date: z.string().nullable(),
  no_answer: z.boolean(),
  simulated: z.boolean(),
  sources: z.array(z.string()),
});

const ACCURACY_STATUSES = ['Correct', 'Almost all correct', 'Incorrect response', 'No data'] as const;

/** A row of the Accuracy Prompts table. */
const QuestionQuerySummarySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  query_text: z.string(),
  expected_response: z.string(),
  on_execution: z.boolean(),
  status: z.enum(ACCURACY_STATUSES),
  has_results: z.boolean(),
  tags: TagsSchema,
});

/** GET projects/{id}/question-queries/{qid}/results/: an opened accuracy prompt. */
export const QuestionQueryResultSchema = QuestionQuerySummarySchema.extend({
  results: z.array(QuestionResultSchema),
  /** The latest execution's answers of the prompt: those its ratings rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
  /** Who rated the latest execution's answers. */
  rated_by: RatedBySchema,
});

/** GET projects/{id}/queries/: both prompt tables, each row with its results (spec 2 section 3). */
export const ProjectQueriesSchema = z.object({
  ranking_queries: z.array(RankingQueryResultSchema),
  question_queries: z.array(QuestionQueryResultSchema),
});

/** GET projects/{id}/queries/?view=summary: the rows only, as the tables show them before opening. */
export const ProjectQueriesSummarySchema = z.object({
  ranking_queries: z.array(RankingQuerySummarySchema),
  question_queries: z.array(QuestionQuerySummarySchema),
});

/** A cited domain in a date range: the row of the LLM Sources table and its weekly chart. */
export const WebsiteReferenceSchema = z.object({
  domain: z.string(),
  is_client_domain: z.boolean(),
  count: z.number().int(),
  /** References from ranking and from accuracy prompts. */
  ranking_count: z.number().int(),
  question_count: z.number().int(),
  request_types: z.array(z.enum(['Ranking', 'Question'])),
  weekly_data: z.array(z.number().int()),
});

/** Every URL of a domain cited in the range, most cited first. */
const EndpointsSchema = z.array(z.object({ url: z.string(), count: z.number().int() }));

/** With view=summary: the domains without their endpoints (an opened domain reads .../details/). */
export const ImportantWebsitesSummarySchema = z.object({
  websites: z.array(WebsiteReferenceSchema),
  weeks_range: z.array(z.string()),
  /** The range's answers: those the references were counted in, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

/** GET projects/{id}/important-websites/: each domain with its endpoints (spec 2 section 3). */
export const ImportantWebsitesSchema = ImportantWebsitesSummarySchema.extend({
  websites: z.array(WebsiteReferenceSchema.extend({ endpoints: EndpointsSchema })),
});

/** GET projects/{id}/important-websites/details/: one domain of the range, opened. */
export const WebsiteDetailsQuerySchema = z
  .object({ ...dateRangeShape, domain: requiredText(promptDashboardMessages.domainRequired, 253) })
  .superRefine(checkRangeQuery);

export const WebsiteDetailsSchema = z.object({
  domain: z.string(),
  unique_urls: z.number().int(),
  /** How many ranking and accuracy prompts cited the domain (the other reading of the spec's counts). */
  ranking_prompts: z.number().int(),
  question_prompts: z.number().int(),
  endpoints: EndpointsSchema,
  /** The range's answers: those the references were counted in, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

export const CompetitorSchema = z.object({
  /** The entity's key: names it in the appearances call. */
  key: z.string(),
  label: z.string(),
  name: z.string(),
  is_client: z.boolean(),
  avg: z.number().nullable(),
  ...intervalFields('avg'),
  appearance_count: z.number().int(),
  trend: TrendSchema,
  trend_significant: TrendSignificantSchema,
  weekly_data: z.array(z.number().int()),
  weekly_positions: z.array(z.number().nullable()),
  ...seriesIntervalFields('weekly_positions'),
});

export const CompetitorAppearanceSchema = z.object({
  query_text: z.string(),
  /** What the engine cited for the prompt on the day the competitor was last seen. */
  sources: z.array(z.string()),
  /** Average position over the range. */
  position: z.number().nullable(),
  ...intervalFields('position'),
  provider: z.string(),
  /** Last seen (YYYY-MM-DD). */
  date: z.string(),
});

/** With view=summary: the competitors without their appearances (an opened one reads .../appearances/). */
export const CompetitorsSummarySchema = z.object({
  competitors: z.array(CompetitorSchema),
  weeks_range: z.array(z.string()),
  /** Days an engine's served model changed inside the weeks shown. */
  model_changes: ModelChangesSchema,
  /** The range's answers: those the positions and appearances rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

/** GET projects/{id}/competitors/: each competitor with every appearance of the range (spec 2 section 3). */
export const CompetitorsSchema = CompetitorsSummarySchema.extend({
  competitors: z.array(CompetitorSchema.extend({ query_appearances: z.array(CompetitorAppearanceSchema) })),
});

/** Appearances per page of the competitor expansion (spec 2 section 9). */
export const APPEARANCES_PAGE_SIZE = 5;

/** GET projects/{id}/competitors/appearances/: one page of a competitor's prompt appearances. */
export const CompetitorAppearancesQuerySchema = z
  .object({
    ...dateRangeShape,
    entity: requiredText(promptDashboardMessages.entityRequired, FILTER_VALUE_MAX_CHARS),
    page: pageParam(promptDashboardMessages.invalidPage, DASHBOARD_PAGE_MAX),
  })
  .superRefine(checkRangeQuery);

/** Every (prompt, provider) the competitor appeared on in the range, last seen first. */
export const CompetitorAppearancesSchema = z.object({
  query_appearances: z.array(CompetitorAppearanceSchema),
  page: z.number().int(),
  total: z.number().int(),
  /** The range's answers: those the positions rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

export const ShareOfVoiceSchema = z.object({
  providers: z.array(z.string()),
  competitors: z.array(z.object({ label: z.string(), name: z.string(), is_client: z.boolean() })),
  share_matrix: z.record(
    z.string(),
    z.record(
      z.string(),
      /** percentage_n: the provider's entity mentions (the share's denominator); Wilson interval in percent. */
      z.object({ percentage: z.number(), ...intervalFields('percentage'), mentions: z.number().int() }),
    ),
  ),
  total_mentions: z.number().int(),
  /** The range's answers: those the mentions were counted in, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

export const NOTIFICATION_TYPES = ['REPORT_EXECUTION', 'RANKING_QUERY', 'QUESTION_QUERY'] as const;
/** Notifications one mark-read call may name. */
export const MARK_READ_IDS_MAX = 1000;
export const markReadMessages = {
  /** A body that is none of the three forms (zod cannot tell which one was meant). */
  invalid: `Give notification_ids (1 to ${MARK_READ_IDS_MAX} ids), query_id with query_type, or report_execution_id`,
} as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  project_id: z.number().int(),
  project_uuid: z.string(),
  report_execution_id: z.number().int().nullable(),
  ranking_query_id: z.number().int().nullable(),
  question_query_id: z.number().int().nullable(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});

export const NotificationsQuerySchema = z.object({
  project_id: RowRefSchema.optional(),
  is_read: z.enum(['true', 'false']).optional(),
});

export const MarkReadSchema = z.union(
  [
    z.object({ notification_ids: list(BigRowIdSchema, MARK_READ_IDS_MAX).min(1) }),
    z.object({
      query_id: RowIdSchema,
      query_type: z.enum(['ranking', 'question', 'RANKING', 'QUESTION']),
    }),
    z.object({ report_execution_id: RowIdSchema }),
  ],
  markReadMessages.invalid,
);

export const MarkTabReadSchema = z.object({
  notification_type: z.union([
    z.enum(NOTIFICATION_TYPES),
    list(z.enum(NOTIFICATION_TYPES), NOTIFICATION_TYPES.length).min(1),
  ]),
});
