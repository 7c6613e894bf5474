import { AnswerProvenanceSchema } from './answer-outcomes.ts';
import { ENGINE_CODES } from './engines.ts';
import { list, RowIdSchema, RowRefSchema, requiredText, text } from './input.ts';
import {
  intervalFields,
  keyedSeriesIntervalFields,
  ModelChangesSchema,
  TrendSignificantSchema,
} from './interval-fields.ts';
import { projectMessages as m } from './project-messages.ts';
import { SamplingTotalsSchema } from './sampling.ts';
import { z } from './zod-setup.ts';

export const SCHEDULE_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];
export const SHARE_PERMISSIONS = ['VIEW', 'EDIT'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

export const RankingPromptSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  query_text: z.string(),
  created_at: z.string(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RankingPrompt = z.infer<typeof RankingPromptSchema>;

export const AccuracyPromptSchema = RankingPromptSchema.extend({ expected_response: z.string() });
export type AccuracyPrompt = z.infer<typeof AccuracyPromptSchema>;

export const ExecutionSummarySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  executed_at: z.string(),
  status: z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'FAILED']),
  /** Samples and extra answers (the report history shows them; other replies may leave it out). */
  sampling: SamplingTotalsSchema.optional(),
});

/** GET projects/{id}/execution-status/: the running report, the schedule and the report history. */
export const ExecutionStatusSchema = z.object({
  running: z.boolean(),
  is_running: z.boolean(),
  estimated_time: z.number().int().describe('Minutes: 10 per prompt, 50 by default'),
  current_execution: ExecutionSummarySchema.nullable(),
  next_execution: z.string().describe('ISO time of the next scheduled run, or "Not scheduled"'),
  queries_on_execution: z.array(z.number().int()),
  executions: z.array(ExecutionSummarySchema),
});

/** POST projects/{id}/run/: the report started. */
export const RunStartedSchema = z.object({ message: z.string(), execution: ExecutionSummarySchema });

export const ProjectSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  title: z.string(),
  description: z.string(),
  entity_name: z.string(),
  entity_label: z.string(),
  location: z.string(),
  domain: z.string(),
  entity_website: z.string(),
  aliases: z.array(z.string()),
  ai_engines: z.array(z.enum(ENGINE_CODES)),
  entity_picture: z.string().nullable(),
  scheduled_day: z.enum(SCHEDULE_DAYS).nullable(),
  scheduled_hour: z.number().int().min(0).max(23).nullable(),
  timezone: z.string(),
  next_execution: z.string().nullable(),
  customer_id: z.number().int(),
  is_owner: z.boolean(),
  permission: z.enum(['OWNER', ...SHARE_PERMISSIONS]),
  ranking_queries_count: z.number().int(),
  question_queries_count: z.number().int(),
  ranking_queries: z.array(RankingPromptSchema),
  question_queries: z.array(AccuracyPromptSchema),
  last_execution: ExecutionSummarySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * POST projects/create/: the brand, and whether its first report started with it (the run route's
 * checks apply: when the owner's plan refuses, `message` says why).
 */
export const ProjectCreatedSchema = ProjectSchema.extend({
  first_report: z.object({ started: z.boolean(), message: z.string() }),
});
export type ProjectCreated = z.infer<typeof ProjectCreatedSchema>;

/** Executions GET projects/{id}/ carries: the newest ones (the Reports tab pages the rest). */
export const PROJECT_RECENT_EXECUTIONS = 10;

/**
 * GET projects/{id}/ (spec 2 section 3): the brand with its prompts as requests (each with its type),
 * its newest executions and the charts of the default six weeks: the brand's weekly average position
 * per provider over the ranking prompts, and the weekly count of accuracy answers rated correct
 * (good), almost correct (partial) and wrong (poor).
 */
export const ProjectDetailSchema = ProjectSchema.extend({
  requests: z.array(
    z.object({
      id: z.number().int(),
      uuid: z.uuid(),
      query_text: z.string(),
      type: z.enum(['RANKING', 'QUESTION']),
    }),
  ),
  executions: z.array(ExecutionSummarySchema),
  chart_data: z.object({
    ranking: z.object({
      weeks: z.array(z.string()),
      providers: z.record(z.string(), z.array(z.number().nullable())),
      /** Per provider and week: positions averaged and the 95 % t interval of their mean. */
      ...keyedSeriesIntervalFields('providers'),
      /** Days an engine's served model changed inside the weeks shown. */
      model_changes: ModelChangesSchema,
    }),
    question: z.object({
      weeks: z.array(z.string()),
      performance: z.object({
        good: z.array(z.number().int()),
        partial: z.array(z.number().int()),
        poor: z.array(z.number().int()),
      }),
    }),
  }),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** A project reference in a path: its uuid (preferred) or its integer id. */
export const ProjectRefSchema = z.object({ id: RowRefSchema });

/** Most tags one prompt may carry. */
export const MAX_TAGS_PER_PROMPT = 50;

/**
 * The prompt's tags after the save, when given: the prompt ends up with exactly these tags of its
 * project, in the same transaction as its text (absent: the tags stay as they are).
 */
const tagIds = list(RowIdSchema, MAX_TAGS_PER_PROMPT).optional();

export const PROMPT_TEXT_MAX = 1000;
const EXPECTED_RESPONSE_MAX = 4000;

export const RankingPromptInputSchema = z.object({
  query_text: requiredText(m.queryTextRequired, PROMPT_TEXT_MAX),
  tag_ids: tagIds,
});
export const AccuracyPromptInputSchema = z.object({
  query_text: requiredText(m.queryTextRequired, PROMPT_TEXT_MAX),
  expected_response: requiredText(m.expectedResponseRequired, EXPECTED_RESPONSE_MAX),
  tag_ids: tagIds,
});

/** Prompts inside the brand form: plain strings or objects; an id keeps an existing prompt on update. */
const FormRankingPromptSchema = z.preprocess(
  (p) => (typeof p === 'string' ? { query_text: p } : p),
  z.object({
    id: RowIdSchema.optional(),
    query_text: requiredText(m.promptTextRequired, PROMPT_TEXT_MAX),
  }),
);
const FormAccuracyPromptSchema = z
  .object({
    id: RowIdSchema.optional(),
    query_text: text(PROMPT_TEXT_MAX).optional(),
    question: text(PROMPT_TEXT_MAX).optional(),
    expected_response: text(EXPECTED_RESPONSE_MAX).optional(),
    answer: text(EXPECTED_RESPONSE_MAX).optional(),
  })
  .transform((p, ctx) => {
    const query_text = (p.query_text ?? p.question ?? '').trim();
    const expected_response = (p.expected_response ?? p.answer ?? '').trim();
    if (!query_text) ctx.addIssue({ code: 'custom', message: m.questionTextRequired, path: ['query_text'] });
    if (!expected_response) {
      ctx.addIssue({ code: 'custom', message: m.expectedResponseRequired, path: ['expected_response'] });
    }
    return { id: p.id, query_text, expected_response };
  });

/** The multipart brand form after its JSON fields are decoded (spec 1 section 7, projects/create and update). */
export const ProjectFormSchema = z.object({
  title: text(200).optional(),
  description: text(4000).optional().default(''),
  entity_name: requiredText(m.entityNameRequired, 200),
  entity_label: text(200).optional(),
  location: requiredText(m.locationRequired, 200),
  domain: text(253).optional().default(''),
  entity_website: text(2000).optional().default(''),
  aliases: list(text(200).min(1), 20).optional(),
  ai_engines: z
    .array(z.enum(ENGINE_CODES, m.unknownEngine), m.engineRequired)
    .min(1, m.engineRequired)
    .max(ENGINE_CODES.length),
  scheduled_day: z.enum(SCHEDULE_DAYS).optional(),
  scheduled_hour: z.coerce.number().int().min(0).max(23).optional(),
  timezone: text(64)
    .optional()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown timezone'),
  ranking_queries: list(FormRankingPromptSchema, 1000).optional(),
  question_queries: list(FormAccuracyPromptSchema, 1000).optional(),
  remove_logo: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export type ProjectForm = z.infer<typeof ProjectFormSchema>;
/** The brand form before parsing: what the wizard sends (lists decoded from their JSON). */
export type ProjectFormInput = z.input<typeof ProjectFormSchema>;

const DashboardMetricSchema = z.object({
  /** Answers of the last 24 hours that mention the brand. */
  mentions: z.number(),
  /** n: answers of the window; ci95: the Wilson interval of the mention rate × n. */
  ...intervalFields('mentions'),
  mentions_change: z.number(),
  /** The two windows' mention-rate intervals do not overlap (else the change is within noise). */
  mentions_change_significant: TrendSignificantSchema,
  /** Each change's previous window figure: a change from nothing reads "new" (`isNewFigure`). */
  mentions_previous: z.number(),
  average_position: z.number().nullable(),
  ...intervalFields('average_position'),
  average_position_change: z.number(),
  average_position_change_significant: TrendSignificantSchema,
  average_position_previous: z.number().nullable(),
  referred_users: z.number(),
  referred_users_change: z.number(),
  referred_users_previous: z.number(),
  ai_citations: z.number(),
  ai_citations_change: z.number(),
  ai_citations_previous: z.number(),
  /** The current window's answers: those mentions, positions and citations rest on, and how many were simulated. */
  ...AnswerProvenanceSchema.shape,
  /** The previous window's, which the changes rest on too. */
  answers_counted_previous: AnswerProvenanceSchema.shape.answers_counted,
  answers_simulated_previous: AnswerProvenanceSchema.shape.answers_simulated,
});
export type DashboardMetric = z.infer<typeof DashboardMetricSchema>;

/** A brand's metrics without any answer or visit in either window (spec 1: 0, and null for position). */
export const EMPTY_DASHBOARD_METRIC: DashboardMetric = {
  mentions: 0,
  mentions_n: 0,
  mentions_ci95: null,
  mentions_change: 0,
  mentions_change_significant: false,
  mentions_previous: 0,
  average_position: null,
  average_position_n: 0,
  average_position_ci95: null,
  average_position_change: 0,
  average_position_change_significant: false,
  average_position_previous: null,
  referred_users: 0,
  referred_users_change: 0,
  referred_users_previous: 0,
  ai_citations: 0,
  ai_citations_change: 0,
  ai_citations_previous: 0,
  answers_counted: 0,
  answers_simulated: 0,
  answers_counted_previous: 0,
  answers_simulated_previous: 0,
};

export const NotificationCountsSchema = z.object({
  total: z.number().int(),
  report_execution: z.number().int(),
  ranking_query: z.number().int(),
  question_query: z.number().int(),
});

export const WebsiteSuggestionsSchema = z.object({
  url: z.string(),
  domain: z.string(),
  ranking_queries: z.array(z.object({ query_text: z.string(), explanation: z.string() })),
  question_queries: z.array(
    z.object({ query_text: z.string(), expected_response: z.string(), explanation: z.string() }),
  ),
});

export const AnalyzeWebsiteRequestSchema = z.object({
  url: text(2000),
  entity_name: text(200).optional().default(''),
  entity_location: text(200).optional().default(''),
});

export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) });

export const DashboardMetricsReplySchema = z.object({ metrics: z.record(z.string(), DashboardMetricSchema) });

export const NotificationCountsReplySchema = NotificationCountsSchema.extend({
  projects: z.record(z.string(), NotificationCountsSchema),
});
export type NotificationCountsReply = z.infer<typeof NotificationCountsReplySchema>;

export type WebsiteSuggestions = z.infer<typeof WebsiteSuggestionsSchema>;

/** GET /engines/: which engines answer live and which are simulated (sandbox). */
const EngineStatusSchema = z.object({
  code: z.string(),
  label: z.string(),
  live: z.boolean(),
  model: z.string(),
  simulated: z.boolean(),
});
export const EngineStatusesReplySchema = z.object({ engines: z.array(EngineStatusSchema) });
