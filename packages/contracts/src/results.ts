// Replies of the brand detail screens (spec 2 sections 3 and 7) and the printable report.
import { z } from 'zod';
import {
  BigRowIdSchema,
  checkDateRange,
  dateRangeMessages,
  dateRangeShape,
  list,
  RowIdSchema,
  RowRefSchema,
} from './input.ts';

export const DATE_RANGE_DEFAULT_WEEKS = 6;

/** Optional start_date / end_date (YYYY-MM-DD); both or neither, start not after end, two years at most. */
export const DateRangeQuerySchema = z.object(dateRangeShape).superRefine((q, ctx) => {
  if (!q.start_date !== !q.end_date) {
    ctx.addIssue({ code: 'custom', message: dateRangeMessages.bothOrNeither, path: ['start_date'] });
  }
  checkDateRange(q, ctx);
});

export const TREND = ['up', 'down', 'stable'] as const;
export const TrendSchema = z.enum(TREND);

export const SeriesSchema = z.object({ label: z.string(), data: z.array(z.number().nullable()) });
export const ChartSchema = z.object({ labels: z.array(z.string()), datasets: z.array(SeriesSchema) });

export const RankingResultSchema = z.object({
  provider: z.string(),
  client_position: z.number().nullable(),
  previous_position: z.number().nullable(),
  trend: TrendSchema,
  execution_date: z.string().nullable(),
  no_answer: z.boolean(),
  simulated: z.boolean(),
  samples: z.number().int(),
  competitors: z.array(
    z.object({
      name: z.string(),
      is_client: z.boolean(),
      current_week_position: z.number().nullable(),
      last_week_position: z.number().nullable(),
    }),
  ),
  sources: z.array(z.string()),
});

export const RankingQueryResultSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  query_text: z.string(),
  on_execution: z.boolean(),
  client_position: z.number().nullable(),
  previous_position: z.number().nullable(),
  trend: TrendSchema,
  results: z.array(RankingResultSchema),
  chart_data: ChartSchema,
  weeks_range: z.array(z.string()),
  ordered_ranking: z.array(z.object({ position: z.number().int(), name: z.string(), label: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const QuestionResultSchema = z.object({
  provider: z.string(),
  rating: z.number().nullable(),
  previous_rating: z.number().nullable(),
  score: z.number().nullable(),
  response: z.string().nullable(),
  justification: z.string().nullable(),
  previous_response: z.string().nullable(),
  previous_justification: z.string().nullable(),
  previous_date: z.string().nullable(),
  execution_date: z.string().nullable(),
  no_answer: z.boolean(),
  simulated: z.boolean(),
  sources: z.array(z.string()),
});

export const QuestionQueryResultSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  query_text: z.string(),
  expected_response: z.string(),
  on_execution: z.boolean(),
  status: z.enum(['Correct', 'Almost all correct', 'Incorrect response', 'No data']),
  results: z.array(QuestionResultSchema),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const ProjectQueriesSchema = z.object({
  ranking_queries: z.array(RankingQueryResultSchema),
  question_queries: z.array(QuestionQueryResultSchema),
});

export const WebsiteReferenceSchema = z.object({
  domain: z.string(),
  is_client_domain: z.boolean(),
  count: z.number().int(),
  /** References from ranking and from accuracy prompts. */
  ranking_count: z.number().int(),
  question_count: z.number().int(),
  /** How many ranking and accuracy prompts cited the domain (the other reading of the spec's counts). */
  ranking_prompts: z.number().int(),
  question_prompts: z.number().int(),
  request_types: z.array(z.enum(['Ranking', 'Question'])),
  unique_urls: z.number().int(),
  endpoints: z.array(z.object({ url: z.string(), count: z.number().int() })),
  weekly_data: z.array(z.number().int()),
});

export const ImportantWebsitesSchema = z.object({
  websites: z.array(WebsiteReferenceSchema),
  weeks_range: z.array(z.string()),
});

export const CompetitorSchema = z.object({
  label: z.string(),
  name: z.string(),
  is_client: z.boolean(),
  avg: z.number().nullable(),
  appearance_count: z.number().int(),
  trend: TrendSchema,
  weekly_data: z.array(z.number().int()),
  weekly_positions: z.array(z.number().nullable()),
  query_appearances: z.array(
    z.object({
      query_text: z.string(),
      sources: z.array(z.string()),
      position: z.number().nullable(),
      provider: z.string(),
      date: z.string(),
    }),
  ),
});

export const CompetitorsSchema = z.object({
  competitors: z.array(CompetitorSchema),
  weeks_range: z.array(z.string()),
});

export const ShareOfVoiceSchema = z.object({
  providers: z.array(z.string()),
  competitors: z.array(z.object({ label: z.string(), name: z.string(), is_client: z.boolean() })),
  share_matrix: z.record(
    z.string(),
    z.record(z.string(), z.object({ percentage: z.number(), mentions: z.number().int() })),
  ),
  total_mentions: z.number().int(),
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
