// The OpenAPI document says exactly what the server sends: every GET operation of the served document
// is called on seeded data (two reports, shares, webhooks, imports, corrections, keyword analyses,
// visits, custom reports, recommendations, content) and each reply is validated against the
// document's schema of its status and media type by Ajv in strict mode. The document's objects are
// closed (additionalProperties: false), so a field the server sends and the document lacks fails as
// well as a missing or mistyped one. A GET added later fails until it is listed here.
import { type Session, servicePaths } from '@sightline/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRepo } from '../src/modules/content/content.repo.ts';
import { ASANA } from '../src/seed/data.ts';
import { api, subscribeLocally } from './billing-support.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';
import { collaborate, invite, joinTeam, shareSubscription } from './sharing-support.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });

interface Response {
  content?: Record<string, { schema: object }>;
}
interface DocOperation {
  operationId: string;
  responses: Record<string, Response>;
}
const doc = h.app.swagger() as unknown as { paths: Record<string, Record<string, DocOperation>> };
const getOperations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  byMethod.get ? [{ path, op: byMethod.get }] : [],
);

const ajv = new Ajv({ strict: true, allErrors: true });
// ajv-formats is CommonJS: under Node's ESM loader its plugin is the default export's `default`.
ajvFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();
/** The document's schema of one operation's reply (status, media type), compiled once. */
const validatorOf = (path: string, status: string, mediaType: string) => {
  const key = `${path} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = doc.paths[path].get.responses[status]?.content?.[mediaType]?.schema;
    if (!schema) throw new Error(`${key}: not in the document`);
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
};

/** How one GET is called: its path parameters and, per variant, its query. */
interface Call {
  params?: Record<string, string | number>;
  /** Each query is one call; one call without a query when absent. */
  queries?: Record<string, string>[];
}

interface Seeded {
  owner: Session;
  brand: { uuid: string; id: number };
  ranking: { id: number; uuid: string };
  question: { id: number; uuid: string };
  executionUuid: string;
  collaboratorEmail: string;
  webhookId: number;
  answerId: number;
  importedAnswerId: number;
  keywordUuid: string;
  customReportUuid: string;
  recommendationId: string;
  tutorialId: string;
  faqId: string;
  serviceId: string;
}
let s: Seeded;

const dashboard = { time_range: '30d' };
const ranged = (extra: Record<string, string> = {}) => [{ ...extra }, { ...extra, view: 'summary' }];

/** Every GET of the document and how to call it on the seeded data. */
const CALLS: Record<string, (x: Seeded) => Call> = {
  '/api/auth/captcha/': () => ({}),
  '/api/auth/profile/': () => ({}),
  '/api/auth/account/export/': () => ({ queries: [{ format: 'json' }, { format: 'csv' }] }),
  '/api/auth/api-keys/': () => ({}),
  '/api/subscription/': () => ({}),
  '/api/subscription/plans/': () => ({}),
  '/api/subscription/prompts/': () => ({}),
  '/api/subscription/invoices/': () => ({}),
  '/api/projects/': () => ({}),
  '/api/projects/{id}/': () => ({}),
  '/api/projects/{id}/shares/': () => ({}),
  '/api/shares/invitations/': () => ({}),
  '/api/projects/shared-with-user/': (x) => ({ queries: [{ email: x.collaboratorEmail }] }),
  '/api/subscription/shares/': () => ({}),
  '/api/subscription/shares/invitations/': () => ({}),
  '/api/projects/{id}/ranking-queries/': () => ({}),
  '/api/projects/{id}/question-queries/': () => ({}),
  '/api/engines/': () => ({}),
  '/api/projects/{id}/execution-status/': () => ({}),
  '/api/projects/dashboard-metrics/': () => ({}),
  '/api/notifications/counts/': () => ({}),
  '/api/projects/{id}/notifications/counts/': () => ({}),
  '/api/notifications/': (x) => ({ queries: [{ project_id: x.brand.uuid }] }),
  '/api/projects/{id}/queries/': () => ({ queries: ranged() }),
  '/api/projects/{id}/ranking-queries/{qid}/results/': (x) => ({ params: { qid: x.ranking.id } }),
  '/api/projects/{id}/question-queries/{qid}/results/': (x) => ({ params: { qid: x.question.id } }),
  '/api/projects/{id}/important-websites/': () => ({ queries: ranged() }),
  '/api/projects/{id}/important-websites/details/': () => ({ queries: [{ domain: 'asana.com' }] }),
  '/api/projects/{id}/competitors/': () => ({ queries: ranged() }),
  '/api/projects/{id}/competitors/appearances/': () => ({ queries: [{ entity: 'trello' }] }),
  '/api/projects/{id}/share-of-voice/': () => ({}),
  '/api/reports/{id}/': (x) => ({ params: { id: x.executionUuid } }),
  '/api/ranking-query/{queryId}/overview/': () => ({}),
  '/api/ranking-query/{queryId}/responses/': () => ({ queries: [dashboard] }),
  '/api/ranking-query/{queryId}/charts/': () => ({ queries: [{ ...dashboard, include_imported: 'true' }] }),
  '/api/ranking-query/{queryId}/sources/': () => ({ queries: [dashboard] }),
  '/api/ranking-query/{queryId}/source-trend/': () => ({ queries: [{ ...dashboard, domain: 'asana.com' }] }),
  '/api/ranking-query/{queryId}/competitors/': () => ({ queries: [dashboard] }),
  '/api/ranking-query/{queryId}/competitor-appearances/': () => ({
    queries: [{ ...dashboard, entity: 'Trello' }],
  }),
  '/api/ranking-query/{queryId}/competitor-chart/': () => ({ queries: [{ ...dashboard, entity: 'Trello' }] }),
  '/api/question-query/{queryId}/overview/': () => ({}),
  '/api/question-query/{queryId}/responses/': () => ({ queries: [dashboard] }),
  '/api/question-query/{queryId}/heatmap/': () => ({ queries: [dashboard] }),
  '/api/question-query/{queryId}/stats/': () => ({ queries: [dashboard] }),
  '/api/tags/{id}/list/': () => ({}),
  '/api/projects/{id}/known-competitors/': () => ({}),
  '/api/projects/{id}/answers/{aid}/evidence/': (x) => ({ params: { aid: x.answerId } }),
  '/api/projects/{id}/imported-answers/{aid}/evidence/': (x) => ({ params: { aid: x.importedAnswerId } }),
  '/api/projects/{id}/answer-corrections/export/': () => ({}),
  '/api/projects/{id}/answer-imports/': () => ({}),
  '/api/projects/{id}/ranking-queries/{qid}/app-comparison/': (x) => ({
    params: { qid: x.ranking.id },
    queries: [{ engine: 'chatgpt' }],
  }),
  '/api/projects/{id}/general-metrics/': () => ({ queries: [{}, dashboard] }),
  '/api/keyword-explorer/executions/': () => ({}),
  '/api/keyword-explorer/summary/': () => ({}),
  '/api/keyword-explorer/executions/{uuid}/': (x) => ({ params: { uuid: x.keywordUuid } }),
  '/api/keyword-explorer/executions/{uuid}/prompts/': (x) => ({ params: { uuid: x.keywordUuid } }),
  '/api/projects/{id}/webhooks/': () => ({}),
  '/api/projects/{id}/webhooks/{wid}/deliveries/': (x) => ({ params: { wid: x.webhookId } }),
  '/api/projects/{id}/email-alerts/': () => ({}),
  '/api/website-analysis/{id}/dashboard/': () => ({ queries: [dashboard] }),
  '/api/website-analysis/{id}/tracking/': () => ({}),
  '/api/website-analysis/{id}/installation/': () => ({}),
  '/api/projects/{id}/reports/': () => ({}),
  '/api/projects/{id}/reports/{reportId}/': (x) => ({ params: { reportId: x.customReportUuid } }),
  '/api/app-config/': () => ({}),
  '/api/tutorials/tutorial-categories/': () => ({}),
  '/api/tutorials/faq-categories/': () => ({}),
  '/api/services/service-categories/': () => ({}),
  '/api/tutorials/tutorials/': () => ({}),
  '/api/tutorials/tutorials/{id}/': (x) => ({ params: { id: x.tutorialId } }),
  '/api/tutorials/faqs/': () => ({}),
  '/api/tutorials/faqs/{id}/': (x) => ({ params: { id: x.faqId } }),
  '/api/tutorials/featured/': () => ({}),
  '/api/services/services/': () => ({}),
  '/api/services/services/{id}/': (x) => ({ params: { id: x.serviceId } }),
  '/api/services/my-requests/': () => ({}),
  '/api/services/featured/': () => ({}),
  '/api/admin/content/tutorials/': () => ({}),
  '/api/admin/content/faqs/': () => ({}),
  '/api/admin/content/services/': () => ({}),
  '/api/reports/{id}/llmo-feedback/': (x) => ({ params: { id: x.executionUuid } }),
  '/api/recommendations/ranking-query/{queryId}/recommendations/': () => ({}),
  '/api/recommendations/question-query/{queryId}/recommendations/': (x) => ({
    params: { queryId: x.question.uuid },
  }),
  '/api/recommendations/project/{projectId}/recommendations/': (x) => ({
    params: { projectId: x.brand.uuid },
  }),
  '/api/recommendations/recommendation/{id}/': (x) => ({ params: { id: x.recommendationId } }),
  '/api/recommendations/recommendation/{id}/status/': (x) => ({ params: { id: x.recommendationId } }),
  '/api/recommendations/runs/': () => ({}),
  '/api/ranking-query/{queryId}/changes/': () => ({}),
  '/api/question-query/{queryId}/changes/': (x) => ({ params: { queryId: x.question.uuid } }),
};

let owner: Session;
const ownerCall = async (method: 'GET' | 'POST', path: string, payload?: object) => {
  const res = await api(h, owner, method, path, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

beforeAll(async () => {
  const registered = await register(h);
  await subscribeLocally(h, registered.session, 'PRO');
  await contentRepo.setAdmin(h.ctx.db, registered.email, true);
  const brand = await createBrand(h, registered.session, ASANA);
  const current = await runReportsDaysAgo(h, registered.session, brand.uuid, [7, 0]);
  owner = current;
  const status = await ownerCall('GET', `/projects/${brand.uuid}/execution-status/`);

  // Sharing: a collaborator, a pending invitee, a team member; and invitations to the owner.
  const collaborator = await register(h);
  await collaborate(h, current, brand.uuid, collaborator, 'VIEW');
  await invite(h, current, brand.uuid, 'pending-invitee@example.com');
  await joinTeam(h, current, await register(h), [brand.id]);
  const other = await register(h);
  await subscribeLocally(h, other.session, 'PRO');
  const otherBrand = await createBrand(h, other.session, { ...ASANA, entity_name: 'Basecamp' });
  await invite(h, other.session, otherBrand.uuid, registered.email);
  const teamInvite = await shareSubscription(h, other.session, registered.email, [otherBrand.id]);
  expect(teamInvite.statusCode, teamInvite.body).toBe(201);

  const webhook = await ownerCall('POST', `/projects/${brand.uuid}/webhooks/`, {
    url: 'https://hooks.example.com/sightline',
    events: ['execution.completed'],
  });
  await ownerCall('POST', `/projects/${brand.uuid}/webhooks/${webhook.id}/test/`, {});
  await ownerCall('POST', `/tags/${brand.uuid}/create/`, { name: 'launch' });
  await ownerCall('POST', `/projects/${brand.uuid}/known-competitors/`, { name: 'Trello' });

  // Answers: a correction (for the export) and an imported app answer.
  const { rows: answers } = await h.ctx.db.query<{ id: number }>(
    `SELECT id FROM answers WHERE project_id = $1 AND status = 'COMPLETED' AND position IS NOT NULL ORDER BY id LIMIT 1`,
    [brand.id],
  );
  const answerId = Number(answers[0].id);
  await ownerCall('POST', `/projects/${brand.uuid}/answers/${answerId}/correction/`, {
    kind: 'WRONG_POSITION',
    position: 2,
  });
  const ranking = brand.ranking_queries[0];
  const { rows: prompts } = await h.ctx.db.query<{ query_text: string }>(
    'SELECT query_text FROM prompts WHERE id = $1',
    [ranking.id],
  );
  const imported = await ownerCall('POST', `/projects/${brand.uuid}/answer-imports/`, {
    rows: [
      {
        prompt: prompts[0].query_text,
        engine: 'chatgpt',
        captured_at: h.clock.now().toISOString(),
        answer: `1. ${brand.entity_name}\n2. Trello`,
      },
    ],
    confirm: true,
  });
  const { rows: importedAnswers } = await h.ctx.db.query<{ id: number }>(
    'SELECT id FROM imported_answers WHERE import_id = $1',
    [imported.import_id],
  );

  // The website: one AI-referred page view through the public snippet's endpoint.
  const tracking = await ownerCall('GET', `/website-analysis/${brand.uuid}/tracking/`);
  const collected = await h.app.inject({
    method: 'POST',
    url: '/api/website-analysis/collect/',
    headers: { 'content-type': 'text/plain', origin: 'https://asana.com' },
    payload: JSON.stringify({
      key: tracking.key,
      events: [{ id: 'evt-replies-1', url: 'https://asana.com/pricing', referrer: 'https://chatgpt.com/' }],
    }),
  });
  expect(collected.statusCode, collected.body).toBe(202);
  await h.ctx.visitWriter.flush();

  const keyword = await ownerCall('POST', '/keyword-explorer/executions/create/', {
    title: 'CRM research',
    website: '127.0.0.1',
    keywords: 'crm software, sales pipeline',
    country: 'ES',
    language: 'en',
  });
  const customReport = await ownerCall('POST', `/projects/${brand.uuid}/reports/create/`, {
    title: 'Quarter',
    start_date: status.executions.at(-1).executed_at.slice(0, 10),
    end_date: status.executions[0].executed_at.slice(0, 10),
    data_types: ['RANKING', 'ACCURACY'],
  });
  const recommendation = await ownerCall(
    'POST',
    `/recommendations/ranking-query/${ranking.uuid}/recommendations/create/`,
    { type: 'social_media' },
  );
  await ownerCall('POST', `/reports/${status.executions[0].uuid}/implemented-changes/add/`, {
    change_type: 'Content Creation',
    description: 'A comparison page',
    implementation_date: status.executions[0].executed_at.slice(0, 10),
  });
  await h.drainJobs();

  const tutorials = await ownerCall('GET', '/tutorials/tutorials/');
  const faqs = await ownerCall('GET', '/tutorials/faqs/');
  const services = await ownerCall('GET', servicePaths.list);
  // A request with no budget or timeline: the nullable choices come back null.
  await ownerCall('POST', servicePaths.request, { service_uuid: services.results[0].uuid, budget_range: '' });

  s = {
    owner,
    brand,
    ranking,
    question: brand.question_queries[0],
    executionUuid: status.executions[0].uuid,
    collaboratorEmail: collaborator.email,
    webhookId: webhook.id,
    answerId,
    importedAnswerId: Number(importedAnswers[0].id),
    keywordUuid: keyword.uuid,
    customReportUuid: customReport.uuid,
    recommendationId: recommendation.id,
    tutorialId: tutorials.results[0].uuid,
    faqId: faqs.results[0].uuid,
    serviceId: services.results[0].uuid,
  };
}, 300_000);

/** One call of a GET: the reply, and what the document says of it (empty when it holds). */
const check = async (template: string, call: Call, query: Record<string, string> | undefined) => {
  const queryId = template.startsWith('/api/question-query/') ? s.question.uuid : s.ranking.uuid;
  const params: Record<string, string | number> = { id: s.brand.uuid, queryId, ...call.params };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const res = await h.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${s.owner.token}` },
  });
  const where = `GET ${url}`;
  if (res.statusCode !== 200) return [`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`];
  const mediaType = String(res.headers['content-type']).split(';')[0];
  const documented = Object.keys(doc.paths[template].get.responses['200']?.content ?? {});
  if (!documented.includes(mediaType)) return [`${where}: sends ${mediaType}, documents ${documented}`];
  const validate = validatorOf(template, '200', mediaType);
  const body = mediaType === 'application/json' ? res.json() : res.body;
  if (validate(body)) return [];
  return [`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600)}`];
};

describe('every GET of the OpenAPI document', () => {
  it('is called here: a GET added later must say how', () => {
    const paths = getOperations.map((o) => o.path);
    expect(paths.filter((p) => !(p in CALLS))).toEqual([]);
    expect(Object.keys(CALLS).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('answers within its documented schema, media type and status, on seeded data', async () => {
    const problems: string[] = [];
    for (const { path } of getOperations) {
      const call = CALLS[path](s);
      for (const query of call.queries ?? [undefined]) problems.push(...(await check(path, call, query)));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('has a validator that refuses a reply breaking its schema', async () => {
    const template = '/api/projects/{id}/queries/';
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${s.brand.uuid}/queries/`,
      headers: { authorization: `Bearer ${s.owner.token}` },
    });
    const reply = res.json();
    const validate = validatorOf(template, '200', 'application/json');
    expect(validate(reply)).toBe(true);
    const [first] = reply.ranking_queries;
    expect(first.results.length).toBeGreaterThan(0);
    const broken = (change: (row: Record<string, unknown>) => void) => {
      const copy = structuredClone(reply);
      change(copy.ranking_queries[0]);
      return validate(copy);
    };
    expect(broken((row) => Object.assign(row, { trend: 'sideways' }))).toBe(false);
    expect(broken((row) => Object.assign(row, { undocumented: 1 }))).toBe(false);
    expect(broken((row) => delete row.query_text)).toBe(false);
  });
});
