// Messages of the brand (project) and prompt areas: spec 1 sections 5 and 8, spec 2 sections 5 and 8.

export const projectMessages = {
  entityNameRequired: 'Entity name is required',
  locationRequired: 'Location is required',
  domainRequired: 'Domain is required',
  scheduleRequired: 'Please complete the scheduling information before proceeding',
  validationErrorTitle: 'Validation Error',
  fillRequired: 'Please fill in all required fields before proceeding',
  engineRequired: 'At least one AI engine is required',
  engineRequiredToast: 'Please select at least one AI engine before proceeding',
  unknownEngine: 'Unknown AI engine',
  domainRequiredTitle: 'Domain Required',
  domainRequiredToast: 'Please analyze your website to extract the domain before creating the brand.',
  promptSelectionTitle: 'Prompt Selection Required',
  promptSelection: 'Please select at least one prompt before creating the project.',
  promptRequiredTitle: 'Prompt Required',
  promptRequired: 'Please add at least one prompt before updating the brand.',
  promptLimitTitle: 'Prompt Limit Reached',
  promptLimit:
    'You have reached your prompt limit. Please remove some queries or upgrade your plan to add more.',
  accuracyFieldsRequired: 'Please fill in all accuracy prompt fields before submitting',
  promptTextRequired: 'Prompt text is required',
  questionTextRequired: 'Question text is required',
  queryTextRequired: 'Query text is required',
  expectedResponseRequired: 'Expected response is required',
  logoTooLarge: 'Logo image must be less than 2MB',
  logoFormat: 'Only .jpg, .jpeg, .png, and .gif formats are allowed',
  invalidJsonField: (field: string) => `${field} must be valid JSON`,
  projectNotFound: 'Project not found',
  promptNotFound: 'Prompt not found',
  fetchProjectsFailed: 'Failed to fetch projects',
  fetchProjectFailed: 'Failed to fetch project',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  createFailedToast: 'Failed to create project. Please try again.',
  updateFailedToast: 'Failed to update project. Please try again.',
  deleteFailedToast: 'Failed to delete project. Please try again.',
  created: 'Project Created',
  updated: 'Project Updated',
  deleted: 'Project Deleted',
  fetchRankingFailed: 'Failed to fetch ranking prompts',
  fetchAccuracyFailed: 'Failed to fetch accuracy prompts',
  runFailed: 'Failed to run report',
  queryAdded: 'Query Added',
  queryUpdated: 'Query Updated',
  queryDeleted: 'Query Deleted',
  deleteConfirm: 'Are you sure you want to delete this query?',
} as const;

export const reportMessages = {
  started: 'Report execution started',
  executed: 'Report Executed',
  alreadyRunning: 'A report is already running for this brand. Please wait until it finishes.',
  noPrompts: 'Add at least one prompt before running a report.',
  notScheduled: 'Not scheduled',
  firstReportStarted: 'Your first report is running: results appear on the brand page as it finishes.',
  firstReportRefused: (reason: string) => `Your first report did not start: ${reason}`,
  firstReportOff: 'Run Report on the brand page starts your first report.',
} as const;

/** Minutes shown while a report runs: 10 per prompt; 50 when the prompt count is unknown. */
export const REPORT_MINUTES_PER_PROMPT = 10;
export const REPORT_DEFAULT_ESTIMATE_MINUTES = 50;

/** The toasts of a failed prompt add, update or delete (spec 2 section 8), word for word. */
export const promptFailedToasts = {
  ranking: {
    add: 'Failed to add ranking prompt. Please try again.',
    update: 'Failed to update ranking prompt. Please try again.',
    delete: 'Failed to delete ranking prompt. Please try again.',
  },
  accuracy: {
    add: 'Failed to add accuracy prompt. Please try again.',
    update: 'Failed to update accuracy prompt. Please try again.',
    delete: 'Failed to delete accuracy prompt. Please try again.',
  },
} as const;

/**
 * The prompt store's errors (spec 1 section 8: "Failed to create/delete ranking prompt" and the
 * accuracy equivalents): the text under a failed create or delete toast when the server gives none.
 */
export const promptStoreErrors = {
  ranking: { add: 'Failed to create ranking prompt', delete: 'Failed to delete ranking prompt' },
  accuracy: { add: 'Failed to create accuracy prompt', delete: 'Failed to delete accuracy prompt' },
} as const;
