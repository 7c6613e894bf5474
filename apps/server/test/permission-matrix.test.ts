// The permission matrix: every project-scoped operation of the OpenAPI document, called as the brand's
// owner, an EDIT and a VIEW collaborator, a pending invitee, a removed team member and a stranger,
// answers what the one access policy says. Every operation of the document must be either in the
// matrix (with the permission it needs) or listed as not project-scoped (with why): a route added later
// fails this test until it says which, so it inherits the policy's rules.
import type { Project, Session } from '@sightline/contracts';
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
const ROLES = ['stranger', 'pending', 'removed', 'viewer', 'editor', 'owner'] as const;
type Role = (typeof ROLES)[number];

/** What each role gets from an operation that needs `permission`: 'ok' is any 2xx. */
const expected = (role: Role, permission: Permission): 'ok' | 403 | 404 => {
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
  query?: (f: Fixture) => Record<string, string>;
  /** The brand the `id` names: the main one unless this operation deletes it. */
  brand?: 'disposable';
  /** Runs after a call that succeeded (a report run is finished, so the next one may start). */
  after?: () => Promise<void>;
}

let h: Harness;
let f: Fixture;
const sessions = {} as Record<Role, Session>;
let unique = 0;
const next = (label: string) => `${label} ${++unique}`;

const ownerCall = async (method: 'POST', path: string, payload: object) => {
  const res = await api(h, f.owner, method, path, payload);
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const freshPrompt = async (family: 'ranking-queries' | 'question-queries') =>
  (
    await ownerCall('POST', `/projects/${f.project.uuid}/${family}/create/`, {
      query_text: next('fresh prompt'),
      expected_response: 'yes',
    })
  ).id;

const dashboardQuery = { time_range: '30d' };

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
  'GET /api/ranking-query/{queryId}/charts/': { permission: 'VIEW', query: () => dashboardQuery },
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
      tagId: (await ownerCall('POST', `/tags/${x.project.uuid}/create/`, { name: next('tag') })).id,
    }),
    body: () => ({ name: next('renamed tag') }),
  },
  'DELETE /api/tags/{id}/{tagId}/delete/': {
    permission: 'EDIT',
    params: async (x) => ({
      tagId: (await ownerCall('POST', `/tags/${x.project.uuid}/create/`, { name: next('tag') })).id,
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
      cid: (
        await ownerCall('POST', `/projects/${x.project.uuid}/known-competitors/`, { name: next('Rival') })
      ).id,
    }),
  },
  'PUT /api/projects/{id}/brand-aliases/': { permission: 'EDIT', body: () => ({ aliases: [next('Acme')] }) },
};

/** Operations without a brand in them, and why (each is tested where its area is). */
const NOT_PROJECT_SCOPED: Record<string, string> = {
  'POST /api/auth/login/': 'public',
  'POST /api/auth/register/': 'public',
  'GET /api/auth/captcha/': 'public',
  'POST /api/auth/token/refresh/': 'public',
  'POST /api/auth/logout/': "the caller's session",
  'GET /api/auth/profile/': "the caller's profile",
  'PUT /api/auth/profile/update/': "the caller's profile",
  'POST /api/auth/password/change/': "the caller's password",
  'POST /api/auth/tutorial-watched/': "the caller's profile",
  'POST /api/auth/password/reset/request/': 'public',
  'POST /api/auth/password/reset/confirm/': 'public',
  'POST /api/unsubscribe/{code}/confirm/': 'public, by the code mailed',
  'GET /api/subscription/': 'the plan the caller works under',
  'GET /api/subscription/plans/': 'public catalogue',
  'POST /api/subscription/checkout/': "the caller's own subscription",
  'POST /api/subscription/cancel/': "the caller's own subscription",
  'POST /api/subscription/portal/': "the caller's own subscription",
  'GET /api/subscription/invoices/': "the caller's own subscription",
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
  'POST /api/keyword-explorer/executions/{uuid}/refresh/':
    "the caller's own analysis (others get 404: keyword tests)",
};

let tagId: number;
let competitorId: number;

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
  const form = entry.form && multipart(entry.form(f));
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
  for (const role of ROLES) sessions[role] = role === 'owner' ? current : users[role].session;
  f = {
    project,
    disposable,
    ranking: project.ranking_queries[0],
    question: project.question_queries[0],
    executionUuid: executions.json().executions[0].uuid,
    editorShareId: editorShares[0],
    owner: current,
  };
  tagId = (await ownerCall('POST', `/tags/${project.uuid}/create/`, { name: 'matrix' })).id;
  competitorId = (await ownerCall('POST', `/projects/${project.uuid}/known-competitors/`, { name: 'Trello' }))
    .id;
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
        const want = expected(role, entry.permission);
        const ok = want === 'ok' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === want;
        if (!ok)
          failures.push(`${key} as ${role}: want ${want}, got ${res.statusCode} ${res.body.slice(0, 140)}`);
        else if (want === 'ok') await entry.after?.();
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
