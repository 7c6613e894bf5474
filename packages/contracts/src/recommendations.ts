// AI recommendations: the brand's AI agent tab (LLMO feedback and implemented changes, spec 2
// sections 2.4, 3, 5, 6, 7, 8) and the recommendation screens (spec 3 sections 2.5, 3, 4, 5, 7, 8, 9),
// with the effect estimate of an implemented change. Every recommendation carries the answers and
// sources it was computed from (its evidence).

import { isoDay } from './days.ts';
import { dateRangeMessages, IsoDaySchema, inputString, RowRefSchema, requiredText, text } from './input.ts';
import { ProvenanceSchema } from './insights.ts';
import { billingMessages } from './messages.ts';
import { PaginationSchema, pagingShape } from './prompt-dashboards.ts';
import { isOnTrial } from './trial.ts';
import { z } from './zod-setup.ts';

const reportRef = (id: string) => `/reports/${encodeURIComponent(id)}`;
const recRef = (id: string) => `/recommendations/recommendation/${encodeURIComponent(id)}`;

const RECOMMENDATION_SCOPES = ['ranking-query', 'question-query', 'project'] as const;
export type RecommendationScope = (typeof RECOMMENDATION_SCOPES)[number];

export const recommendationPaths = {
  llmoFeedback: (reportId: string) => `${reportRef(reportId)}/llmo-feedback/`,
  addChange: (reportId: string) => `${reportRef(reportId)}/implemented-changes/add/`,
  deleteChange: (id: number | string) => `/implemented-changes/${encodeURIComponent(id)}/delete/`,
  /** History of a ranking prompt, an accuracy prompt or a brand (by uuid or id). */
  history: (scope: RecommendationScope, ref: string) =>
    `/recommendations/${scope}/${encodeURIComponent(ref)}/recommendations/`,
  create: (scope: RecommendationScope, ref: string) =>
    `/recommendations/${scope}/${encodeURIComponent(ref)}/recommendations/create/`,
  detail: (id: string) => `${recRef(id)}/`,
  status: (id: string) => `${recRef(id)}/status/`,
  retry: (id: string) => `${recRef(id)}/retry/`,
  implement: (id: string) => `${recRef(id)}/implement/`,
  /** Ours: every run of every brand the user sees, newest first, paged (the /recommendations index). */
  overview: '/recommendations/runs/',
  /** Ours: the changes that targeted a prompt, each with its effect estimate (See Metrics). */
  promptChanges: (kind: 'ranking' | 'question', queryId: string) =>
    `/${kind === 'ranking' ? 'ranking-query' : 'question-query'}/${encodeURIComponent(queryId)}/changes/`,
} as const;

// Spec 2 section 3: the nine change types, as shown and stored.
export const CHANGE_TYPES = [
  'Content Creation',
  'Website Optimization',
  'Collaboration',
  'Social Media',
  'Information Correction',
  'Technical SEO',
  'Backlink Building',
  'User Experience',
  'Other',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** A change type's code, as clients that speak in codes send it: "Technical SEO" is technical_seo. */
export const changeTypeCode = (type: ChangeType) => type.toLowerCase().replaceAll(' ', '_');
const CHANGE_TYPE_BY_CODE = new Map(CHANGE_TYPES.map((type) => [changeTypeCode(type), type]));

const RECOMMENDATION_TYPES = [
  'website_collaboration',
  'content_creation',
  'social_media',
  'improving_information_accuracy',
] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** Spec 3 section 5: accuracy prompts offer only the accuracy type; ranking prompts the others. */
export const typesForScope = (scope: RecommendationScope): readonly RecommendationType[] =>
  scope === 'question-query'
    ? ['improving_information_accuracy']
    : scope === 'ranking-query'
      ? RECOMMENDATION_TYPES.filter((t) => t !== 'improving_information_accuracy')
      : RECOMMENDATION_TYPES;

const RECOMMENDATION_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

// Spec 2 section 9 and spec 3 sections 4 and 9.
export const KEY_RECOMMENDATIONS_PER_QUERY = 5;
export const SOCIAL_COLLAPSE_CHARS = 200;
export const TYPING_MS_PER_WORD = 50;
export const RECOMMENDATION_POLL_MS = 5000;
/** Executions left shown when the reply has no figure (spec 3 section 3). */
export const DEFAULT_RECOMMENDATION_EXECUTIONS = 10;
/** Answers quoted as evidence of one recommendation. */
export const EVIDENCE_ANSWERS_MAX = 3;
const CHANGE_DESCRIPTION_MAX = 2000;
const CHANGE_URL_MAX = 2000;

// The effect estimate of an implemented change.
/** Days before and after the change date compared. */
export const EFFECT_WINDOW_DAYS = 42;
/** Answers each of the four groups (targeted/untargeted x before/after) needs before an estimate. */
export const EFFECT_MIN_ANSWERS = 12;

/**
 * Demo users (spec 2 sections 1 and 6): no subscription, no plan, an active trial, or plan FREE.
 * Their agent sections show rows after the first as locked premium placeholders.
 */
export const isDemoUser = (
  sub: { plan: { name: string } | null; is_trial: boolean; trial_end_date: string | Date | null } | null,
) => !sub?.plan || sub.plan.name === 'FREE' || isOnTrial(sub);

/** Spec 2 section 6: how a premium placeholder row is recognised. */
export const PREMIUM_PLACEHOLDER = {
  content: 'Premium Content',
  action: 'Premium Action',
  upgrade: 'Upgrade to Premium',
} as const;

export const isPremiumPlaceholder = (row: { name?: string; title?: string; description?: string }) =>
  row.name === PREMIUM_PLACEHOLDER.content ||
  row.name === PREMIUM_PLACEHOLDER.action ||
  row.title === PREMIUM_PLACEHOLDER.content ||
  row.title === PREMIUM_PLACEHOLDER.action ||
  Boolean(row.description?.includes(PREMIUM_PLACEHOLDER.upgrade));

export const recommendationMessages = {
  // Spec 2 section 8 (agent).
  executionsFailed: 'Failed to load report executions',
  feedbackFailed: 'Failed to load feedback data',
  runFailed: 'Failed to run report',
  saveChangeFailed: 'Failed to save implemented change',
  deleteChangeFailed: 'Failed to delete implemented change',
  changeRecorded: 'Change has been recorded successfully',
  changeDeleted: 'Change has been deleted successfully',
  reportStarted: 'Report execution started',
  // Spec 2 section 5.
  changeTypeRequired: 'Change type is required.',
  descriptionRequired: 'Description is required.',
  dateRequired: 'Implementation date is required.',
  dateInFuture: 'Implementation date cannot be later than today.',
  urlInvalid: 'Enter a full web address starting with http:// or https://',
  changeTypeInvalid: 'Choose a change type from the list',
  // Spec 3 section 8.
  notFoundIds: 'Query or Project ID not found',
  initFailed: 'Failed to initialize recommendations',
  historyFailed: 'Failed to load recommendation history',
  detailsFailed: 'Failed to load recommendation details',
  startFailed: 'Failed to start recommendation generation',
  retryFailed: 'Failed to retry recommendation',
  generationFailedTitle: 'Generation Failed',
  generationFailed: 'Failed to generate recommendations',
  implementFailed: 'Failed to mark recommendations as implemented',
  started: 'Recommendation Started',
  retryStarted: 'Retry Started',
  generated: 'Recommendations Generated',
  implemented: 'Marked as Implemented',
  defaultError: 'An error occurred during recommendation generation',
  noExecutions: billingMessages.noExecutions,
  // Server refusals.
  executionNotFound: 'Report execution not found',
  changeNotFound: 'Implemented change not found',
  recommendationNotFound: 'Recommendation not found',
  typeNotOffered: 'This recommendation type is not offered for this prompt',
  typeInvalid: 'Choose a recommendation type',
  notFailed: 'Only a failed recommendation can be retried',
  notCompleted: 'Only completed recommendations can be marked implemented',
  queryNotInBrand: 'This prompt does not belong to the brand of the report',
  // Why a generation fails (shown as its error_message).
  noAnswers: 'No collected answers for this prompt yet: run a report first, then retry.',
  noQuestionAnswers: 'No rated accuracy answers yet: run a report first, then retry.',
} as const;

export const recommendationLabels = {
  agentTab: 'AI Agent',
  emptyTitle: 'No Report Executions Available',
  emptyText: 'Run a report to collect AI answers; the agent then reads them and recommends what to change.',
  runReport: 'Run Report',
  sections: {
    boost: 'Boost Ranking Position',
    competitors: 'Competitors Change',
    correctness: 'Information Correctness',
    implemented: 'Implemented Changes',
    history: 'Historical Executions',
  },
  returnToLatest: 'Return to Latest',
  latest: 'Latest',
  selectQuery: 'Query',
  allQueries: 'All queries',
  noQueries: 'No recommendations for this report in this section.',
  nothingFound:
    'The collected answers show no gap of this kind here, so there is nothing to recommend from them.',
  keyRecommendations: 'Key recommendations',
  collaborations: 'Collaboration opportunities',
  expertIdeas: 'Expert content ideas',
  promptIdeas: 'Prompt content ideas',
  semanticIdeas: 'Semantic content ideas',
  socialPosts: 'Social posts',
  conclusion: 'Conclusion',
  targetKeywords: 'Target keywords',
  structure: 'Structure',
  keywords: 'Keywords',
  sources: 'Sources',
  evidence: 'Why: the answers behind this',
  evidenceAnswers: (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`,
  openAnswers: 'Open the answers',
  showMore: 'Show more',
  showLess: 'Show less',
  relevance: 'Relevance',
  competitorTabs: { website: 'Website Changes', ranking: 'Ranking Shifts', sources: 'Source Changes' },
  competitor: 'Competitor',
  changeType: 'Change type',
  description: 'Description',
  impact: 'Impact',
  query: 'Query',
  positionChange: 'Position change',
  likelyCause: 'Likely cause',
  comparedTo: (date: string) => `Compared with the report of ${date}`,
  noPrevious: 'There is no earlier report to compare with yet.',
  noChanges: 'No competitor changes between these reports.',
  correct: 'Correct',
  partial: 'Partial',
  incorrect: 'Incorrect',
  expectedResponse: 'Expected response',
  analysis: 'Analysis',
  differingClaims: 'Claims that differ from the expected response',
  actionItems: 'Action items',
  actionType: 'Action type',
  priority: 'Priority',
  withinControl: 'Within your control',
  outsideControl: 'Outside your control',
  contact: 'Contact',
  estimatedImpact: 'Estimated impact',
  premiumLocked: 'Upgrade to Premium to unlock this recommendation.',
  // Implemented changes.
  addChange: 'Add New Change',
  changeTypeField: 'Change type',
  descriptionField: 'Description',
  urlField: 'URL',
  urlPlaceholder: 'https://example.com/page (optional)',
  dateField: 'Implementation date',
  targetQueryField: 'Targeted prompt',
  targetQueryHint: 'Optional: the prompt this change aims at, so its effect can be measured.',
  save: 'Save',
  cancel: 'Cancel',
  urlDomain: 'URL domain',
  implementationDate: 'Implementation date',
  delete: 'Delete',
  noChangesLogged: 'No implemented changes logged for this report yet.',
  deleteConfirmTitle: 'Delete change',
  deleteConfirm: 'Are you sure you want to delete this implemented change?',
  seeMetrics: 'See Metrics',
  // Recommendation screens (spec 3 section 2.5).
  pageTitle: 'AI Recommendations',
  // Ours: the index, where any brand's or prompt's recommendations start.
  startTitle: 'Start a recommendation',
  startText: 'Choose a brand, then the whole brand or one of its prompts.',
  brand: 'Brand',
  chooseBrand: 'Choose a brand',
  scopeTarget: 'For',
  wholeBrand: 'The whole brand',
  rankingPrompts: 'Ranking prompts',
  accuracyPrompts: 'Accuracy prompts',
  continue: 'Continue',
  noBrands: 'Create a brand first: recommendations are drawn from its AI answers.',
  createBrand: 'Create a brand',
  allRuns: 'All recommendations',
  noRuns: 'No recommendation has been generated yet. Start one above.',
  columns: {
    type: 'Type',
    brand: 'Brand',
    target: 'For',
    status: 'Status',
    created: 'Created',
    count: 'Results',
  },
  history: 'History',
  noHistory: 'No recommendations yet.',
  newRecommendation: 'New Recommendation',
  chooseType: 'Choose what to recommend',
  generate: 'Generate',
  upgradePlan: 'Upgrade Plan',
  executionsLeft: (n: number) => `${n} ${n === 1 ? 'execution' : 'executions'} left`,
  unlimitedExecutions: 'Unlimited executions',
  pendingTitle: 'Generating recommendations',
  runningTitle: 'Generating recommendations',
  typicalDuration: 'This typically takes 3-5 minutes.',
  failedTitle: 'Recommendation Failed',
  retry: 'Retry',
  markImplemented: 'Mark as Implemented',
  implementedAt: (date: string) => `Implemented on ${date}`,
  generatedBy: {
    llm: 'Written by the AI model from the evidence below',
    template: 'Written from the evidence below',
  },
  count: (n: number) => `${n} ${n === 1 ? 'recommendation' : 'recommendations'}`,
  statusLabels: { pending: 'Pending', running: 'Running', completed: 'Completed', failed: 'Failed' },
  types: {
    website_collaboration: 'Website collaboration',
    content_creation: 'Content creation',
    social_media: 'Social media',
    improving_information_accuracy: 'Improving information accuracy',
  } satisfies Record<RecommendationType, string>,
  typeHints: {
    website_collaboration: 'Sites AI engines cite for your competitors but never for you.',
    content_creation: 'Content for the prompts where you are absent or slipping.',
    social_media: 'Social posts AI engines cite in these answers.',
    improving_information_accuracy: 'What to correct where AI answers about you are wrong.',
  } satisfies Record<RecommendationType, string>,
  recommendations: 'Recommendations',
  potentialCollaborations: 'Potential collaborations',
  expectedImpact: 'Expected impact',
  impactLabels: { visibility: 'Visibility', authority: 'Authority', lead_generation: 'Lead generation' },
  expertiseShowcase: 'Expertise showcase',
  relatedToQuery: 'Related to',
  brandContent: 'Your content to update',
  externalContent: 'External content to update',
  summary: 'Summary',
  // The effect estimate.
  effectTitle: 'Effect of the change',
  changeOnTimeline: 'Change',
  tooEarly: 'Too early to tell',
  tooEarlyText: (min: number) =>
    `Each period needs at least ${min} answers for the targeted prompts and for the other prompts before the effect can be estimated.`,
  noControl: 'The brand has no other prompts to compare with, so the effect cannot be separated from trends.',
  mentionRate: 'Mention rate',
  accuracyRate: 'Correct answers',
  position: 'Average position',
  before: 'Before',
  after: 'After',
  targeted: 'This prompt',
  untargeted: 'Other prompts',
  effect: 'Estimated effect',
  interval: '95% interval',
  answers: 'Answers',
  didExplanation:
    "Difference in differences: the change of this prompt from before to after the change date, minus the change of the brand's other prompts over the same dates.",
  noChangesForPrompt: 'No implemented changes target this prompt yet.',
} as const;

// Evidence: the answers and sources a recommendation was computed from.
const EvidenceAnswerSchema = z.object({
  answer_id: z.number().int(),
  query_id: z.string(),
  prompt_kind: z.enum(['RANKING', 'QUESTION']),
  query_text: z.string(),
  engine: z.string(),
  excerpt: z.string(),
  /** Absent in the agent tab's feedback, which shows neither (it stays lean). */
  collected_at: z.string().nullable().optional(),
  sources: z.array(z.string()).optional(),
});

const EvidenceSchema = z.object({
  answers: z.array(EvidenceAnswerSchema),
  sources: z.array(z.string()),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

const withEvidence = { evidence: EvidenceSchema };

const CollaborationSchema = z.object({
  name: z.string(),
  domain: z.string(),
  sources: z.array(z.string()),
  description: z.string(),
  ...withEvidence,
});
const ExpertIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  target_keywords: z.array(z.string()),
  expertise_showcase: z.string(),
  ...withEvidence,
});
const PromptIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  structure: z.array(z.string()),
  ...withEvidence,
});
const SemanticIdeaSchema = z.object({
  concept: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  related_to_query: z.string(),
  ...withEvidence,
});
const SocialPostSchema = z.object({
  platform: z.string(),
  username: z.string().nullable(),
  date: z.string().nullable(),
  content: z.string(),
  relevance: z.string(),
  link: z.string(),
  ...withEvidence,
});
export type SocialPost = z.infer<typeof SocialPostSchema>;

const RankingBoostSchema = z.object({
  query_id: z.string(),
  query_text: z.string(),
  key_recommendations: z.array(z.string()),
  potential_collaborations: z.array(CollaborationSchema),
  expert_content_ideas: z.array(ExpertIdeaSchema),
  prompt_content_ideas: z.array(PromptIdeaSchema),
  semantic_content_ideas: z.array(SemanticIdeaSchema),
  social_media_content: z.array(SocialPostSchema),
  /** Why no social post is shown (none was cited): posts are never invented. */
  social_media_note: z.string().nullable(),
  conclusion: z.string(),
  ...withEvidence,
});
export type RankingBoost = z.infer<typeof RankingBoostSchema>;

const competitorChange = {
  competitor: z.string(),
  query_id: z.string(),
  query: z.string(),
  ...withEvidence,
};
const CompetitorsChangeSchema = z.object({
  compared_to: z.object({ id: z.string(), executed_at: z.string() }).nullable(),
  webpage_appearance_changes: z.array(
    z.object({ ...competitorChange, change_type: z.string(), description: z.string(), impact: z.string() }),
  ),
  ranking_changes: z.array(
    z.object({
      ...competitorChange,
      old_position: z.number().nullable(),
      new_position: z.number().nullable(),
      change_cause: z.string(),
    }),
  ),
  web_source_changes: z.array(
    z.object({
      ...competitorChange,
      change_type: z.string(),
      description: z.string(),
      sources: z.array(z.string()),
      impact: z.string(),
    }),
  ),
});
export type CompetitorsChange = z.infer<typeof CompetitorsChangeSchema>;

const ACTION_PRIORITIES = ['high', 'medium', 'low'] as const;
const ActionItemSchema = z.object({
  action_type: z.string(),
  priority: z.enum(ACTION_PRIORITIES),
  within_control: z.boolean(),
  description: z.string(),
  /** Only a contact found in the sources; never invented. */
  contact: z.string().nullable(),
  estimated_impact: z.string(),
});
const InfoCorrectnessSchema = z.object({
  query_id: z.string(),
  query_text: z.string(),
  expected_response: z.string(),
  analysis: z.string(),
  is_correct: z.union([z.boolean(), z.literal('Partially')]),
  differing_claims: z.array(z.object({ claim: z.string(), engine: z.string(), answer_id: z.number().int() })),
  action_items: z.array(ActionItemSchema),
  conclusion: z.string(),
  ...withEvidence,
});
export type InfoCorrectness = z.infer<typeof InfoCorrectnessSchema>;

export const ImplementedChangeSchema = z.object({
  id: z.number().int(),
  report_id: z.string(),
  change_type: z.enum(CHANGE_TYPES),
  description: z.string(),
  url: z.string().nullable(),
  implementation_date: z.string(),
  query_id: z.string().nullable(),
  query_kind: z.enum(['RANKING', 'QUESTION']).nullable(),
  query_text: z.string().nullable(),
  created_at: z.string(),
});
export type ImplementedChange = z.infer<typeof ImplementedChangeSchema>;

/**
 * The agent tab asks for what it shows: with `selected_only`, Boost Ranking Position and Information
 * Correctness hold one query each (the one named, else the first), and `queries` lists them all for
 * the query pickers. Without it every query's entry is in the reply.
 */
export const LlmoFeedbackQuerySchema = z.object({
  selected_only: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  ranking_query_id: RowRefSchema.optional(),
  question_query_id: RowRefSchema.optional(),
});

const FeedbackQuerySchema = z.object({ query_id: z.string(), query_text: z.string() });

export const LlmoFeedbackSchema = z.object({
  report: z.object({ id: z.string(), executed_at: z.string(), status: z.string() }),
  /** Every query with an entry in ranking_boost_data (ranking) or info_correctness_data (question). */
  queries: z.object({ ranking: z.array(FeedbackQuerySchema), question: z.array(FeedbackQuerySchema) }),
  ranking_boost_data: z.record(z.string(), RankingBoostSchema),
  competitors_change_data: CompetitorsChangeSchema,
  info_correctness_data: z.record(z.string(), InfoCorrectnessSchema),
  implemented_changes: z.array(ImplementedChangeSchema),
  counts: z.object({
    ranking_boost: z.number(),
    competitors_change: z.number(),
    info_correctness: z.number(),
  }),
  /** Any section holds something (the tab's sparkle). */
  has_data: z.boolean(),
  /** The caller is a demo user: rows after the first are premium placeholders. */
  premium_locked: z.boolean(),
  /** Ours: the report's answers the feedback rests on, measured or simulated. */
  provenance: ProvenanceSchema,
});
export type LlmoFeedback = z.infer<typeof LlmoFeedbackSchema>;

const isWebUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Spec 2 section 5. `today` bounds the date (the browser's clock); the server checks the bound with
 * its own clock after this schema (isFutureDay).
 */
export const implementedChangeCreateSchema = (today?: () => Date) =>
  z.object({
    // The display name (stored and shown) or its snake_case code, read as the name.
    change_type: z.union(
      [
        z.enum(CHANGE_TYPES),
        z
          .enum([...CHANGE_TYPE_BY_CODE.keys()] as [string, ...string[]])
          .transform((code) => CHANGE_TYPE_BY_CODE.get(code) as ChangeType),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === '' || issue.input === null
            ? recommendationMessages.changeTypeRequired
            : recommendationMessages.changeTypeInvalid,
      },
    ),
    description: requiredText(recommendationMessages.descriptionRequired, CHANGE_DESCRIPTION_MAX),
    url: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      text(CHANGE_URL_MAX).refine(isWebUrl, recommendationMessages.urlInvalid).nullable().default(null),
    ),
    implementation_date: z
      .preprocess(
        (v) => (v === '' ? undefined : v),
        inputString(recommendationMessages.dateRequired)
          .max(10, dateRangeMessages.invalidDate)
          .regex(/^\d{4}-\d{2}-\d{2}$/, dateRangeMessages.invalidDate),
      )
      .pipe(IsoDaySchema)
      .refine((d) => !today || !isFutureDay(d, today()), recommendationMessages.dateInFuture),
    /** The prompt the change targets (uuid or id), for its effect estimate. */
    query_id: text(64).nullable().optional(),
  });
export const ImplementedChangeCreateSchema = implementedChangeCreateSchema();

/** A YYYY-MM-DD day after `now`'s (UTC) day. */
export const isFutureDay = (day: string, now: Date) => day > isoDay(now);

export const RecommendationExecutionSchema = z.object({
  id: z.string(),
  type: z.enum(RECOMMENDATION_TYPES),
  status: z.enum(RECOMMENDATION_STATUSES),
  title: z.string(),
  created_at: z.string(),
  recommendations_count: z.number().int(),
  error_message: z.string().nullable(),
  is_implemented: z.boolean(),
  implemented_at: z.string().nullable(),
  scope: z.enum(RECOMMENDATION_SCOPES),
  /** The prompt of a prompt's recommendation; null for a brand's. */
  query_id: z.string().nullable(),
  project_id: z.string(),
});
export type RecommendationExecution = z.infer<typeof RecommendationExecutionSchema>;

export const RecommendationHistorySchema = z.object({
  title: z.string(),
  project_id: z.string(),
  project_title: z.string(),
  executions: z.array(RecommendationExecutionSchema),
  /** Runs left in the plan's month; null: no limit. */
  remaining_executions: z.number().int().nullable(),
  types: z.array(z.enum(RECOMMENDATION_TYPES)),
});
export type RecommendationHistory = z.infer<typeof RecommendationHistorySchema>;

export const RecommendationOverviewQuerySchema = z.object(pagingShape);

/** Ours: the runs of all the user's brands, each with its brand and prompt, for the index screen. */
export const RecommendationOverviewSchema = z.object({
  executions: z.array(
    RecommendationExecutionSchema.extend({
      project_title: z.string(),
      /** The prompt's text for a prompt's run; null for a brand's. */
      query_text: z.string().nullable(),
    }),
  ),
  pagination: PaginationSchema,
});

export const RecommendationCreateSchema = z.object({
  type: z.enum(RECOMMENDATION_TYPES, recommendationMessages.typeInvalid),
});

export const RecommendationStatusSchema = z.object({
  status: z.enum(RECOMMENDATION_STATUSES),
  error_message: z.string().nullable(),
  recommendations_count: z.number().int(),
});

const CollaborationRecommendationSchema = z.object({
  title: z.string(),
  summary: z.string(),
  priority: z.enum(ACTION_PRIORITIES),
  description: z.string(),
  ...withEvidence,
});
const PotentialCollaborationSchema = z.object({
  domain: z.string(),
  name: z.string(),
  description: z.string(),
  /** Only a contact found in the sources; null otherwise (never invented). */
  contact_info: z.string().nullable(),
  sources: z.array(z.string()),
  ...withEvidence,
});
const ContentUpdateSchema = z.object({
  description: z.string(),
  url: z.string().nullable(),
  ...withEvidence,
});

export const RecommendationContentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('website_collaboration'),
    recommendations: z.array(CollaborationRecommendationSchema),
    potential_collaborations: z.array(PotentialCollaborationSchema),
    contact_note: z.string().nullable(),
    expected_impact: z.object({ visibility: z.string(), authority: z.string(), lead_generation: z.string() }),
  }),
  z.object({
    type: z.literal('content_creation'),
    expert_content_ideas: z.array(ExpertIdeaSchema),
    prompt_content_ideas: z.array(PromptIdeaSchema),
    semantic_content_ideas: z.array(SemanticIdeaSchema),
  }),
  z.object({
    type: z.literal('social_media'),
    social_media_content: z.array(SocialPostSchema),
    note: z.string().nullable(),
  }),
  z.object({
    type: z.literal('improving_information_accuracy'),
    brand_content_to_update: z.array(ContentUpdateSchema),
    external_content_to_update: z.array(ContentUpdateSchema),
  }),
]);
export type RecommendationContent = z.infer<typeof RecommendationContentSchema>;

export const RecommendationDetailSchema = z.object({
  execution: RecommendationExecutionSchema,
  content: RecommendationContentSchema.nullable(),
  generated_by: z.enum(['llm', 'template']).nullable(),
  /** The prompts its evidence came from (See Metrics opens the first). */
  target_queries: z.array(
    z.object({ id: z.string(), kind: z.enum(['RANKING', 'QUESTION']), query_text: z.string() }),
  ),
  /** Ours: the answers its evidence cites, measured or simulated. */
  provenance: ProvenanceSchema,
});

// The effect estimate (difference in differences).
const DidMetricSchema = z.object({
  targeted_before: z.number().nullable(),
  targeted_after: z.number().nullable(),
  untargeted_before: z.number().nullable(),
  untargeted_after: z.number().nullable(),
  n: z.object({
    targeted_before: z.number().int(),
    targeted_after: z.number().int(),
    untargeted_before: z.number().int(),
    untargeted_after: z.number().int(),
  }),
  effect: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type DidMetric = z.infer<typeof DidMetricSchema>;

const EffectEstimateSchema = z.object({
  status: z.enum(['estimated', 'too_early', 'no_control']),
  change_date: z.string(),
  window_days: z.number().int(),
  min_answers: z.number().int(),
  /** Mention rate (ranking prompts) or share of correct answers (accuracy prompts), 0..1. */
  rate: DidMetricSchema,
  rate_kind: z.enum(['mention_rate', 'accuracy_rate']),
  /** Average position where the brand is ranked (ranking prompts only; lower is better). */
  position: DidMetricSchema.nullable(),
  /** The rate week by week (Mondays) over the window, targeted and untargeted: the change's timeline. */
  timeline: z.array(
    z.object({ week: z.string(), targeted: z.number().nullable(), untargeted: z.number().nullable() }),
  ),
});
export type EffectEstimate = z.infer<typeof EffectEstimateSchema>;

const PromptChangeSchema = z.object({
  key: z.string(),
  source: z.enum(['implemented_change', 'recommendation']),
  label: z.string(),
  description: z.string(),
  date: z.string(),
  effect: EffectEstimateSchema,
});
export type PromptChange = z.infer<typeof PromptChangeSchema>;
export const PromptChangesSchema = z.object({ changes: z.array(PromptChangeSchema) });
