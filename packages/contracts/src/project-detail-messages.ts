// Texts of the brand (project) detail screen: header, report-status banner, tabs, Query Results
// (ranking and accuracy prompts), Reports and the first-time info modal (spec 2 sections 2.2, 2.3,
// 4 and 8). Prompt texts shared with the wizard stay in projectMessages / promptModalLabels.

export const projectDetailMessages = {
  back: 'Back',
  goBack: 'Go Back',
  tryAgain: 'Try again',
  created: (date: string) => `Created ${date}`,
  loadFailedTitle: 'Could not load this brand',
  runReport: 'Run Report',
  runReportRunning: 'Report running',

  // Report-status banner.
  extractionRunning: 'Extraction running',
  estimatedTime: (minutes: number) =>
    `Estimated time: about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  emailWhenFinished: 'We will send you an email when the report is finished.',
  promptsAnswered: (done: number, total: number) => `${done} of ${total} prompts answered`,
  waitingForWorker: 'Queued: the report starts in a moment.',
  nextExecution: 'Next scheduled report',
  notScheduledTitle: 'Report execution is not scheduled',
  reportExecutedNote: 'Your results are up to date.',

  // Sandbox engines.
  simulated: 'Simulated',
  /** The brand-wide notice when some or all of its engines answer from the sandbox. */
  sandboxBrand:
    'Every engine of this brand runs on the sandbox: the figures below are simulated, not measured. Add the engines’ API keys to measure them.',
  sandboxBrandTip: 'Every engine of this brand runs on the sandbox: its figures are simulated, not measured.',
  sandboxSomeEngines: (engines: string) =>
    `${engines} run on the sandbox for this brand: their figures are simulated, not measured.`,
  simulatedTip:
    'This engine runs in sandbox mode: its answers are simulated for demonstration, not fetched live from the AI engine.',

  // Tabs.
  tabs: {
    queryResults: 'Query Results',
    reports: 'Reports',
    sources: 'LLM Sources',
    competitors: 'Competitors',
  },
  unreadBadge: (n: number) => `${n} unread notification${n === 1 ? '' : 's'}`,
  unreadDot: 'New since your last visit',
} as const;

export const queryResultsLabels = {
  filterLabel: 'Show prompts',
  filters: { all: 'All', ranking: 'Ranking', question: 'Question' },
  loadFailed: 'Failed to load query data',

  rankingTitle: 'Ranking Prompts',
  rankingHint: 'Where AI engines place your brand when they answer with a ranked list.',
  query: 'Query',
  yourPosition: 'Your Position',
  trend: 'Trend',
  actions: 'Actions',
  addRanking: 'Add Ranking Prompt',
  edit: 'Edit',
  delete: 'Delete',
  seeResults: 'See results',
  hideResults: 'Hide results',
  rankingEmpty: 'No ranking prompt results available',
  obtaining: 'Obtaining',
  extracting: 'Extracting',
  notRanked: 'Not ranked',
  noDataYet: 'No data yet',
  trendLabels: { up: 'Improved', down: 'Dropped', stable: 'Stable', new: 'New' },

  positionOverTime: 'Position over time',
  positionOverTimeHint: '1 is the top of the list',
  positionAxis: 'Position',
  noChartData: 'No positions recorded yet',
  positionByProvider: 'Position by provider',
  provider: 'Provider',
  previous: 'Previous',
  date: 'Date',
  aiOverviewNoAnswer: 'Google has not generated an AI response for this query.',
  aiOverviewPending: 'No AI Overview result yet. It appears after the next report.',
  topRecommendations: 'Top recommendations by provider',
  entity: 'Entity',
  currentWeek: 'Current week',
  lastWeek: 'Last week',
  yourBrand: 'Your brand',
  noRecommendations: 'No brands were recommended.',
  websitesUsed: 'Websites used per provider',
  noWebsites: 'No websites were cited.',
  noResultsYet: 'No results yet. Run a report to see how AI engines answer this prompt.',

  accuracyTitle: 'Accuracy Prompts',
  accuracyHint: 'Whether AI engines answer questions about your brand correctly.',
  expectedResponse: 'Expected Response',
  status: 'Status',
  addAccuracy: 'Add Accuracy Prompt',
  accuracyEmpty: 'No accuracy prompt results available',
  ratings: { 2: 'Correct', 1: 'Almost correct', 0: 'Wrong' } as Record<number, string>,
  noRating: 'No data',
  rating: 'Rating',
  lastWeekRating: "Last week's rating",
  currentResponse: 'Current response',
  previousResponse: 'Previous response',
  justification: 'Justification',
  previousDate: 'Previous date',
  sources: 'Sources',
  noResponse: 'No response',
  noPreviousResponse: 'No previous response',
  noSources: 'No sources cited.',
  pageOf: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
} as const;

export const reportHistoryLabels = {
  title: 'Report History',
  hint: 'Every report execution of this brand, newest first.',
  executedAt: 'Executed at',
  status: 'Status',
  actions: 'Actions',
  view: 'View',
  empty: 'No reports yet. Run a report to see the first results.',
  statuses: { COMPLETED: 'Completed', RUNNING: 'Running', PENDING: 'Pending', FAILED: 'Failed' },
} as const;

/** The first-time info modal (spec 2 section 2.3, 650 px). */
export const resultsInfoModal = {
  title: 'How we obtain your results',
  intro: 'Before you read your results, keep in mind how AI engines are asked:',
  points: [
    {
      title: 'Independent sessions',
      text: 'Every prompt is sent in a fresh, independent session, with no history or personalisation.',
    },
    {
      title: 'Several requests per provider, averaged',
      text: 'Each AI engine is asked several times and the positions and ratings are averaged.',
    },
    {
      title: 'Personal results may vary',
      text: 'What you see in your own account depends on your history, location and settings, so it may differ.',
    },
  ],
  confirm: 'Got it',
} as const;
