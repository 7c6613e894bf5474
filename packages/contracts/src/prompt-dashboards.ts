// Prompt dashboards (analysis spec 2.2, 2.3, 7): the ranking-prompt and accuracy-prompt (question) screens.

import { AnswerOutcomesSchema, AnswerStatusShape } from './answer-outcomes.ts';
import { TextRemovedAtSchema } from './answer-text-retention.ts';
import {
  checkDateRange,
  dateRangeShape,
  inputMessages,
  RowIdSchema,
  RowRefSchema,
  repeatedFilter,
  requiredText,
} from './input.ts';
import {
  intervalFields,
  ModelChangesSchema,
  seriesIntervalFields,
  TrendSignificantSchema,
} from './interval-fields.ts';
import { sharedLabels } from './messages.ts';
import { RatedBySchema } from './rating-judges.ts';
import { z } from './zod-setup.ts';

/** Longest tag name. */
export const TAG_NAME_MAX = 100;
/** Highest page a responses call may ask for. */
export const DASHBOARD_PAGE_MAX = 1_000_000;

export const promptDashboardMessages = {
  promptNotFound: 'Query not found',
  customNeedsDates: 'A custom time range needs both start_date and end_date',
  invalidTimeRange: 'time_range must be one of 7d, 30d, 90d, 6m, 1y, custom',
  invalidPage: 'page must be a whole number of at least 1',
  invalidPageSize: 'page_size must be one of 5, 10, 20, 50',
  domainRequired: 'domain is required',
  entityRequired: 'entity is required',
  tagNameRequired: 'Tag name is required',
  tagNameTooLong: `Tag name must be at most ${TAG_NAME_MAX} characters`,
  tagExists: 'A tag with this name already exists',
  tagNotFound: 'Tag not found',
  invalidIncludeImported: 'include_imported must be true or false',
} as const;

/** Time ranges of the dashboards; custom takes start_date and end_date. */
export const DASHBOARD_TIME_RANGES = ['7d', '30d', '90d', '6m', '1y', 'custom'] as const;
export type DashboardTimeRange = (typeof DASHBOARD_TIME_RANGES)[number];
/** Days each preset covers, ending today (UTC) included. */
export const DASHBOARD_TIME_RANGE_DAYS: Record<Exclude<DashboardTimeRange, 'custom'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '6m': 180,
  '1y': 365,
};
export const DASHBOARD_DEFAULT_TIME_RANGE: DashboardTimeRange = '7d';
export const DASHBOARD_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DASHBOARD_DEFAULT_PAGE_SIZE = 10;
/** Entities shown by default on the charts: the client plus this many competitors by mentions. */
export const DASHBOARD_DEFAULT_COMPETITORS = 5;

/**
 * Heatmap columns (spec 9): 7d every day, 30d every 3 days, 90d every 7, 6m every 14.
 * 1y (not in the spec) every 30 days; a custom range takes the step of the smallest preset covering it.
 */
export const HEATMAP_BUCKET_DAYS: Record<Exclude<DashboardTimeRange, 'custom'>, number> = {
  '7d': 1,
  '30d': 3,
  '90d': 7,
  '6m': 14,
  '1y': 30,
};

/**
 * Source frequency bands by the domain's share of all references in the filtered period:
 * at least 25% Very High, at least 10% High, at least 5% Medium, below that Low.
 */
export const SOURCE_FREQUENCY_THRESHOLDS = { veryHigh: 25, high: 10, medium: 5 } as const;
const SOURCE_FREQUENCIES = ['Very High', 'High', 'Medium', 'Low'] as const;
export type SourceFrequency = (typeof SOURCE_FREQUENCIES)[number];

/** A prompt reference: its integer id or its uuid. */
export const PromptRefSchema = z.object({ queryId: RowRefSchema });

/** Fields of the dashboard filters, shared with the general metrics query. Entity names may hold
 * commas ("Acme, Inc."): only repetition separates them. */
export const filterShape = {
  time_range: z.enum(DASHBOARD_TIME_RANGES, promptDashboardMessages.invalidTimeRange).optional(),
  ...dateRangeShape,
  providers: repeatedFilter(true),
  entities: repeatedFilter(false),
};
type FilterShape = { time_range?: string; start_date?: string; end_date?: string };
/** Custom dates: start not after end, two years at most, and a custom range needs both ends. */
export const rangeChecks = <T extends FilterShape>(q: T, ctx: z.RefinementCtx) => {
  checkDateRange(q, ctx);
  if (q.time_range === 'custom' && (!q.start_date || !q.end_date)) {
    ctx.addIssue({ code: 'custom', message: promptDashboardMessages.customNeedsDates, path: ['time_range'] });
  }
};

/** Filters of the dashboard calls (spec 7): time range or custom dates, providers and entities (repeated). */
export const DashboardFilterQuerySchema = z.object(filterShape).superRefine(rangeChecks);
export type DashboardFilterQuery = z.infer<typeof DashboardFilterQuerySchema>;

/**
 * The filters of the ranking dashboard's figures (charts, competitors), and include_imported: true
 * adds the imported app answers of the same prompt, engines and days to the API answers' figures
 * (never done unless asked).
 */
export const RankingFiguresQuerySchema = z
  .object({
    ...filterShape,
    include_imported: z
      .enum(['true', 'false'], promptDashboardMessages.invalidIncludeImported)
      .optional()
      .transform((v) => v === 'true'),
  })
  .superRefine(rangeChecks);

const page = z.coerce
  .number(promptDashboardMessages.invalidPage)
  .int(promptDashboardMessages.invalidPage)
  .min(1, promptDashboardMessages.invalidPage)
  .max(DASHBOARD_PAGE_MAX, promptDashboardMessages.invalidPage)
  .default(1);
const pageSize = z.coerce
  .number(promptDashboardMessages.invalidPageSize)
  .max(Math.max(...DASHBOARD_PAGE_SIZES), promptDashboardMessages.invalidPageSize)
  .refine(
    (n) => (DASHBOARD_PAGE_SIZES as readonly number[]).includes(n),
    promptDashboardMessages.invalidPageSize,
  )
  .default(DASHBOARD_DEFAULT_PAGE_SIZE);

/** `page` and `page_size` of a paged list, with the dashboards' sizes and messages. */
export const pagingShape = { page, page_size: pageSize };

export const DashboardResponsesQuerySchema = z
  .object({ ...filterShape, ...pagingShape })
  .superRefine(rangeChecks);

export const SourceTrendQuerySchema = z
  .object({
    ...filterShape,
    domain: requiredText(promptDashboardMessages.domainRequired, 253),
  })
  .superRefine(rangeChecks);
/** One entity (competitor-chart, competitor-appearances) plus the filters. */
export const CompetitorChartQuerySchema = z
  .object({
    ...filterShape,
    entity: requiredText(promptDashboardMessages.entityRequired, 300),
  })
  .superRefine(rangeChecks);

export const PaginationSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_items: z.number().int(),
});

const SourceLinkSchema = z.object({ url: z.string(), domain: z.string() });
/**
 * A chart's series with, per point, the answers behind it and its 95 % interval in the series' units
 * (position, score, percent or mentions, as the chart draws).
 */
const DatasetSchema = z.object({
  label: z.string(),
  data: z.array(z.number().nullable()),
  ...seriesIntervalFields('data'),
});
const DashboardChartSchema = z.object({
  labels: z.array(z.string()),
  datasets: z.array(DatasetSchema),
});

// Ranking prompt -------------------------------------------------------------------------

const ProviderPositionSchema = z.object({
  provider: z.string(),
  adoptionRate: z.number(),
  /** Average position of the brand over the samples of the latest execution, one decimal. */
  position: z.number().nullable(),
  ...intervalFields('position'),
  maxPositions: z.number().int(),
  appears: z.boolean(),
  /** This provider's part of the LLMO score: position score × adoption / Σ adoption (0 without answers). */
  aiShareScore: z.number(),
  /** n: the provider's answers; the interval of its position score carried through the same weight. */
  ...intervalFields('aiShareScore'),
  lastExtractionDate: z.string().nullable(),
});

export const RankingOverviewSchema = z.object({
  queryName: z.string(),
  projectTitle: z.string(),
  projectId: z.string(),
  entityLabel: z.string(),
  projectDomain: z.string(),
  aiEngines: z.array(z.string()),
  llmo: z.object({
    score: z.number().nullable(),
    /** n: answers of the last extraction; the interval is the weighted t interval (see intervalLabels). */
    ...intervalFields('score'),
    last_extraction_date: z.string().nullable(),
    providers: z.array(ProviderPositionSchema),
  }),
  /** The last extraction's answers of the prompt: those the score rests on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

/**
 * Which model answered (not in the spec, so optional): the model asked for, and the one the provider
 * said answered (a dated snapshot behind an alias), null when its reply does not say.
 */
const AnsweringModelShape = {
  model: z.string().nullable().optional(),
  served_model: z.string().nullable().optional(),
  ...AnswerStatusShape,
};

const RankingResponseSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  response: z.string(),
  text_removed_at: TextRemovedAtSchema,
  position: z.number().nullable(),
  appears: z.boolean(),
  sources: z.array(SourceLinkSchema),
  executionTime: z.string(),
  simulated: z.boolean(),
  ...AnsweringModelShape,
});
export const RankingResponsesSchema = z.object({
  responses: z.array(RankingResponseSchema),
  pagination: PaginationSchema,
});

/** Daily charts (spec 3 section 3); every chart's labels are the days of the range. */
export const RankingChartsSchema = z.object({
  /** Average position of the client and the chosen competitors (Brand Position). */
  competitorsPositionChart: DashboardChartSchema,
  /** Mentions of the same entities; null on days without answers. */
  competitorsChart: DashboardChartSchema,
  /** The client's average position per provider (labels are engine codes). */
  providersChart: DashboardChartSchema,
  llmoScoreChart: DashboardChartSchema,
  shareOfVoiceChart: DashboardChartSchema,
  /** Days an engine's served model changed inside the range (the charts mark them). */
  model_changes: ModelChangesSchema,
  /** With include_imported=true only: the imported app answers the figures include. */
  imported_answers: z.number().int().optional(),
  /** The range's answers (imported app answers too with include_imported=true): those the charts rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});

const ImportantSourceSchema = z.object({
  domain: z.string(),
  count: z.number().int(),
  is_client_domain: z.boolean(),
  trend: z.enum(['up', 'down', 'stable']),
  trendPercentage: z.number(),
  usedByProviders: z.array(z.string()),
  providerEndpoints: z.record(z.string(), z.array(z.object({ url: z.string(), count: z.number().int() }))),
  frequency: z.enum(SOURCE_FREQUENCIES),
});
export const RankingSourcesSchema = z.object({
  importantSources: z.array(ImportantSourceSchema),
  /** The range's answers: those the references were counted in, and those left out. */
  ...AnswerOutcomesSchema.shape,
});
/** An opened source: its references per day, and the range's answers they were counted in. */
export const SourceTrendSchema = z.object({
  labels: z.array(z.string()),
  data: z.array(z.number().int()),
  ...AnswerOutcomesSchema.shape,
});

const DashboardCompetitorSchema = z.object({
  label: z.string(),
  name: z.string(),
  is_client: z.boolean(),
  avg: z.number().nullable(),
  ...intervalFields('avg'),
  appearance_count: z.number().int(),
  trend: z.enum(['up', 'down', 'stable']),
  trend_significant: TrendSignificantSchema,
});
export const RankingCompetitorsSchema = z.object({
  competitors: z.array(DashboardCompetitorSchema),
  /** The range's answers (imported app answers too with include_imported=true): those the positions rest on, and those left out. */
  ...AnswerOutcomesSchema.shape,
});
/** The appearances a competitor's details list (fetched when its row opens), newest first. */
export const COMPETITOR_APPEARANCES_MAX = 50;
export const PromptCompetitorAppearancesSchema = z.object({
  query_appearances: z.array(
    z.object({
      query_text: z.string(),
      /** Average position that day over the engine's samples that ranked the entity. */
      position: z.number().nullable(),
      ...intervalFields('position'),
      provider: z.string(),
      date: z.string(),
      sources: z.array(z.string()),
    }),
  ),
  /** The range's answers the positions rest on. */
  ...AnswerOutcomesSchema.shape,
});
export const CompetitorChartSchema = z.object({
  chartData: DashboardChartSchema,
  ...AnswerOutcomesSchema.shape,
});

// Accuracy (question) prompt -------------------------------------------------------------------

export const QuestionOverviewSchema = z.object({
  queryName: z.string(),
  projectTitle: z.string(),
  projectId: z.string(),
  aiEngines: z.array(z.string()),
  expectedResponse: z.string(),
});

const ACCURACY_LABELS = ['Correct', 'Almost Correct', 'Wrong'] as const;
const QuestionResponseSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  question: z.string(),
  response: z.string(),
  text_removed_at: TextRemovedAtSchema,
  timestamp: z.string(),
  accuracy: z.enum(ACCURACY_LABELS).nullable(),
  /** Out of 10. */
  accuracyScore: z.number().nullable(),
  sources: z.array(SourceLinkSchema),
  expectedResponse: z.string(),
  simulated: z.boolean(),
  ...AnsweringModelShape,
});
export const QuestionResponsesSchema = z.object({
  responses: z.array(QuestionResponseSchema),
  pagination: PaginationSchema,
});

export const HEATMAP_STATES = ['correct', 'almost-correct', 'wrong', 'no-data'] as const;
const HeatmapCellSchema = z.object({
  /** First day of the column (YYYY-MM-DD). */
  date: z.string(),
  state: z.enum(HEATMAP_STATES),
  /** Average answer score out of 10, one decimal; null without data. */
  score: z.number().nullable(),
  ...intervalFields('score'),
  responses: z.number().int(),
});
export const HeatmapSchema = z.object({
  labels: z.array(z.string()),
  bucket_days: z.number().int(),
  providers: z.array(z.object({ provider: z.string(), cells: z.array(HeatmapCellSchema) })),
  /** The range's answers: those the ratings rest on, and those left out; and who rated them. */
  ...AnswerOutcomesSchema.shape,
  rated_by: RatedBySchema,
});

const ProviderStatsSchema = z.object({
  name: z.string(),
  /** Number of rated responses. */
  value: z.number().int(),
  averageScore: z.number().nullable(),
  ...intervalFields('averageScore'),
  /** Percent of the rated responses; n is the rated responses, the Wilson interval in percent. */
  correctResponses: z.number(),
  ...intervalFields('correctResponses'),
  almostCorrectResponses: z.number(),
  ...intervalFields('almostCorrectResponses'),
  wrongResponses: z.number(),
  ...intervalFields('wrongResponses'),
});
export const QuestionStatsSchema = z.object({
  stats: z.array(ProviderStatsSchema),
  /** The range's answers: those the ratings rest on, and those left out; and who rated them. */
  ...AnswerOutcomesSchema.shape,
  rated_by: RatedBySchema,
});

// Tags -------------------------------------------------------------------------------------

export const TagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof TagSchema>;
export const TagListSchema = z.object({ tags: z.array(TagSchema) });
export const TagNameSchema = z.object({
  name: requiredText(
    promptDashboardMessages.tagNameRequired,
    TAG_NAME_MAX,
    promptDashboardMessages.tagNameTooLong,
  ),
});
export const TagAssignSchema = z.object({
  tag_id: RowIdSchema,
  /** The prompt's uuid, or its id as a number or as text. */
  query_id: z.union([RowRefSchema, RowIdSchema], inputMessages.invalidRef),
});

// Screens ------------------------------------------------------------------------------------

/** Ranking responses are previewed at 100 characters, question responses at 80 (spec 2.2, 2.3). */
export const RANKING_RESPONSE_PREVIEW_CHARS = 100;
export const QUESTION_RESPONSE_PREVIEW_CHARS = 80;
/** Endpoint URLs in a source's details are cut at 100 characters (spec 9). */
export const SOURCE_ENDPOINT_URL_CHARS = 100;
/** The sources and competitors tables page beyond this many rows (spec 9). */
export const DASHBOARD_TABLE_PAGE_SIZE = 10;
/** Positions are read on a 1-15 scale, lower is better (spec 9). */
export const POSITION_SCALE_MAX = 15;

/** Every text of the two dashboard screens (spec 2.2, 2.3, 8), written once. */
export const promptDashboardLabels = {
  // Toasts and states (spec 8).
  queryIdMissingTitle: 'Warning',
  queryIdMissing: 'Query ID not available',
  responsesFailed: 'Failed to load responses data',
  loadFailedTitle: 'This prompt could not be loaded',
  loadFailed: 'Failed to load dashboard data',
  goBack: 'Go Back',
  backToProject: 'Back to brand',
  generateRecommendations: 'Generate AI Recommendations',
  rankingSubtitle: 'Ranking prompt dashboard',
  questionSubtitle: 'Accuracy prompt dashboard',
  openDashboard: 'Open dashboard',

  // Filters.
  timeRange: 'Time range',
  timeRanges: {
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '90d': 'Last 90 days',
    '6m': 'Last 6 months',
    '1y': 'Last year',
    custom: 'Custom range',
  } satisfies Record<DashboardTimeRange, string>,
  dateRange: 'Date range',
  dateRangePlaceholder: 'Pick start and end',
  dateFormat: 'YYYY-MM-DD',
  entities: 'Entities',
  entitiesPlaceholder: 'Search entities',
  providers: 'Providers',
  providersPlaceholder: 'All providers',
  applyFilters: 'Apply Filters',
  reset: 'Reset',

  // Charts.
  chartTitle: 'Brand evolution',
  chartViews: { position: 'Brand Position', llmo: 'Brand LLMO Score', shareOfVoice: 'Share of Voice' },
  chartHints: {
    position: 'Average position per day across the selected entities (1 is best, lower is better).',
    llmo: 'Your LLMO score per day, out of 100.',
    shareOfVoice: 'Share of the mentions each entity got per day, in percent.',
  },
  noChartData: 'No chart data for the selected filters',
  positionAxis: 'Position',
  scoreAxis: 'LLMO score',
  shareAxis: 'Share of voice (%)',

  // LLMO score card and dialog.
  llmoTitle: 'LLMO Score',
  llmoHint: 'Your brand in the last extraction',
  lastExtraction: 'Last extraction',
  neverExtracted: 'No extraction yet',
  totalScore: 'Total Score',
  outOf100: '/100',
  howCalculated: 'How is it calculated?',
  llmoDialogTitle: 'How the LLMO Score is calculated',
  llmoIntro:
    'The LLMO score (0-100) is the average of the position scores of the providers that answered in the last extraction, each weighted by how widely that AI engine is used:',
  llmoFormula: 'LLMO = Σ (position score × adoption rate) ÷ Σ adoption rate',
  llmoContributionHint:
    'A provider’s contribution is its position score × its adoption rate ÷ the sum of the adoption rates; the contributions add up to the score.',
  llmoPositionScore: (max: number) =>
    `Position score: 100 for position 1, falling by ${100 / max} per place to ${100 / max} at position ${max}; 0 when the brand is not ranked or ranked beyond ${max}. The position is the average over the samples of the last extraction.`,
  llmoAdoption:
    'Adoption rate: the share of AI-search users each engine reaches, in percent. Engines without an estimate count 50%.',
  /** Ours (issue 25): the weights are not a measurement, and the dialog says so. */
  llmoAdoptionAssumed:
    'These rates are fixed assumptions of Sightline, not market shares it measured: the score compares your positions across engines, it does not count an audience.',
  llmoContribution: 'Contribution',
  adoptionRate: 'Adoption rate',
  position: 'Position',
  positionOf: (position: string, max: number) => `${position} / ${max}`,
  mentioned: 'Mentioned',
  yes: 'Yes',
  no: 'No',
  provider: 'Provider',

  // AI responses.
  responsesTitle: 'AI Responses',
  responsesHint: 'The raw answers behind the charts, newest first.',
  response: 'Response',
  sources: 'Sources',
  executionTime: 'Execution Time',
  seeFullResponse: 'See Full Response',
  hideFullResponse: 'Hide Full Response',
  fullResponse: 'Full response',
  sourcesUsed: 'Sources used',
  noSources: 'No sources',
  noAnswer: 'The engine gave no answer',
  noResponses: 'No responses available for the selected filters',
  rowsPerPage: 'Rows per page',

  // Sources.
  sourcesTitle: 'LLM Sources Analysis & Citation',
  sourcesHint: 'The domains the AI engines cited for this prompt.',
  domain: 'Domain',
  yourDomain: sharedLabels.yourDomain,
  totalReferences: 'Total References',
  mentionsEvolution: 'Mentions Evolution',
  usedBy: 'Used By',
  frequency: 'Frequency',
  details: 'Details',
  usedByOf: (n: number, of: number) => `Used by ${n} of ${of} providers`,
  mentionsOverTime: 'Mentions over time',
  references: 'References',
  endpointsByProvider: 'Endpoints by provider',
  noSourcesFound: 'No source references found for the selected date range',

  // Competitors.
  competitorsTitle: sharedLabels.competitorAnalysis,
  competitorsHint: 'The entities the AI engines ranked for this prompt, most appearances first.',
  competitor: 'Competitor',
  yourBrand: sharedLabels.yourBrand,
  averagePosition: 'Average Position',
  appearances: 'Appearances',
  trend: 'Trend',
  positionOverTime: 'Position over time by provider',
  promptAppearances: 'Prompt appearances',
  noCompetitors: 'No competitor data found for the selected filters',

  // Question dashboard.
  heatmapTitle: 'Response Accuracy Over Time',
  heatmapHint: (days: number) =>
    days === 1 ? 'One column per day.' : `One column per ${days} days, starting on the date shown.`,
  heatmapStates: {
    correct: 'Correct',
    'almost-correct': 'Almost Correct',
    wrong: 'Wrong',
    'no-data': 'No Data',
  } satisfies Record<(typeof HEATMAP_STATES)[number], string>,
  heatmapCell: (provider: string, date: string, state: string, score: string | null, responses: number) =>
    score === null
      ? `${provider}, ${date}: ${state}`
      : `${provider}, ${date}: ${state}, score ${score}/10, ${responses} ${responses === 1 ? 'response' : 'responses'}`,
  question: 'Question',
  accuracy: 'Accuracy',
  score: 'Score',
  date: 'Date',
  scoreOf10: (score: string) => `${score}/10`,
  expectedResponse: 'Expected response',
  notRated: 'Not rated',
  questionResponsesTitle: 'Responses',
  questionResponsesHint: 'Each provider’s answer, rated against the expected response.',
  statsTitle: 'Accuracy statistics',
  statsResponses: (n: number) => `${n} rated ${n === 1 ? 'response' : 'responses'}`,
  averageScore: 'Average score',
  correct: 'Correct',
  almostCorrect: 'Almost Correct',
  wrong: 'Wrong',
} as const;

export type DashboardChart = z.infer<typeof DashboardChartSchema>;
export type ProviderPosition = z.infer<typeof ProviderPositionSchema>;
export type RankingOverview = z.infer<typeof RankingOverviewSchema>;
export type RankingResponse = z.infer<typeof RankingResponseSchema>;
export type RankingCharts = z.infer<typeof RankingChartsSchema>;
export type ImportantSource = z.infer<typeof ImportantSourceSchema>;
export type DashboardCompetitor = z.infer<typeof DashboardCompetitorSchema>;
export type PromptCompetitorAppearances = z.infer<typeof PromptCompetitorAppearancesSchema>;
export type QuestionResponse = z.infer<typeof QuestionResponseSchema>;
export type Heatmap = z.infer<typeof HeatmapSchema>;
export type HeatmapCell = z.infer<typeof HeatmapCellSchema>;
export type HeatmapState = (typeof HEATMAP_STATES)[number];
export type ProviderStats = z.infer<typeof ProviderStatsSchema>;
export type DashboardPagination = z.infer<typeof PaginationSchema>;
export type QuestionOverview = z.infer<typeof QuestionOverviewSchema>;
