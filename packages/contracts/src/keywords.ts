// The keyword explorer (spec 3 sections 2.1, 3, 4, 5, 7, 8 and 9): its calls, replies, constants and
// texts. The spec gives operations, not paths; these paths are ours.

import { inputMessages, inputString, requiredText } from './input.ts';
import { KEYWORD_COUNTRY_CODES, KEYWORD_LANGUAGE_CODES } from './keyword-options.ts';
import { billingMessages, readOnlyMessage, trialMessages } from './messages.ts';
import { z } from './zod-setup.ts';

export const keywordExplorerPaths = {
  executions: '/keyword-explorer/executions/',
  summary: '/keyword-explorer/summary/',
  create: '/keyword-explorer/executions/create/',
  execution: (uuid: string) => `/keyword-explorer/executions/${encodeURIComponent(uuid)}/`,
  prompts: (uuid: string) => `/keyword-explorer/executions/${encodeURIComponent(uuid)}/prompts/`,
  refresh: (uuid: string) => `/keyword-explorer/executions/${encodeURIComponent(uuid)}/refresh/`,
} as const;

const KEYWORD_EXECUTION_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type KeywordExecutionStatus = (typeof KEYWORD_EXECUTION_STATUSES)[number];

// Section 9 and the bounds of the form.
export const KEYWORD_RESULTS_PAGE_SIZE = 10;
export const KEYWORD_TREND_MONTHS = 12;
/** Keywords one analysis takes, and the length of each (a volume provider reads at most 80 characters). */
const KEYWORD_MAX_COUNT = 20;
export const KEYWORD_MAX_CHARS = 80;
const KEYWORD_TITLE_MAX_CHARS = 200;
const KEYWORD_WEBSITE_MAX_CHARS = 2000;
const KEYWORD_INPUT_MAX_CHARS = KEYWORD_MAX_COUNT * (KEYWORD_MAX_CHARS + 2);
/** Prompts written per keyword. */
export const KEYWORD_PROMPTS_PER_KEYWORD = 8;

// Section 4: polling and the progress bar.
export const KEYWORD_POLL_FAST_MS = 30_000;
export const KEYWORD_POLL_FAST_COUNT = 10;
export const KEYWORD_POLL_SLOW_MS = 120_000;
export const KEYWORD_POLL_MAX = 30;
export const KEYWORD_PROGRESS_CAP = 95;
export const KEYWORD_RUNNING_MIN_PROGRESS = 20;
export const KEYWORD_PROGRESS_STEP = { min: 0.5, max: 3 } as const;
export const KEYWORD_PROGRESS_EVERY_MS = { min: 2000, max: 5000 } as const;
/** 'Failed to load dashboard data' stays 4 s (section 8). */
export const KEYWORD_DASHBOARD_TOAST_MS = 4000;

/** The keywords of the comma-separated text: trimmed, blanks dropped (section 5 counts these). */
export const splitKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

export const keywordMessages = {
  historyFailed: 'Failed to load execution history',
  executionFailed: 'Failed to load execution data',
  resultsFailed: 'Failed to load keyword results',
  runFailed: 'Failed to run keyword analysis',
  retryFailed: 'Failed to retry analysis',
  projectsFailed: 'Failed to load projects',
  addFailed: 'Failed to add to project',
  dashboardFailed: 'Failed to load dashboard data',
  upgradeTitle: trialMessages.upgradeRequiredTitle,
  trialEnded: readOnlyMessage('analyses', 'trial'),
  noExecutions: billingMessages.noExecutions,
  trialEndedRefresh: 'Your trial has ended. Please upgrade your plan to refresh this analysis.',
  noExecutionsRefresh: 'You have no remaining executions. Please upgrade your plan to refresh this analysis.',
  analysisError: 'An error occurred during analysis.',
  pollingError: 'The analysis encountered an error',
  started: 'Analysis started successfully',
  refreshed: 'Analysis refreshed successfully',
  restarted: 'Analysis restarted successfully',
  complete: 'Analysis Complete',
  copied: 'Copied to clipboard',
  added: 'Prompt added to project',
  noResultsToDownload: 'No keyword results to download',
  notFound: 'Keyword analysis not found',
  stillRunning: 'This analysis is still running: refresh it once it has finished.',
  titleRequired: 'Title is required',
  websiteRequired: 'Website is required',
  keywordsRequired: 'Enter at least one keyword',
  tooManyKeywords: `Enter at most ${KEYWORD_MAX_COUNT} keywords`,
  keywordTooLong: `Each keyword can have at most ${KEYWORD_MAX_CHARS} characters`,
  countryInvalid: 'Choose a country from the list',
  languageInvalid: 'Choose a language from the list',
  volumesFailed: 'The keyword volume provider could not be reached. Please retry the analysis.',
} as const;

export const keywordLabels = {
  pageTitle: 'Keyword Explorer',
  formTitle: 'Keyword Analysis',
  title: 'Title',
  titlePlaceholder: 'e.g. CRM market research',
  website: 'Website',
  websitePlaceholder: 'e.g. acme.com',
  keywords: 'Keywords',
  keywordsPlaceholder: 'crm software, sales pipeline, lead management',
  keywordsHint: 'Separate keywords with commas',
  country: 'Country',
  language: 'Language',
  runAnalysis: 'Run Analysis',
  refreshAnalysis: 'Refresh Analysis',
  upgradePlan: 'Upgrade Plan',
  newAnalysis: 'New Analysis',
  showHistory: 'Show History',
  hideHistory: 'Hide History',
  history: 'History',
  noHistory: 'No analyses yet. Run one to see it here.',
  executionsLeft: (n: number) => `${n} ${n === 1 ? 'execution' : 'executions'} left`,
  unlimitedExecutions: 'Unlimited executions',
  keywordCount: (n: number) => `${n} ${n === 1 ? 'keyword' : 'keywords'}`,
  viewPlans: 'View plans',
  statusLabels: { pending: 'Pending', running: 'Running', completed: 'Completed', failed: 'Failed' },
  promptResults: 'Prompt Results',
  promptResultsHint: 'The prompts people put to AI engines about your keywords, with their monthly volume.',
  downloadCsv: 'Download CSV',
  promptName: 'Prompt Name',
  volumeInterval: 'Volume interval',
  actions: 'Actions',
  copy: 'Copy',
  addToProject: 'Add to Project',
  volumeTrend: 'Volume Trend (Last 12 Months)',
  exactVolume: 'Exact volume',
  range: 'Range',
  noVolume: 'No data',
  noVolumeTip:
    'The volume provider has no figure for this prompt (prompts longer than 10 words or 80 characters cannot be measured).',
  monthlySearches: 'Monthly searches',
  monthLabel: (monthsAgo: number) => `Month -${monthsAgo}`,
  simulatedTip:
    'No keyword-volume provider is configured, so these volumes are simulated by the sandbox for demonstration. They are not measured search volumes.',
  pendingTitle: 'Analysis in progress',
  runningTitle: 'Analysis running',
  typicalDuration: 'This typically takes 5-10 minutes. You can leave this page and come back.',
  failedTitle: 'Analysis Failed',
  retry: 'Retry Analysis',
  startTitle: 'Start Your Keyword Analysis',
  startText:
    'Enter a title, your website and the keywords of your market. We write the prompts people put to AI engines about them and show how often each is searched.',
  addDialogTitle: 'Add to Project',
  addDialogText: 'Add this prompt to a project as a ranking prompt:',
  noProjects: 'You have no projects yet. Create a project first, then add prompts to it.',
  createProject: 'Create New Project',
  cancel: 'Cancel',
  /** The CSV's trailing column: yes when the row's volumes are simulated. */
  csvSimulated: 'Simulated',
} as const;

// Blank text and text of commas only fail the same one check.
const keywordsField = inputString(keywordMessages.keywordsRequired)
  .max(KEYWORD_INPUT_MAX_CHARS, inputMessages.tooLong(KEYWORD_INPUT_MAX_CHARS))
  .refine((text) => splitKeywords(text).length > 0, keywordMessages.keywordsRequired)
  .refine((text) => splitKeywords(text).length <= KEYWORD_MAX_COUNT, keywordMessages.tooManyKeywords)
  .refine(
    (text) => splitKeywords(text).every((k) => k.length <= KEYWORD_MAX_CHARS),
    keywordMessages.keywordTooLong,
  );

/** POST keyword-explorer/executions/create/ (section 7: title, website, keywords, country, language). */
export const KeywordExecutionCreateSchema = z.object({
  title: requiredText(keywordMessages.titleRequired, KEYWORD_TITLE_MAX_CHARS),
  website: requiredText(keywordMessages.websiteRequired, KEYWORD_WEBSITE_MAX_CHARS),
  keywords: keywordsField,
  country: z.enum(KEYWORD_COUNTRY_CODES, keywordMessages.countryInvalid),
  language: z.enum(KEYWORD_LANGUAGE_CODES, keywordMessages.languageInvalid),
});
export type KeywordExecutionCreate = z.infer<typeof KeywordExecutionCreateSchema>;

export const KeywordExecutionSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  title: z.string(),
  website: z.string(),
  keywords: z.string(),
  country: z.string(),
  language: z.string(),
  status: z.enum(KEYWORD_EXECUTION_STATUSES),
  error_message: z.string().nullable(),
  created_at: z.string(),
  keywords_count: z.number().int(),
  /** True when the volumes came from the sandbox provider, not a measured source. */
  simulated: z.boolean(),
});
export type KeywordExecution = z.infer<typeof KeywordExecutionSchema>;
export const KeywordExecutionListSchema = z.array(KeywordExecutionSchema);

const KeywordResultSchema = z.object({
  id: z.number().int(),
  query: z.string(),
  /** The keyword of the form the prompt was written for. */
  keyword: z.string(),
  /** Average monthly searches; null when the provider has no figure. */
  volume: z.number().int().nullable(),
  /** The range the volume falls in ('1K-10K'), or 'No data'. */
  volume_interval: z.string(),
  /** Twelve months, latest first; null for a month without a figure. */
  monthly_volumes: z.array(z.number().int().nullable()).length(KEYWORD_TREND_MONTHS),
  simulated: z.boolean(),
});
export type KeywordResult = z.infer<typeof KeywordResultSchema>;
export const KeywordResultsReplySchema = z.object({ results: z.array(KeywordResultSchema) });

/** GET keyword-explorer/summary/: the analyses left this month (null: no limit). */
export const KeywordSummarySchema = z.object({
  remaining_executions: z.number().int().nullable(),
  monthly_executions: z.number().int().nullable(),
});
