// Webhooks and email alerts of a brand: the events a finished report raises, the endpoints they are
// posted to (signed, retried, logged) and each user's email opt-in.

import { ENGINE_LABELS, type EngineCode } from './engines.ts';
import { list, pageParam, RowIdParamSchema, requiredText } from './input.ts';
import { ProjectRefSchema } from './projects.ts';
import { z } from './zod-setup.ts';

export const WEBHOOK_EVENT_TYPES = [
  'execution.completed',
  'execution.failed',
  'position.moved',
  'accuracy.wrong',
  'competitor.new',
  'domain.new',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** What a test event is sent as: its own type, so receivers can tell it from real ones. */
export const WEBHOOK_TEST_EVENT = 'test';

export const WEBHOOK_FORMATS = ['generic', 'slack', 'discord'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_ENDPOINTS_MAX = 10;
const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** Header of a generic delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'sightline-signature';
export const WEBHOOK_EVENT_HEADER = 'sightline-event-id';
/** A receiver refuses a signature whose timestamp is further than this from its clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;
/** Delivery attempts of one event to one endpoint, the first included, before it is FAILED. */
export const WEBHOOK_MAX_ATTEMPTS = 6;

export const webhookMessages = {
  urlRequired: 'Webhook URL is required',
  urlTooLong: `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlInvalid: 'Enter a full URL starting with https:// or http://',
  urlBlocked: 'This address cannot receive webhooks: use a public host name',
  eventsRequired: 'Choose at least one event',
  limitReached: `A brand can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  pageInvalid: 'Page must be a positive whole number',
  redelivered: 'Delivery queued again',
  testQueued: 'Test event queued',
} as const;
const m = webhookMessages;

/** Texts of the Webhooks & alerts screen of a brand. */
export const webhookLabels = {
  open: 'Webhooks & alerts',
  title: 'Webhooks & alerts',
  description:
    'Send report events of this brand to your own systems, Slack or Discord, or to your inbox. Payloads are JSON, signed with the endpoint’s secret.',
  readOnly:
    'You can view the endpoints and their deliveries. Ask the brand owner for edit access to change them.',
  endpointsHeading: 'Endpoints',
  empty: 'No endpoints yet. Add one to receive this brand’s events.',
  add: 'Add endpoint',
  addTitle: 'Add endpoint',
  editTitle: 'Edit endpoint',
  url: 'URL',
  urlPlaceholder: 'https://example.com/hooks/sightline',
  format: 'Format',
  formats: { generic: 'Generic JSON (signed)', slack: 'Slack incoming webhook', discord: 'Discord webhook' },
  events: 'Events',
  enabled: 'Enabled',
  disabled: 'Paused',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete endpoint',
  deleteConfirm: (url: string) => `Delete the endpoint ${url}? Its delivery log goes with it.`,
  sendTest: 'Send test event',
  rotate: 'Rotate secret',
  rotateTitle: 'Rotate secret',
  rotateConfirm: 'The current secret stops working at once. Rotate it?',
  secretTitle: 'Signing secret',
  secretOnce: 'Copy this secret now: it is shown only once. Use it to verify the signature of each delivery.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  deliveries: 'Deliveries',
  noDeliveries: 'No deliveries yet.',
  redeliver: 'Redeliver',
  columns: { event: 'Event', status: 'Status', attempts: 'Attempts', response: 'Response', time: 'Time' },
  statuses: { PENDING: 'Pending', DELIVERED: 'Delivered', FAILED: 'Failed' },
  emailHeading: 'Email alerts',
  emailDescription: 'Send these events of this brand to your email address as well.',
  emailSaved: 'Email alerts saved',
  saved: 'Endpoint saved',
  added: 'Endpoint added',
  deleted: 'Endpoint deleted',
  saveFailed: 'Failed to save the endpoint',
  deleteFailed: 'Failed to delete the endpoint',
  loadFailed: 'Failed to load webhooks',
  actionFailed: 'The action failed',
  eventNames: {
    'execution.completed': 'Report completed',
    'execution.failed': 'Report failed',
    'position.moved': 'Brand position moved beyond noise',
    'accuracy.wrong': 'An answer turned wrong',
    'competitor.new': 'New competitor appears',
    'domain.new': 'New cited domain',
    test: 'Test event',
  } satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, string>,
} as const;

const projectRef = (id: string) => `/projects/${encodeURIComponent(id)}`;

export const webhookPaths = {
  list: (projectId: string) => `${projectRef(projectId)}/webhooks/`,
  item: (projectId: string, endpointId: number) => `${projectRef(projectId)}/webhooks/${endpointId}/`,
  rotate: (projectId: string, endpointId: number) =>
    `${projectRef(projectId)}/webhooks/${endpointId}/rotate-secret/`,
  test: (projectId: string, endpointId: number) => `${projectRef(projectId)}/webhooks/${endpointId}/test/`,
  deliveries: (projectId: string, endpointId: number, page: number) =>
    `${projectRef(projectId)}/webhooks/${endpointId}/deliveries/?page=${page}`,
  redeliver: (projectId: string, deliveryId: number) =>
    `${projectRef(projectId)}/webhook-deliveries/${deliveryId}/redeliver/`,
  emailAlerts: (projectId: string) => `${projectRef(projectId)}/email-alerts/`,
} as const;

const EventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
const eventList = list(EventTypeSchema, WEBHOOK_EVENT_TYPES.length, m.eventsRequired);

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  events: z.array(EventTypeSchema),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The reply of create and rotate: the only time the signing secret is shown. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookEndpointListSchema = z.object({
  endpoints: z.array(WebhookEndpointSchema),
  /** Whether the caller may add, change and test endpoints (owner or EDIT). */
  can_edit: z.boolean(),
});

/** Body of POST and PUT: the whole endpoint (PUT replaces it; the secret stays). */
export const WebhookEndpointInputSchema = z.object({
  url: requiredText(m.urlRequired, WEBHOOK_URL_MAX, m.urlTooLong),
  format: z.enum(WEBHOOK_FORMATS).default('generic'),
  events: eventList.min(1, m.eventsRequired),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointRefSchema = ProjectRefSchema.extend({ wid: RowIdParamSchema });
export const WebhookDeliveryRefSchema = ProjectRefSchema.extend({ did: RowIdParamSchema });
export const WebhookDeliveriesQuerySchema = z.object({ page: pageParam(m.pageInvalid, 10_000) });

const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** HTTP status of the last attempt; null when none answered. */
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

/** The caller's own email alerts for the brand: the events mailed to them. */
export const EmailAlertsSchema = z.object({ events: z.array(EventTypeSchema) });
export const EmailAlertsInputSchema = z.object({ events: eventList });

/** One moved cell of a `position.moved` event, with both executions' figures and their intervals. */
const FigureSchema = z.object({
  value: z.number().nullable(),
  n: z.number().int(),
  ci95: z.tuple([z.number(), z.number()]).nullable(),
});
const PositionMoveSchema = z.object({
  prompt: z.string(),
  engine: z.string(),
  /** Which figure's intervals stopped overlapping: the mean position, or the share of answers ranking the brand. */
  measure: z.enum(['position', 'ranked_share']),
  direction: z.enum(['better', 'worse']),
  before: FigureSchema,
  after: FigureSchema,
});
export type PositionMove = z.infer<typeof PositionMoveSchema>;

/** The JSON body of a generic delivery. */
export const WebhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  brand: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  execution: z.object({ id: z.string(), status: z.string(), executed_at: z.string() }).nullable(),
  /**
   * Per type: `moves` (position.moved), `answers` (accuracy.wrong), `competitors`, `domains`; and on
   * every event of a report, `provenance`: the answers it rests on, measured and simulated (sandbox).
   */
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

const engineName = (code: unknown) => ENGINE_LABELS[code as EngineCode] ?? String(code);
const quoted = (prompt: unknown) => `“${String(prompt)}”`;
const range = (ci: [number, number] | null, format: (x: number) => string) =>
  ci ? ` (95% CI ${format(ci[0])}–${format(ci[1])})` : '';
const percent = (x: number) => `${Math.round(x * 100)}%`;
const positionText = (x: number) => x.toFixed(1);

const moveLine = (move: PositionMove) => {
  const format = move.measure === 'position' ? positionText : percent;
  const what = move.measure === 'position' ? 'average position' : 'ranked in';
  const side = (f: PositionMove['before']) =>
    `${f.value === null ? '–' : format(f.value)}${range(f.ci95, format)}, n=${f.n}`;
  return `${quoted(move.prompt)} on ${engineName(move.engine)}: ${what} ${side(move.before)} → ${side(move.after)} (${move.direction})`;
};

/** The line an event's figures carry when sandbox answers are among those they rest on. */
const provenanceLine = (data: Record<string, unknown>): string[] => {
  const p = data.provenance as { answers_measured?: number; answers_simulated?: number } | undefined;
  const simulated = p?.answers_simulated ?? 0;
  if (simulated === 0) return [];
  const total = simulated + (p?.answers_measured ?? 0);
  return [`Simulated: ${simulated} of ${total} answers come from the sandbox, not from the AI engines.`];
};

/** The title and lines of an event, for Slack, Discord and the alert mail. */
export const describeAlert = (event: WebhookEvent): { title: string; lines: string[] } => {
  const { title, lines } = describeFigures(event);
  return { title, lines: [...lines, ...provenanceLine(event.data)] };
};

const describeFigures = (event: WebhookEvent): { title: string; lines: string[] } => {
  const brand = event.brand.name;
  const d = event.data;
  const items = (key: string) => (Array.isArray(d[key]) ? (d[key] as unknown[]) : []);
  switch (event.type) {
    case 'execution.completed':
      return {
        title: `Report completed for ${brand}`,
        lines: [`${d.answers} answers from ${items('engines').map(engineName).join(', ')}.`],
      };
    case 'execution.failed':
      return {
        title: `Report failed for ${brand}`,
        lines: [String(d.error ?? 'No engine returned an answer.')],
      };
    case 'position.moved':
      return {
        title: `${brand}'s position moved beyond noise on ${items('moves').length} prompt × engine cell(s)`,
        lines: (items('moves') as PositionMove[]).map(moveLine),
      };
    case 'accuracy.wrong':
      return {
        title: `Answers about ${brand} turned wrong`,
        lines: (items('answers') as { prompt: string; engine: string; wrong: number; n: number }[]).map(
          (a) => `${quoted(a.prompt)} on ${engineName(a.engine)}: ${a.wrong} of ${a.n} answers wrong`,
        ),
      };
    case 'competitor.new':
      return { title: `New competitors appear next to ${brand}`, lines: items('competitors').map(String) };
    case 'domain.new':
      return { title: `New domains cited in ${brand}'s answers`, lines: items('domains').map(String) };
    default:
      return {
        title: `Test event from Sightline for ${brand}`,
        lines: ['Your endpoint is set up: real events of this brand will arrive like this one.'],
      };
  }
};
