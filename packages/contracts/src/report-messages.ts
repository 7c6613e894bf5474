// Texts of the brand detail insight tabs (LLM Sources, Competitors), the AI Share of Voice modal and
// the printable report page: spec 2 sections 2.2, 2.3, 2.10 and 8.

import { sharedLabels } from './messages.ts';

/** The date range filter of the Sources and Competitors tabs (spec 2 sections 2.2 and 9). */
export const dateRangeFilterLabels = {
  label: 'Date range',
  placeholder: 'Last 6 weeks',
  /** Display format of the picker (the API receives YYYY-MM-DD). */
  format: 'YY-MM-DD',
  clear: 'Clear date range',
} as const;

/** Shared table chrome: expansions, sorting, missing values. */
export const insightTableLabels = {
  expand: (what: string) => `Show details for ${what}`,
  collapse: (what: string) => `Hide details for ${what}`,
  sortAscending: (column: string) => `Sort ${column} ascending`,
  sortDescending: (column: string) => `Sort ${column} descending`,
  notAvailable: '—',
} as const;

export const sourcesTabLabels = {
  title: 'AI Reference Sources',
  description: 'Websites the AI engines cite when they answer your prompts.',
  domain: 'Domain',
  totalReferences: 'Total References',
  requestTypes: 'Request Types',
  yourDomain: sharedLabels.yourDomain,
  ranking: 'Ranking',
  question: 'Question',
  weeklyReferences: 'Weekly References',
  references: 'References',
  domainDetails: 'Domain Details',
  rankingPrompts: 'Ranking Prompts',
  questionPrompts: 'Question Prompts',
  referencesOf: (n: number) => `${n} ${n === 1 ? 'reference' : 'references'}`,
  domainInfo: 'Domain Info',
  uniqueUrls: 'Unique URLs',
  endpoints: 'Endpoints',
  url: 'URL',
  count: 'Count',
  empty: 'No website references found in the selected date range',
  loadFailed: 'Failed to load important websites data',
} as const;

export const competitorsTabLabels = {
  title: 'Competitors',
  description: 'Brands the AI engines mention next to yours, and where they rank.',
  seeShareOfVoice: 'See AI Share of Voice',
  name: 'Name',
  yourBrand: sharedLabels.yourBrand,
  averagePosition: 'Avg. Position',
  appearances: 'Appearances',
  trend: 'Trend',
  rankingPosition: 'Ranking Position',
  position: 'Position',
  promptAppearances: 'Ranking Prompt Appearances',
  query: 'Query',
  sources: 'Sources',
  noSources: 'No sources',
  moreSources: (n: number) => `+${n} more`,
  fewerSources: 'Show less',
  provider: 'Provider',
  lastSeen: 'Last Seen',
  noAppearances: 'No prompt appearances in this date range',
  empty: 'No competitor data found in the selected date range',
  loadFailed: 'Failed to load competitor data',
} as const;

export const shareOfVoiceLabels = {
  title: 'AI Share of Voice',
  description: 'Share of all brand mentions per AI engine, for the selected date range.',
  competitor: 'Competitor',
  provider: 'Provider',
  percentage: 'Percentage',
  mentions: 'Mentions',
  mentionsCount: (n: number) => `${n} ${n === 1 ? 'mention' : 'mentions'}`,
  totalMentions: (n: number) => `${n} total ${n === 1 ? 'mention' : 'mentions'}`,
  /** A share's n counts the entity mentions it is a share of, not answers. */
  intervalHover: (range: string, n: number) =>
    `95\u00a0% interval ${range}, from ${n} ${n === 1 ? 'mention' : 'mentions'}`,
  legend: 'Legend',
  bands: { high: 'High', medium: 'Medium', low: 'Low', veryLow: 'Very Low' },
  print: 'Print',
  downloadCsv: 'Download CSV',
  printError: 'Print Error',
  printFailed: 'The share of voice table could not be printed. Please try again.',
  downloadError: 'Download Error',
  downloadFailed: 'The CSV file could not be created. Please try again.',
  empty: 'No share of voice data found in the selected date range',
  loadFailed: 'Failed to load share of voice data',
} as const;

/** The printable report page (spec 2 sections 2.10 and 8). */
export const reportPageLabels = {
  documentTitle: (brand: string) => `${brand} – AI Visibility Report`,
  productName: 'Sightline',
  coverTitle: 'AI Visibility Report',
  reportDate: 'Report date',
  domain: 'Domain',
  engines: 'AI engines',
  /** What a report's figures rest on, on its cover and each page (sandbox answers are made up). */
  simulatedEngine: (engine: string) => `${engine} (simulated)`,
  provenanceAllSimulated: (n: number) =>
    `Simulated report: all ${n} answers come from the sandbox, not from the AI engines. No figure in it is measured.`,
  provenanceSomeSimulated: (simulated: number, total: number) =>
    `Partly simulated: ${simulated} of ${total} answers come from the sandbox, not from the AI engines.`,
  provenanceMeasured: (n: number) => `All ${n} answers were collected from the AI engines.`,
  simulatedPage: 'Simulated',
  simulatedPageTip:
    'Figures on this page rest wholly or partly on sandbox answers, not on answers of the AI engines.',
  contents: 'Table of Contents',
  rankingPrompts: 'Ranking Prompts',
  accuracyPrompts: 'Accuracy Prompts',
  /** After every result: how the figures were sampled (sampling statistics). */
  appendix: 'Appendix',
  competitorAnalysis: sharedLabels.competitorAnalysis,
  providersAnalysis: 'Providers Analysis',
  referenceWebsites: 'Reference Websites',
  accuracyAnalysis: 'Accuracy Analysis',
  prompt: 'Prompt',
  rank: 'Rank',
  competitor: 'Competitor',
  averagePosition: 'Avg. Position',
  appearances: 'Appearances',
  topCompetitorsChart: 'Top 10 competitors: weekly ranking position',
  providerChart: (brand: string) => `${brand}: position per provider over the last 6 weeks`,
  provider: 'Provider',
  position: 'Position',
  previousPosition: 'Previous',
  trend: 'Trend',
  url: 'URL',
  count: 'Count',
  noCompetitors: 'No competitors were found for this prompt.',
  noReferenceWebsites: 'No reference websites were cited for this prompt.',
  moreReferenceWebsites: (sites: number, references: number) =>
    `…and ${sites} more ${sites === 1 ? 'website' : 'websites'} (${references} ${references === 1 ? 'reference' : 'references'})`,
  expectedResponse: 'Expected response',
  currentRating: 'Current rating',
  previousRating: 'Previous rating',
  response: 'Response',
  justification: 'Justification',
  sources: 'Sources',
  noResponse: 'No response',
  ratings: { 2: 'Correct', 1: 'Almost correct', 0: 'Wrong' } as Record<number, string>,
  noRating: 'Not rated',
  print: 'Print',
  loading: 'Loading report…',
  errorTitle: 'Error loading report',
  loadFailed: 'Failed to load report data. Please try again.',
  invalidData: 'The report data is invalid or incomplete.',
  /** GET reports/{id}/ of an execution that does not exist or whose brand the caller cannot see. */
  notFound: 'Report not found',
  tryAgain: sharedLabels.tryAgain,
  yourBrand: sharedLabels.yourBrand,
} as const;
