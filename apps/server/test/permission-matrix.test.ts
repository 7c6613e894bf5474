// The permission matrix: every project-scoped operation of the OpenAPI document, called as the brand's
// owner, an EDIT and a VIEW collaborator, a pending invitee, a removed team member and a stranger,
// and with API keys (the owner's read-only key, an editor's, a viewer's and a stranger's read-write
// keys), answers what the one access policy says: a key acts as its user, and a read-only key only reads. Every operation of the document must be either in the
// matrix (with the permission it needs) or listed as not project-scoped (with why): a route added later
// fails this test until it says which, so it inherits the policy's rules.
import {
  apiKeyMessages,
  apiKeyPaths,
  contentMessages,
  type Project,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, subscribeLocally } from './billing-support.ts';
import {
  bearer,
  createBrand,
  type Harness,
  multipart,
  register,
  runReportsDaysAgo,
  startHarness,
} from './harness.ts';
import { collaborate, invite, joinTeam } from './sharing-support.ts';

type Permission = 'VIEW' | 'EDIT' | 'OWNER';
const USERS = ['stranger', 'pending', 'removed', 'viewer', 'editor', 'owner'] as const;
type User = (typeof USERS)[number];
/** API keys and whose they are; the owner's read-only key is `readKey`. */
const KEYS = { strangerKey: 'stranger', viewerKey: 'viewer', editorKey: 'editor', readKey: 'owner' } as const;
type KeyRole = keyof typeof KEYS;
// The owner last: its call may delete what the others were refused.
const ROLES = [...USERS.slice(0, -1), ...(Object.keys(KEYS) as KeyRole[]), 'owner'] as const;
type Role = User | KeyRole;

const WRITE = (method: string) => method !== 'GET';

/** What each role gets from an operation that needs `permission`: 'ok' is any 2xx. */
const expected = (role: Role, permission: Permission, method: string): 'ok' | 403 | 404 => {
  if (role === 'readKey') return WRITE(method) ? 403 : 'ok';
  if (role in KEYS) return expected(KEYS[role as KeyRole], permission, method);
  if (role === 'stranger' || role === 'pending' || role === 'removed') return 404;
  if (role === 'owner') return 'ok';
  if (role === 'editor') return permission === 'OWNER' ? 403 : 'ok';
  return permission === 'VIEW' ? 'ok' : 403;
};

interface Fixture {
  project: Project;
  /** A second brand with the same roles, for the operation that deletes it. */
  disposable: Project;
  ranking: { id: number; uuid: string };
  question: { id: number; uuid: string };
  executionUuid: string;
  editorShareId: number;
  owner: Session;
}

interface Entry {
  permission: Permission;
  /** Path parameters besides the brand; made afresh before every call (deletes need their own rows). */
  params?: (f: Fixture) => Promise<Record<string, string | number>> | Record<string, string | number>;
  body?: (f: Fixture) => object;
  /** A multipart form instead of a JSON body. */
  form?: (f: Fixture) => Record<string, string>;
  /** The form's file. */
  file?: () => Parameters<typeof multipart>[1];
  query?: (f: Fixture) => Record<string, string>;
  /** The brand the `id` names: the main one unless this operation deletes it. */
  brand?: 'disposable';
  /** Runs after a call that succeeded (a report run is finished, so the next one may start). */
  after?: () => Promise<void>;
}

let h: Harness;
let f: Fixture;
const sessions = {} as Record<Role, { token: string }>;
let unique = 0;
const next = (label: string) => `${label} ${++unique}`;

const post = async (as: { token: string }, path: string, payload: object) => {
  const res = await api(h, as, 'POST', path, payload);
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const ownerPost = (path: string, payload: object) => post(f.owner, path, payload);
const freshPrompt = async (family: 'ranking-queries' | 'question-queries') =>
  (
    await ownerPost(`/projects/${f.project.uuid}/${family}/create/`, {
      query_text: next('fresh prompt'),
      expected_response: 'yes',
    })
  ).id;

const dashboardQuery = { time_range: '30d' };
const customReportBody = {
  title: 'Matrix',
  start_date: '2026-01-01',
  end_date: '2026-01-31',
  data_types: ['RANKING', 'ACCURACY'],
};

const MATRIX: Record<string, Entry> = {
  'GET /api/projects/{id}/': { permission: 'VIEW' },
  'PUT /api/projects/{id}/update/': {
    permission: 'EDIT',
    form: (x) => ({
      entity_name: x.project.entity_name,
      location: next('Madrid'),
      domain: x.project.domain,
      ai_engines: JSON.stringify(x.project.ai_engines),
      timezone: x.project.timezone,
      scheduled_day: x.project.scheduled_day!,
      scheduled_hour: String(x.project.scheduled_hour),
    }),
  },
  'DELETE /api/projects/{id}/delete/': { permission: 'OWNER', brand: 'disposable' },
  'GET /api/projects/{id}/notifications/counts/': { permission: 'VIEW' },
  'GET /api/website-analysis/{id}/dashboard/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/website-analysis/{id}/tracking/': { permission: 'VIEW' },
  'POST /api/website-analysis/{id}/tracking/rotate/': { permission: 'EDIT' },
  'POST /api/website-analysis/{id}/tracking/ingest-key/': { permission: 'EDIT' },
  'GET /api/website-analysis/{id}/installation/': { permission: 'VIEW' },
  'POST /api/projects/{id}/notifications/mark-tab-read/': {
    permission: 'VIEW',
    body: () => ({ notification_type: 'REPORT_EXECUTION' }),
  },
  'GET /api/projects/{id}/shares/': { permission: 'OWNER' },
  'POST /api/projects/{id}/share/': {
    permission: 'OWNER',
    body: () => ({ email: `${next('invitee').replace(' ', '-')}@example.com` }),
  },
  'PUT /api/shares/{id}/update/': {
    permission: 'OWNER',
    params: (x) => ({ id: x.editorShareId }),
    body: () => ({ permission: 'EDIT' }),
  },
  'DELETE /api/shares/{id}/revoke/': {
    permission: 'OWNER',
    params: async (x) => ({
      id: (await invite(h, x.owner, x.project.uuid, `${next('revokable').replace(' ', '-')}@example.com`)).id,
    }),
  },
  'GET /api/projects/{id}/ranking-queries/': { permission: 'VIEW' },
  'POST /api/projects/{id}/ranking-queries/create/': {
    permission: 'EDIT',
    body: () => ({ query_text: next('new ranking prompt') }),
  },
  'PUT /api/projects/{id}/ranking-queries/{qid}/update/': {
    permission: 'EDIT',
    params: (x) => ({ qid: x.ranking.id }),
    body: () => ({ query_text: next('renamed ranking prompt') }),
  },
  'DELETE /api/projects/{id}/ranking-queries/{qid}/delete/': {
    permission: 'EDIT',
    params: async () => ({ qid: await freshPrompt('ranking-queries') }),
  },
  'GET /api/projects/{id}/question-queries/': { permission: 'VIEW' },
  'POST /api/projects/{id}/question-queries/create/': {
    permission: 'EDIT',
    body: () => ({ query_text: next('new question'), expected_response: 'Madrid' }),
  },
  'PUT /api/projects/{id}/question-queries/{qid}/update/': {
    permission: 'EDIT',
    params: (x) => ({ qid: x.question.id }),
    body: () => ({ query_text: next('renamed question'), expected_response: 'Madrid' }),
  },
  'DELETE /api/projects/{id}/question-queries/{qid}/delete/': {
    permission: 'EDIT',
    params: async () => ({ qid: await freshPrompt('question-queries') }),
  },
  'POST /api/projects/{id}/run/': { permission: 'EDIT', after: () => h.drainJobs() },
  'GET /api/projects/{id}/execution-status/': { permission: 'VIEW' },
  'GET /api/projects/{id}/queries/': { permission: 'VIEW' },
  'GET /api/projects/{id}/ranking-queries/{qid}/results/': {
    permission: 'VIEW',
    params: (x) => ({ qid: x.ranking.id }),
  },
  'GET /api/projects/{id}/question-queries/{qid}/results/': {
    permission: 'VIEW',
    params: (x) => ({ qid: x.question.id }),
  },
  'GET /api/projects/{id}/important-websites/': { permission: 'VIEW' },
  'GET /api/projects/{id}/important-websites/details/': {
    permission: 'VIEW',
    query: () => ({ domain: 'example.com' }),
  },
  'GET /api/projects/{id}/competitors/': { permission: 'VIEW' },
  'GET /api/projects/{id}/competitors/appearances/': {
    permission: 'VIEW',
    query: () => ({ entity: 'hubspot' }),
  },
  'GET /api/projects/{id}/share-of-voice/': { permission: 'VIEW' },
  'GET /api/projects/{id}/general-metrics/': { permission: 'VIEW' },
  'GET /api/reports/{id}/': { permission: 'VIEW', params: (x) => ({ id: x.executionUuid }) },
  'GET /api/notifications/': { permission: 'VIEW', query: (x) => ({ project_id: x.project.uuid }) },
  'GET /api/ranking-query/{queryId}/overview/': { permission: 'VIEW' },
  'GET /api/ranking-query/{queryId}/responses/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/ranking-query/{queryId}/charts/': {
    permission: 'VIEW',
    query: () => ({ ...dashboardQuery, include_imported: 'true' }),
  },
  'GET /api/ranking-query/{queryId}/sources/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/ranking-query/{queryId}/source-trend/': {
    permission: 'VIEW',
    query: () => ({ ...dashboardQuery, domain: 'example.com' }),
  },
  'GET /api/ranking-query/{queryId}/competitors/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/ranking-query/{queryId}/competitor-appearances/': {
    permission: 'VIEW',
    query: () => ({ ...dashboardQuery, entity: 'Trello' }),
  },
  'GET /api/ranking-query/{queryId}/competitor-chart/': {
    permission: 'VIEW',
    query: () => ({ ...dashboardQuery, entity: 'Trello' }),
  },
  'GET /api/question-query/{queryId}/overview/': { permission: 'VIEW' },
  'GET /api/question-query/{queryId}/responses/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/question-query/{queryId}/heatmap/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/question-query/{queryId}/stats/': { permission: 'VIEW', query: () => dashboardQuery },
  'GET /api/tags/{id}/list/': { permission: 'VIEW' },
  'POST /api/tags/{id}/create/': { permission: 'EDIT', body: () => ({ name: next('tag') }) },
  'PUT /api/tags/{id}/{tagId}/rename/': {
    permission: 'EDIT',
    params: async (x) => ({
      tagId: (await ownerPost(`/tags/${x.project.uuid}/create/`, { name: next('tag') })).id,
    }),
    body: () => ({ name: next('renamed tag') }),
  },
  'DELETE /api/tags/{id}/{tagId}/delete/': {
    permission: 'EDIT',
    params: async (x) => ({
      tagId: (await ownerPost(`/tags/${x.project.uuid}/create/`, { name: next('tag') })).id,
    }),
  },
  'POST /api/tags/{id}/assign/': {
    permission: 'EDIT',
    body: () => ({ tag_id: tagId, query_id: f.ranking.uuid }),
  },
  'POST /api/tags/{id}/unassign/': {
    permission: 'EDIT',
    body: () => ({ tag_id: tagId, query_id: f.ranking.uuid }),
  },
  'GET /api/projects/{id}/known-competitors/': { permission: 'VIEW' },
  'POST /api/projects/{id}/known-competitors/': { permission: 'EDIT', body: () => ({ name: next('Rival') }) },
  'PUT /api/projects/{id}/known-competitors/{cid}/': {
    permission: 'EDIT',
    params: () => ({ cid: competitorId }),
    body: () => ({ name: next('Renamed rival') }),
  },
  'DELETE /api/projects/{id}/known-competitors/{cid}/': {
    permission: 'EDIT',
    params: async (x) => ({
      cid: (await ownerPost(`/projects/${x.project.uuid}/known-competitors/`, { name: next('Rival') })).id,
    }),
  },
  'PUT /api/projects/{id}/brand-aliases/': { permission: 'EDIT', body: () => ({ aliases: [next('Acme')] }) },
  'GET /api/projects/{id}/webhooks/': { permission: 'VIEW' },
  'POST /api/projects/{id}/webhooks/': { permission: 'EDIT', body: () => webhookBody() },
  'PUT /api/projects/{id}/webhooks/{wid}/': {
    permission: 'EDIT',
    params: () => ({ wid: webhookId }),
    body: () => webhookBody(),
  },
  // One spare endpoint, made again only once a call deleted it: a brand holds at most 10.
  'DELETE /api/projects/{id}/webhooks/{wid}/': {
    permission: 'EDIT',
    params: async (x) => {
      spareWebhookId ??= (await ownerPost(`/projects/${x.project.uuid}/webhooks/`, webhookBody())).id;
      return { wid: spareWebhookId! };
    },
    after: async () => {
      spareWebhookId = undefined;
    },
  },
  'POST /api/projects/{id}/webhooks/{wid}/rotate-secret/': {
    permission: 'EDIT',
    params: () => ({ wid: webhookId }),
  },
  'POST /api/projects/{id}/webhooks/{wid}/test/': { permission: 'EDIT', params: () => ({ wid: webhookId }) },
  'GET /api/projects/{id}/webhooks/{wid}/deliveries/': {
    permission: 'VIEW',
    params: () => ({ wid: webhookId }),
  },
  'POST /api/projects/{id}/webhook-deliveries/{did}/redeliver/': {
    permission: 'EDIT',
    params: () => ({ did: deliveryId }),
  },
  // A user's own email alerts: anyone who may see the brand chooses theirs.
  'GET /api/projects/{id}/email-alerts/': { permission: 'VIEW' },
  'PUT /api/projects/{id}/email-alerts/': {
    permission: 'VIEW',
    body: () => ({ events: ['execution.completed'] }),
  },
  'GET /api/projects/{id}/answers/{aid}/evidence/': { permission: 'VIEW', params: () => ({ aid: answerId }) },
  'POST /api/projects/{id}/answers/{aid}/correction/': {
    permission: 'EDIT',
    params: () => ({ aid: answerId }),
    body: () => ({ kind: 'WRONG_POSITION', position: 2 }),
  },
  'DELETE /api/projects/{id}/answers/{aid}/correction/': {
    permission: 'EDIT',
    params: async (x) => {
      await ownerPost(`/projects/${x.project.uuid}/answers/${answerId}/correction/`, {
        kind: 'MISSED_MENTION',
      });
      return { aid: answerId };
    },
  },
  'GET /api/projects/{id}/imported-answers/{aid}/evidence/': {
    permission: 'VIEW',
    params: () => ({ aid: importedAnswerId }),
  },
  'POST /api/projects/{id}/imported-answers/{aid}/correction/': {
    permission: 'EDIT',
    params: () => ({ aid: importedAnswerId }),
    body: () => ({ kind: 'WRONG_POSITION', position: 2 }),
  },
  'DELETE /api/projects/{id}/imported-answers/{aid}/correction/': {
    permission: 'EDIT',
    params: async (x) => {
      await ownerPost(`/projects/${x.project.uuid}/imported-answers/${importedAnswerId}/correction/`, {
        kind: 'MISSED_MENTION',
      });
      return { aid: importedAnswerId };
    },
  },
  'GET /api/projects/{id}/answer-imports/': { permission: 'VIEW' },
  'DELETE /api/projects/{id}/answer-imports/{importId}/': {
    permission: 'EDIT',
    params: async (x) => ({ importId: await importAppAnswer(x) }),
  },
  'GET /api/projects/{id}/answer-corrections/export/': { permission: 'VIEW' },
  'POST /api/projects/{id}/answer-imports/': {
    permission: 'EDIT',
    body: (x) => ({ rows: [appAnswer(x)] }),
  },
  'POST /api/projects/{id}/answer-imports/upload/': {
    permission: 'EDIT',
    form: () => ({ confirm: 'false' }),
    file: () => ({
      field: 'file',
      name: 'answers.jsonl',
      data: Buffer.from(`${JSON.stringify(appAnswer(f))}\n`),
      type: 'application/x-ndjson',
    }),
  },
  'GET /api/projects/{id}/ranking-queries/{qid}/app-comparison/': {
    permission: 'VIEW',
    params: (x) => ({ qid: x.ranking.id }),
    query: () => ({ engine: 'chatgpt' }),
  },
  'POST /api/projects/{id}/reports/create/': {
    permission: 'EDIT',
    body: () => customReportBody,
  },
  'GET /api/projects/{id}/reports/': { permission: 'VIEW' },
  'GET /api/projects/{id}/reports/{reportId}/': {
    permission: 'VIEW',
    params: async (x) => ({
      reportId: (await ownerPost(`/projects/${x.project.uuid}/reports/create/`, customReportBody)).uuid,
    }),
  },
  'GET /api/reports/{id}/llmo-feedback/': { permission: 'VIEW', params: (x) => ({ id: x.executionUuid }) },
  'POST /api/reports/{id}/implemented-changes/add/': {
    permission: 'EDIT',
    params: (x) => ({ id: x.executionUuid }),
    body: () => ({ change_type: 'Other', description: next('change'), implementation_date: '2026-01-01' }),
  },
  'DELETE /api/implemented-changes/{id}/delete/': {
    permission: 'EDIT',
    params: async (x) => ({
      id: (
        await ownerPost(`/reports/${x.executionUuid}/implemented-changes/add/`, {
          change_type: 'Other',
          description: next('change'),
          implementation_date: '2026-01-01',
        })
      ).id,
    }),
  },
  'GET /api/recommendations/ranking-query/{queryId}/recommendations/': { permission: 'VIEW' },
  'POST /api/recommendations/ranking-query/{queryId}/recommendations/create/': {
    permission: 'EDIT',
    body: () => ({ type: 'social_media' }),
    after: () => h.drainJobs(),
  },
  'GET /api/recommendations/question-query/{queryId}/recommendations/': {
    permission: 'VIEW',
    params: (x) => ({ queryId: x.question.uuid }),
  },
  'POST /api/recommendations/question-query/{queryId}/recommendations/create/': {
    permission: 'EDIT',
    params: (x) => ({ queryId: x.question.uuid }),
    body: () => ({ type: 'improving_information_accuracy' }),
    after: () => h.drainJobs(),
  },
  'GET /api/recommendations/project/{projectId}/recommendations/': {
    permission: 'VIEW',
    params: (x) => ({ projectId: x.project.uuid }),
  },
  'POST /api/recommendations/project/{projectId}/recommendations/create/': {
    permission: 'EDIT',
    params: (x) => ({ projectId: x.project.uuid }),
    body: () => ({ type: 'website_collaboration' }),
    after: () => h.drainJobs(),
  },
  'GET /api/recommendations/recommendation/{id}/': {
    permission: 'VIEW',
    params: () => ({ id: recommendationId }),
  },
  'GET /api/recommendations/recommendation/{id}/status/': {
    permission: 'VIEW',
    params: () => ({ id: recommendationId }),
  },
  'POST /api/recommendations/recommendation/{id}/retry/': {
    permission: 'EDIT',
    // A run on a prompt without answers fails: the one a retry is for.
    params: async () => ({ id: await recommendationRun(await freshPrompt('ranking-queries')) }),
    after: () => h.drainJobs(),
  },
  'POST /api/recommendations/recommendation/{id}/implement/': {
    permission: 'EDIT',
    params: async (x) => ({ id: await recommendationRun(x.ranking.uuid) }),
  },
  'GET /api/ranking-query/{queryId}/changes/': { permission: 'VIEW' },
  'GET /api/question-query/{queryId}/changes/': { permission: 'VIEW' },
};

/** A finished social-media run on a ranking prompt (completed, or failed without answers). */
const recommendationRun = async (promptRef: string | number): Promise<string> => {
  const run = await ownerPost(`/recommendations/ranking-query/${promptRef}/recommendations/create/`, {
    type: 'social_media',
  });
  await h.drainJobs();
  return run.id;
};

/** One answer captured in ChatGPT's app, for the import calls (checked, not stored). */
const appAnswer = (x: Fixture) => ({
  prompt: 'best project management software',
  engine: 'chatgpt',
  captured_at: '2026-01-05T10:00:00Z',
  answer: `1. ${x.project.entity_name}`,
});

/** Imports one app answer to a prompt the brand has now (the owner confirms); the import's id. */
const importAppAnswer = async (x: Fixture): Promise<number> => {
  const { rows } = await h.ctx.db.query<{ query_text: string }>(
    `SELECT query_text FROM prompts WHERE project_id = $1 AND kind = 'RANKING' ORDER BY id LIMIT 1`,
    [x.project.id],
  );
  const row = { ...appAnswer(x), prompt: rows[0].query_text };
  return (await ownerPost(`/projects/${x.project.uuid}/answer-imports/`, { rows: [row], confirm: true }))
    .import_id;
};

/** Operations without a brand in them, and why (each is tested where its area is). */
const NOT_PROJECT_SCOPED: Record<string, string> = {
  'POST /api/auth/login/': 'public',
  'POST /api/auth/register/': 'public',
  'GET /api/auth/captcha/': 'public',
  'POST /api/auth/token/refresh/': 'public',
  'POST /api/auth/logout/': "the caller's session",
  'GET /api/auth/profile/': "the caller's profile",
  'GET /api/auth/account/export/': "the caller's own data",
  'POST /api/auth/account/delete/': "the caller's own account",
  'GET /api/auth/api-keys/': "the caller's own API keys (api key tests)",
  'POST /api/auth/api-keys/create/': 'a new API key of the caller',
  'PUT /api/auth/api-keys/{id}/update/': "the caller's own API key (others get 404: api key tests)",
  'DELETE /api/auth/api-keys/{id}/revoke/': "the caller's own API key (others get 404: api key tests)",
  'PUT /api/auth/profile/update/': "the caller's profile",
  'POST /api/auth/password/change/': "the caller's password",
  'POST /api/auth/tutorial-watched/': "the caller's profile",
  'POST /api/auth/password/reset/request/': 'public',
  'POST /api/auth/password/reset/confirm/': 'public',
  'POST /api/auth/email/verify/': 'public: the token of the mailed link is the proof',
  'POST /api/auth/email/verify/resend/': "the caller's own address",
  'POST /api/unsubscribe/{code}/confirm/': 'public, by the code mailed',
  'GET /api/subscription/': 'the plan the caller works under',
  'GET /api/subscription/plans/': 'public catalogue',
  'POST /api/subscription/checkout/': "the caller's own subscription",
  'POST /api/subscription/cancel/': "the caller's own subscription",
  'POST /api/subscription/portal/': "the caller's own subscription",
  'GET /api/subscription/invoices/': "the caller's own subscription",
  'GET /api/subscription/prompts/': "the prompts of the caller's own plan",
  'POST /api/subscription/webhook/': 'signed provider events',
  'GET /api/subscription/shares/': "the caller's own team",
  'POST /api/subscription/share/':
    "the caller's own team; its brands must be the caller's (subscription sharing tests)",
  'DELETE /api/subscription/shares/{id}/revoke/': "a member of the caller's own team",
  'GET /api/subscription/shares/invitations/': "invitations to the caller's address",
  'POST /api/subscription/shares/invitations/{id}/respond/': "an invitation to the caller's address",
  'POST /api/subscription/shares/{id}/grant/':
    "a member of the caller's own team; the brand must be the caller's (subscription sharing tests)",
  'GET /api/shares/invitations/': "invitations to the caller's address",
  'POST /api/shares/invitations/{id}/respond/': "an invitation to the caller's address",
  'GET /api/projects/': "the caller's brands and the ones shared with them",
  'GET /api/projects/dashboard-metrics/': "the caller's brands and the ones shared with them",
  'GET /api/recommendations/runs/':
    "runs of the caller's brands and the ones shared with them (recommendation route tests)",
  'POST /api/projects/create/': 'a new brand of the caller',
  'POST /api/projects/analyze-website/': 'no brand yet (the wizard)',
  'GET /api/projects/shared-with-user/': "the caller's own brands only",
  'GET /api/notifications/counts/': "the caller's notifications",
  'POST /api/notifications/mark-read/': "the caller's notifications",
  'GET /api/engines/': 'engine catalogue',
  'GET /api/keyword-explorer/executions/': "the caller's own keyword analyses",
  'GET /api/keyword-explorer/summary/': "the caller's own analyses left this month",
  'GET /api/keyword-explorer/executions/{uuid}/': "the caller's own analysis (others get 404: keyword tests)",
  'GET /api/keyword-explorer/executions/{uuid}/prompts/':
    "the caller's own analysis (others get 404: keyword tests)",
  'POST /api/keyword-explorer/executions/create/': 'a new analysis of the caller',
  'POST /api/website-analysis/collect/':
    "public: keyed by a brand's tracking key, not a session (website analysis tests refuse unknown keys)",
  'POST /api/website-analysis/ingest/':
    "public: keyed by a brand's secret ingest key, not a session (website analysis tests refuse unknown and public keys)",
  'POST /api/keyword-explorer/executions/{uuid}/refresh/':
    "the caller's own analysis (others get 404: keyword tests)",
  'GET /api/app-config/': 'run-time settings of the web app, the same for every signed-in user',
  'GET /api/tutorials/tutorial-categories/': 'public catalogue of the product (content tests)',
  'GET /api/tutorials/tutorials/': 'public catalogue of the product (content tests)',
  'GET /api/tutorials/tutorials/{id}/': 'public catalogue of the product (content tests)',
  'GET /api/tutorials/faq-categories/': 'public catalogue of the product (content tests)',
  'GET /api/tutorials/faqs/': 'public catalogue of the product (content tests)',
  'GET /api/tutorials/faqs/{id}/': 'public catalogue of the product (content tests)',
  'GET /api/tutorials/featured/': 'public catalogue of the product (content tests)',
  'GET /api/services/service-categories/': 'public catalogue of the product (content tests)',
  'GET /api/services/services/': 'public catalogue of the product (content tests)',
  'GET /api/services/services/{id}/': 'public catalogue of the product (content tests)',
  'GET /api/services/featured/': 'public catalogue of the product (content tests)',
  'POST /api/services/requests/': 'a new request of the caller',
  'GET /api/services/my-requests/': "the caller's own requests (content tests)",
  ...Object.fromEntries(
    ['tutorials', 'faqs', 'services'].flatMap((kind) =>
      [
        `GET /api/admin/content/${kind}/`,
        `POST /api/admin/content/${kind}/create/`,
        `PUT /api/admin/content/${kind}/{id}/update/`,
        `DELETE /api/admin/content/${kind}/{id}/delete/`,
        `PUT /api/admin/content/${kind}/order/`,
      ].map((op) => [op, 'admins only, refused to everyone else (content tests)']),
    ),
  ),
};

/** Reads a key may not make: the person must be at a browser. */
const SESSION_ONLY = new Set(['GET /api/auth/api-keys/', 'GET /api/auth/account/export/']);

let tagId: number;
let competitorId: number;
let webhookId: number;
let spareWebhookId: number | undefined;
let deliveryId: number;
// Never delivered: the matrix only checks who may call what.
const webhookBody = () => ({
  url: `https://hooks.example.com/${next('hook').replace(' ', '-')}`,
  events: ['execution.completed'],
});
let answerId: number;
let importedAnswerId: number;
let recommendationId: string;

const operations = () => {
  const doc = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`),
  );
};

const call = async (key: string, entry: Entry, role: Role) => {
  const [method, template] = key.split(' ');
  const brand = entry.brand === 'disposable' ? f.disposable : f.project;
  const queryId = template.startsWith('/api/question-query/') ? f.question.uuid : f.ranking.uuid;
  const params: Record<string, string | number> = {
    id: brand.uuid,
    queryId,
    ...(await entry.params?.(f)),
  };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = entry.query ? `?${new URLSearchParams(entry.query(f))}` : '';
  const form = entry.form && multipart(entry.form(f), entry.file?.());
  return h.app.inject({
    method: method as 'GET',
    url: `${path}${query}`,
    headers: { ...bearer(sessions[role]), ...form?.headers },
    ...(form ? { payload: form.payload } : entry.body ? { payload: entry.body(f) } : {}),
  });
};

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '1' } });
  const owner = await register(h);
  await subscribeLocally(h, owner.session, 'PRO');
  const brandFields = (name: string) => ({
    entity_name: name,
    location: 'San Francisco',
    domain: `${name.toLowerCase()}.com`,
    ai_engines: ['chatgpt'],
    ranking_queries: ['best project management software'],
    question_queries: [{ query_text: `Where is ${name} based?`, expected_response: 'San Francisco' }],
  });
  const project = await createBrand(h, owner.session, brandFields('Asana'));
  const disposable = await createBrand(h, owner.session, brandFields('Basecamp'));
  const current = await runReportsDaysAgo(h, owner.session, project.uuid, [0]);
  const executions = await api(h, current, 'GET', `/projects/${project.uuid}/execution-status/`);
  const users = Object.fromEntries(
    await Promise.all(ROLES.map(async (r) => [r, await register(h)])),
  ) as Record<Role, Awaited<ReturnType<typeof register>>>;
  const editorShares: number[] = [];
  for (const brand of [project, disposable]) {
    editorShares.push((await collaborate(h, current, brand.uuid, users.editor, 'EDIT')).id);
    await collaborate(h, current, brand.uuid, users.viewer, 'VIEW');
    await invite(h, current, brand.uuid, users.pending.email, 'EDIT');
  }
  // A team member given both brands, then removed from the team.
  const membership = await joinTeam(h, current, users.removed, [project.id, disposable.id]);
  await api(h, current, 'DELETE', `/subscription/shares/${membership.id}/revoke/`);
  for (const role of USERS) sessions[role] = role === 'owner' ? current : users[role].session;
  const keyOf = async (user: User, scope: 'read' | 'read_write') => ({
    token: (await post(sessions[user], apiKeyPaths.create, { name: `${user} key`, scope })).secret,
  });
  for (const [role, user] of Object.entries(KEYS) as [KeyRole, User][]) {
    sessions[role] = await keyOf(user, role === 'readKey' ? 'read' : 'read_write');
  }
  f = {
    project,
    disposable,
    ranking: project.ranking_queries[0],
    question: project.question_queries[0],
    executionUuid: executions.json().executions[0].uuid,
    editorShareId: editorShares[0],
    owner: current,
  };
  tagId = (await ownerPost(`/tags/${project.uuid}/create/`, { name: 'matrix' })).id;
  competitorId = (await ownerPost(`/projects/${project.uuid}/known-competitors/`, { name: 'Trello' })).id;
  webhookId = (await ownerPost(`/projects/${project.uuid}/webhooks/`, webhookBody())).id;
  deliveryId = (await ownerPost(`/projects/${project.uuid}/webhooks/${webhookId}/test/`, {})).id;
  const answered = await h.ctx.db.query<{ id: number }>(
    `SELECT id FROM answers WHERE project_id = $1 AND status = 'COMPLETED' ORDER BY id LIMIT 1`,
    [project.id],
  );
  answerId = Number(answered.rows[0].id);
  const imported = await h.ctx.db.query<{ id: number }>(
    'SELECT id FROM imported_answers WHERE import_id = $1',
    [await importAppAnswer(f)],
  );
  importedAnswerId = Number(imported.rows[0].id);
  recommendationId = await recommendationRun(f.ranking.uuid);
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('the permission matrix', () => {
  it('has an entry for every operation of the API: in the matrix, or not project-scoped with a reason', () => {
    const unlisted = operations().filter((op) => !(op in MATRIX) && !(op in NOT_PROJECT_SCOPED));
    expect(unlisted, 'add each to MATRIX (with its permission) or to NOT_PROJECT_SCOPED').toEqual([]);
    const stale = [...Object.keys(MATRIX), ...Object.keys(NOT_PROJECT_SCOPED)].filter(
      (op) => !operations().includes(op),
    );
    expect(stale).toEqual([]);
  });

  it('answers each role what the access policy says, on every project-scoped operation', async () => {
    const failures: string[] = [];
    for (const [key, entry] of Object.entries(MATRIX)) {
      // Refusals first: the owner's call may delete what the others were refused.
      for (const role of ROLES) {
        const res = await call(key, entry, role);
        const want = expected(role, entry.permission, key.split(' ')[0]);
        const ok =
          want === 'ok'
            ? res.statusCode >= 200 && res.statusCode < 300
            : res.statusCode === want &&
              (role !== 'readKey' || res.json().message === apiKeyMessages.readOnlyKey);
        if (!ok)
          failures.push(`${key} as ${role}: want ${want}, got ${res.statusCode} ${res.body.slice(0, 140)}`);
        else if (want === 'ok') await entry.after?.();
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses every write of the other operations to a read-only key, and lets it read them', async () => {
    const failures: string[] = [];
    for (const key of Object.keys(NOT_PROJECT_SCOPED)) {
      const [method, template] = key.split(' ');
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'uuid' ? '00000000-0000-4000-8000-000000000000' : '1',
      );
      const res = await h.app.inject({
        method: method as 'GET',
        url: path,
        headers: bearer(sessions.readKey),
      });
      const message = res.statusCode === 403 ? res.json().message : null;
      const refusal = WRITE(method)
        ? apiKeyMessages.readOnlyKey
        : SESSION_ONLY.has(key)
          ? apiKeyMessages.sessionRequired
          : template.startsWith('/api/admin/')
            ? contentMessages.adminOnly
            : null;
      const ok = refusal ? message === refusal : res.statusCode !== 401 && res.statusCode !== 403;
      if (!ok)
        failures.push(`${key}: want ${refusal ?? 'a read'}, got ${res.statusCode} ${res.body.slice(0, 140)}`);
    }
    expect(failures).toEqual([]);
  });
});
