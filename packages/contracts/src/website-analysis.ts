// Website analysis (analysis spec 2.4, 3, 7, 9): visits to a brand's site from AI assistants, from
// other sites and from AI crawlers, recorded by a script snippet or a server-side shipper through the
// public collect endpoints, and the dashboard that reads them.

import { inputString, list, pageParam, text } from './input.ts';
import { type DashboardTimeRange, filterShape, rangeChecks } from './prompt-dashboards.ts';
import { z } from './zod-setup.ts';

/** Spec 9: the website dashboard defaults to the last 30 days, 20 visits a page, a 500 ms search debounce. */
export const WEBSITE_DEFAULT_TIME_RANGE: DashboardTimeRange = '30d';
export const WEBSITE_VISITS_PAGE_SIZE = 20;
export const WEBSITE_SEARCH_DEBOUNCE_MS = 500;
/** Spec 2.4: page URLs in the Recent Visits table are cut at this many characters. */
export const WEBSITE_URL_DISPLAY_CHARS = 50;
/** Pages in Most Popular Pages, bots and pages per bot in the crawler panel. */
export const WEBSITE_POPULAR_PAGES = 10;
export const WEBSITE_CRAWLER_BOTS = 20;
export const WEBSITE_CRAWLER_PAGES_PER_BOT = 5;
const WEBSITE_VISITS_PAGE_MAX = 10_000;
const WEBSITE_VISITS_PAGE_SIZE_MAX = 100;

/** What one recorded event was: a person from an AI assistant, a person from elsewhere, or an AI bot. */
const VISIT_TYPES = ['AI_REFERRAL', 'HUMAN', 'AI_CRAWLER'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

/** Why an AI bot fetched a page, from its operator's description (vendored lists). */
export const CRAWLER_PURPOSES = ['training', 'search', 'user', 'other'] as const;
export type CrawlerPurpose = (typeof CRAWLER_PURPOSES)[number];
export const CRAWLER_PURPOSE_LABELS: Record<CrawlerPurpose, string> = {
  training: 'Training',
  search: 'Search indexing',
  user: 'User-triggered fetch',
  other: 'Other or undocumented',
};

/**
 * Whether a bot's claim (its user agent) was checked against the address ranges its operator
 * publishes: verified (inside), spoofed (outside), unverified (no published ranges, or no address).
 */
const CRAWLER_VERIFICATIONS = ['verified', 'unverified', 'spoofed'] as const;
export type CrawlerVerification = (typeof CRAWLER_VERIFICATIONS)[number];

export const websiteAnalysisMessages = {
  title: 'Website Analysis',
  emptyTitle: 'No Visit Data Yet',
  emptyText:
    'Install the tracking code on your website to see visits from AI assistants, other sites and AI crawlers.',
  loadFailed: 'Failed to load website analytics',
  visitsFailed: 'Failed to load visits page',
  invalidKey: 'Unknown or rotated tracking key',
  invalidPage: 'page must be a whole number from 1 to 10000',
  invalidPageSize: 'page_size must be a whole number from 1 to 100',
  busy: 'Too many events at once; retry shortly with the same event ids',
  eventIdFormat: 'id must be 8 to 64 letters, digits, dashes or underscores',
  urlFormat: 'url must be an absolute http(s) URL',
  eventsRequired: 'events must hold at least one event',
  keyRequired: 'key is required',
  invalidJson: 'The body must be JSON',
  notInstalled: 'No event has arrived yet. Open a page of your site with the snippet, then check again.',
  installed: (when: string) => `Tracking works: the last event arrived ${when}.`,
  keyRotated: 'Tracking key rotated: update the snippet',
  publicKeyOnIngest:
    "This is the brand's public snippet key: server-side ingest needs the brand's secret ingest key (Website Analysis, Tracking)",
  invalidIngestKey: 'Unknown or rotated ingest key',
  unavailable: 'Visits cannot be stored right now; retry shortly with the same event ids',
  ingestKeyCreated: 'New ingest key created: copy it now, it is not shown again',
  aiVisits: 'AI Visits',
  humanVisits: 'Human Visits',
  otherSites: 'Other sites',
  direct: 'Direct',
} as const;

/** Texts of the screen. */
export const websiteAnalysisLabels = {
  back: 'Back to brand',
  openButton: 'Website Analysis',
  dateRangeLabel: 'Date range',
  loading: 'Loading website analytics',
  tryAgain: 'Try Again',
  cards: {
    total: 'Total Visits',
    ai: 'Visits from AI Sites',
    human: 'Visits from Other Sites',
    rate: 'AI Referer Rate',
  },
  changeHint: 'against the previous period of the same length',
  charts: { overTime: 'Visits Over Time', bySource: 'Visits by Source' },
  noVisitsInRange: 'No visits in this period',
  popular: {
    title: 'Most Popular Pages',
    page: 'Page URL',
    visits: 'Total Visits',
    sources: 'Traffic Sources',
  },
  crawlers: {
    title: 'AI Crawlers',
    hint: 'Bots of AI companies fetching your pages (they never run the snippet: send them from your server).',
    bot: 'Bot',
    operator: 'Operator',
    purpose: 'Purpose',
    fetches: 'Fetches',
    verification: 'Verified',
    pages: 'Pages fetched most',
    none: 'No AI crawler fetches in this period',
    verificationLabels: { verified: 'Verified', unverified: 'Unverified', spoofed: 'Spoofed' },
    verificationHint:
      "Verified: the address is in the operator's published ranges. Unverified: no published ranges to check. Spoofed: outside them.",
  },
  recent: {
    title: 'Recent Visits',
    search: 'Search page URLs',
    time: 'Time',
    source: 'Source',
    type: 'Type',
    page: 'Page URL',
    referer: 'Referer',
    none: 'No visits match',
    pager: 'Recent visits pages',
  },
  visitTypeLabels: { AI_REFERRAL: 'AI referral', HUMAN: 'Human', AI_CRAWLER: 'AI crawler' },
  tracking: {
    title: 'Tracking code',
    hint: 'Paste this snippet before </head> on every page of your site.',
    copy: 'Copy snippet',
    copied: 'Copied',
    copiedToast: 'Snippet copied to clipboard',
    check: 'Check installation',
    rotate: 'Rotate key',
    cancel: 'Cancel',
    rotateConfirm:
      'The current key stops working at once: the snippet on your pages must be updated with the new one.',
    serverSide:
      'AI crawlers never run JavaScript. Send their requests from your server with the secret ingest key (examples in the docs):',
    ingestUrl: 'Ingest endpoint',
    key: 'Snippet key (public)',
    ingestKey: 'Ingest key (secret)',
    ingestKeyNone: 'None yet',
    ingestKeyState: (hint: string, created: string) => `…${hint}, created ${created}`,
    createIngestKey: 'Create ingest key',
    replaceIngestKey: 'Replace ingest key',
    replaceIngestKeyConfirm:
      'The current ingest key stops working at once: every log shipper must be updated with the new one.',
    ingestKeyOnce: 'Copy this key now: only its fingerprint is kept, so it is not shown again.',
    copyIngestKey: 'Copy ingest key',
    done: 'Done',
  },
} as const;

// Collect endpoints ------------------------------------------------------------------------------

/** Bounds of what the collect endpoints take: events per request, and each field's length. */
export const COLLECT_LIMITS = {
  browserEvents: 20,
  serverEvents: 500,
  urlChars: 2048,
  userAgentChars: 512,
  /** Bodies over these are refused (413) before parsing. */
  browserBodyBytes: 32 * 1024,
  serverBodyBytes: 1024 * 1024,
  /** How far an event's own time may be from the server's (clock skew, delayed log shipping). */
  maxAgeDays: 7,
  maxAheadMinutes: 10,
  /**
   * Stored texts are cut to these encoded sizes, so that no value can outgrow an index entry: a
   * 2,000-character page URL is 18 KB once percent-encoded.
   */
  storedUrlBytes: 1024,
  storedUserAgentBytes: 512,
  storedSourceBytes: 255,
} as const;

const EventIdSchema = z
  .string(websiteAnalysisMessages.eventIdFormat)
  .regex(/^[A-Za-z0-9_-]{8,64}$/, websiteAnalysisMessages.eventIdFormat);
const httpUrl = z
  .string(websiteAnalysisMessages.urlFormat)
  .max(COLLECT_LIMITS.urlChars, websiteAnalysisMessages.urlFormat)
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), websiteAnalysisMessages.urlFormat);
/** A referrer may be anything a browser or a log line holds ('-' in logs): kept as text, parsed later. */
const referrer = text(COLLECT_LIMITS.urlChars).optional().nullable();
const TrackingKeySchema = inputString(websiteAnalysisMessages.keyRequired)
  .min(1, websiteAnalysisMessages.keyRequired)
  .max(100, websiteAnalysisMessages.invalidKey);

/** One page view sent by the snippet: the browser's own user agent and address come with the request. */
const BrowserEventSchema = z.object({
  id: EventIdSchema,
  url: httpUrl,
  referrer,
});

/** POST website-analysis/collect/ (the snippet; text/plain JSON so browsers send it without a preflight). */
export const BrowserCollectSchema = z.object({
  key: TrackingKeySchema,
  events: list(BrowserEventSchema, COLLECT_LIMITS.browserEvents).min(
    1,
    websiteAnalysisMessages.eventsRequired,
  ),
});

/**
 * One request seen by the site's server (middleware, access-log shipper, edge worker): its user agent
 * and client address, which crawler verification needs and which is hashed, never stored. Without an
 * id, one is derived from the event itself, so shipping the same log line twice counts it once.
 */
const ServerEventSchema = z.object({
  id: EventIdSchema.optional(),
  url: httpUrl,
  referrer,
  user_agent: text(COLLECT_LIMITS.userAgentChars),
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  timestamp: z.iso.datetime({ offset: true }).max(40).optional(),
});

/** POST website-analysis/ingest/ with the key in `Authorization: Bearer <key>` or the body. */
export const ServerIngestSchema = z.object({
  key: TrackingKeySchema.optional(),
  events: list(ServerEventSchema, COLLECT_LIMITS.serverEvents).min(1, websiteAnalysisMessages.eventsRequired),
});

/** Reply of both collect endpoints: accepted events are stored once per id; ignored ones are non-AI bots. */
export const CollectReplySchema = z.object({ accepted: z.number().int(), ignored: z.number().int() });
export type CollectReply = z.infer<typeof CollectReplySchema>;

// Tracking settings ------------------------------------------------------------------------------

/**
 * The brand's secret ingest key as the screen may show it: whether one exists, its last characters
 * and when it was made (the key itself is shown once, when it is made).
 */
const IngestKeyStateSchema = z.object({
  configured: z.boolean(),
  hint: z.string().nullable(),
  created_at: z.string().nullable(),
});

export const TrackingSettingsSchema = z.object({
  /** The public snippet key: in every page's source, it only adds browser page views. */
  key: z.string(),
  /** Where the snippet's script is served from, and the endpoints it and a shipper post to. */
  script_url: z.string(),
  collect_url: z.string(),
  ingest_url: z.string(),
  snippet: z.string(),
  ingest_key: IngestKeyStateSchema,
});
export type TrackingSettings = z.infer<typeof TrackingSettingsSchema>;

/** POST website-analysis/{id}/tracking/ingest-key/: a new secret ingest key, shown this once. */
export const IngestKeyCreatedSchema = IngestKeyStateSchema.extend({ secret: z.string() });
export type IngestKeyCreated = z.infer<typeof IngestKeyCreatedSchema>;

/** Prefixes that tell the two keys apart: the public snippet key and the secret ingest key. */
export const TRACKING_KEY_PREFIX = 'sltk_';
export const INGEST_KEY_PREFIX = 'slik_';
/** Characters of a secret ingest key the screen shows after it was made. */
export const INGEST_KEY_HINT_CHARS = 4;

export const InstallationCheckSchema = z.object({
  installed: z.boolean(),
  last_event_at: z.string().nullable(),
  last_page_url: z.string().nullable(),
  last_visit_type: z.enum(VISIT_TYPES).nullable(),
});
export type InstallationCheck = z.infer<typeof InstallationCheckSchema>;

/** The one snippet, shown on the empty state and in the tracking card. */
export const trackingSnippet = (scriptUrl: string, key: string) =>
  `<script async src="${scriptUrl}" data-key="${key}"></script>`;

// Dashboard ---------------------------------------------------------------------------------------

/** GET website-analysis/{id}/dashboard/ (spec 7): time range, page, page_size, dates, endpoint_filter. */
export const WebsiteDashboardQuerySchema = z
  .object({
    time_range: filterShape.time_range,
    start_date: filterShape.start_date,
    end_date: filterShape.end_date,
    page: pageParam(websiteAnalysisMessages.invalidPage, WEBSITE_VISITS_PAGE_MAX),
    page_size: z.coerce
      .number(websiteAnalysisMessages.invalidPageSize)
      .int(websiteAnalysisMessages.invalidPageSize)
      .min(1, websiteAnalysisMessages.invalidPageSize)
      .max(WEBSITE_VISITS_PAGE_SIZE_MAX, websiteAnalysisMessages.invalidPageSize)
      .default(WEBSITE_VISITS_PAGE_SIZE),
    endpoint_filter: text(300).optional(),
  })
  .superRefine(rangeChecks);
export type WebsiteDashboardQuery = z.infer<typeof WebsiteDashboardQuerySchema>;

const ChartSchema = z.object({
  labels: z.array(z.string()),
  datasets: z.array(z.object({ label: z.string(), data: z.array(z.number()), color: z.string() })),
});
const DonutSchema = z.object({
  labels: z.array(z.string()),
  data: z.array(z.number()),
  colors: z.array(z.string()),
});

const ProviderCountSchema = z.object({ provider: z.string(), count: z.number().int(), color: z.string() });

const VisitSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  /** The AI assistant (engine code where it is one), the bot's name, or null for other visits. */
  provider: z.string().nullable(),
  visit_type: z.enum(VISIT_TYPES),
  page_url: z.string(),
  referer: z.string().nullable(),
  crawler_purpose: z.enum(CRAWLER_PURPOSES).nullable(),
  verification: z.enum(CRAWLER_VERIFICATIONS).nullable(),
});

const CrawlerBotSchema = z.object({
  name: z.string(),
  operator: z.string(),
  purpose: z.enum(CRAWLER_PURPOSES),
  fetches: z.number().int(),
  verified: z.number().int(),
  unverified: z.number().int(),
  spoofed: z.number().int(),
  pages: z.array(z.object({ page: z.string(), fetches: z.number().int() })),
});
export type CrawlerBot = z.infer<typeof CrawlerBotSchema>;

export const WebsiteDashboardSchema = z.object({
  domain: z.string(),
  /** Whether any event was ever recorded for the brand: false shows 'No Visit Data Yet'. */
  has_data: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  statistics: z.object({
    total_visits: z.number().int(),
    total_visits_change: z.number(),
    total_ai_visits: z.number().int(),
    ai_visits_change: z.number(),
    total_human_visits: z.number().int(),
    human_visits_change: z.number(),
    /** Each change's previous-period figure: a change from nothing reads "new" (`isNewFigure`). */
    total_visits_previous: z.number().int(),
    ai_visits_previous: z.number().int(),
    human_visits_previous: z.number().int(),
    /** AI visits / total visits, percent with one decimal (spec 9). */
    ai_percentage: z.number(),
  }),
  line_chart: ChartSchema,
  donut_chart: DonutSchema,
  popular_endpoints: z.array(
    z.object({
      endpoint: z.string(),
      total_visits: z.number().int(),
      provider_breakdown: z.array(ProviderCountSchema),
    }),
  ),
  visits: z.object({
    data: z.array(VisitSchema),
    page: z.number().int(),
    page_size: z.number().int(),
    total_count: z.number().int(),
  }),
  /** AI crawler fetches of the range: per purpose, and per bot with its pages. */
  crawlers: z.object({
    total_fetches: z.number().int(),
    by_purpose: z.array(z.object({ purpose: z.enum(CRAWLER_PURPOSES), fetches: z.number().int() })),
    bots: z.array(CrawlerBotSchema),
  }),
});
export type WebsiteDashboard = z.infer<typeof WebsiteDashboardSchema>;

export const websiteAnalysisPaths = {
  dashboard: (id: string) => `/website-analysis/${encodeURIComponent(id)}/dashboard/`,
  tracking: (id: string) => `/website-analysis/${encodeURIComponent(id)}/tracking/`,
  rotateKey: (id: string) => `/website-analysis/${encodeURIComponent(id)}/tracking/rotate/`,
  rotateIngestKey: (id: string) => `/website-analysis/${encodeURIComponent(id)}/tracking/ingest-key/`,
  installation: (id: string) => `/website-analysis/${encodeURIComponent(id)}/installation/`,
  collect: '/website-analysis/collect/',
  ingest: '/website-analysis/ingest/',
  /** The snippet's script (outside /api: a site loads it with a plain script tag). */
  script: '/sightline-tracker.js',
} as const;
