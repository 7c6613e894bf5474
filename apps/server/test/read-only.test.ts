// After the trial, without a paid plan, the account is read-only on every write route. Driven by the
// app's OpenAPI document: a write operation added later is covered without touching this test.
import { isoDay, readOnlyMessage, type Session, trialMessages } from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleDueProjects } from '../src/modules/reports/scheduler.ts';
import { READ_ONLY_ACTIONS, READ_ONLY_ALLOWED } from '../src/modules/subscription/read-only-policy.ts';
import { ASANA } from '../src/seed/data.ts';
import { subscribeLocally, subscriptionOf } from './billing-support.ts';
import { bearer, createBrand, harnessForFile, register, runReportsDaysAgo, signIn } from './harness.ts';
import { type JsonSchema, type Operation, operationsOf } from './openapi.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
let email: string;
let session: Session;
let real: { projectUuid: string; rankingId: number; questionId: number; tagId: number; competitorId: number };
let writes: ReturnType<typeof operationsOf>;

/** A value the schema accepts, with the brand's real ids where the name says which id it is. */
const example = (s: JsonSchema, name: string, path: string): unknown => {
  const option = (s.anyOf ?? s.oneOf)?.find((o) => o.type !== 'null');
  if (option) return example(option, name, path);
  if (s.enum) return s.enum[0];
  const type = [s.type].flat()[0];
  if (type === 'object')
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, example(v, k, path)]));
  if (type === 'array') return [example(s.items ?? {}, name, path)];
  if (type === 'integer' || type === 'number') return /tag/i.test(name) ? real.tagId : 1;
  if (type === 'boolean') return true;
  if (s.format === 'uuid' || name === 'project_id') return real.projectUuid;
  if (s.pattern?.includes('\\d{4}-')) return isoDay(h.clock.now());
  if (/email/.test(name)) return 'someone@example.com';
  if (/password/.test(name)) return 'Str0ng!Pass';
  if (/url/.test(name)) return 'http://localhost:3000/somewhere';
  return 'read-only check';
};

const pathParam = (name: string, path: string) => {
  // Any well-formed uuid: the policy refuses before a handler looks it up.
  if (name === 'id' || name === 'uuid') return real.projectUuid;
  if (name === 'qid') return String(path.includes('question') ? real.questionId : real.rankingId);
  if (name === 'tagId') return String(real.tagId);
  if (name === 'cid') return String(real.competitorId);
  return '1';
};

const call = (method: string, path: string, op: Operation, headers: Record<string, string>) => {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParam(name, path)));
  const schema = op.requestBody?.content['application/json']?.schema;
  return h.app.inject({
    method: method as 'POST',
    url,
    headers,
    ...(schema ? { payload: example(schema, '', path) as object } : {}),
  });
};

const routeKey = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const isAllowed = (method: string, path: string) =>
  READ_ONLY_ALLOWED.has(routeKey(path)) || READ_ONLY_ALLOWED.has(`${method} ${routeKey(path)}`);

const counts = async () =>
  (
    await h.ctx.db.query(
      `SELECT (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM prompts) AS prompts,
         (SELECT count(*)::int FROM tags) AS tags,
         (SELECT count(*)::int FROM project_competitors) AS competitors, (SELECT count(*)::int FROM report_executions) AS runs`,
    )
  ).rows[0];

beforeAll(async () => {
  const registered = await register(h);
  email = registered.email;
  const project = await createBrand(h, registered.session, {
    ...ASANA,
    ai_engines: ['chatgpt'],
    ranking_queries: ['best project management software'],
  });
  const current = await runReportsDaysAgo(h, registered.session, project.uuid, [0]);
  const tag = await h.app.inject({
    method: 'POST',
    url: `/api/tags/${project.uuid}/create/`,
    headers: bearer(current),
    payload: { name: 'kept' },
  });
  const competitor = await h.app.inject({
    method: 'POST',
    url: `/api/projects/${project.uuid}/known-competitors/`,
    headers: bearer(current),
    payload: { name: 'Trello' },
  });
  real = {
    projectUuid: project.uuid,
    rankingId: project.ranking_queries[0].id,
    questionId: project.question_queries[0].id,
    tagId: tag.json().id,
    competitorId: competitor.json().id,
  };
  writes = operationsOf(h).filter((w) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(w.method));
  // The trial is over.
  h.clock.current = new Date((await subscriptionOf(h, current)).trial_end_date!);
  session = await signIn(h, email);
}, 120_000);

describe('a read-only account', () => {
  it('is refused on every write route of a signed-in user but the allowed ones, and nothing changes', async () => {
    const before = await counts();
    const checked: string[] = [];
    const failures: string[] = [];
    const allowed: typeof writes = [];
    const open: string[] = [];
    for (const w of writes) {
      // Public writes (sign-in, registration, the webhook) have no account: they never answer "unauthorized".
      const anonymous = await call(w.method, w.path, w.op, { authorization: 'Bearer not-a-token' });
      if (anonymous.json().code !== 'unauthorized') {
        open.push(w.path);
        continue;
      }
      if (isAllowed(w.method, w.path)) {
        allowed.push(w);
        continue;
      }
      const res = await call(w.method, w.path, w.op, bearer(session));
      const expected = readOnlyMessage(READ_ONLY_ACTIONS[routeKey(w.path)] ?? 'changes', 'trial');
      checked.push(`${w.method} ${w.path}`);
      if (res.statusCode !== 403 || res.json().code !== 'trial_expired' || res.json().message !== expected)
        failures.push(`${w.method} ${w.path}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    // Anything else answering without an account would be a write this test does not reach.
    expect(open.sort()).toEqual(
      [
        '/api/auth/email/verify/',
        '/api/auth/login/',
        '/api/auth/logout/',
        '/api/auth/password/reset/confirm/',
        '/api/auth/password/reset/request/',
        '/api/auth/register/',
        '/api/auth/token/refresh/',
        '/api/subscription/webhook/',
        '/api/unsubscribe/{code}/confirm/',
        // Keyed by the brand's tracking key, not an account (website-analysis tests).
        '/api/website-analysis/collect/',
        '/api/website-analysis/ingest/',
      ].sort(),
    );
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/projects/create/',
        'PUT /api/projects/{id}/update/',
        'POST /api/projects/{id}/ranking-queries/create/',
        'POST /api/projects/{id}/question-queries/create/',
        'POST /api/projects/{id}/run/',
        'POST /api/projects/analyze-website/',
        'POST /api/tags/{id}/create/',
      ]),
    );
    expect(await counts()).toEqual(before);

    // The allowed ones are let through (each with its own session: one of them signs out).
    allowed.sort((a) => (a.method === 'DELETE' ? 1 : -1));
    expect(allowed.map((w) => `${w.method} ${w.path}`)).toEqual(
      expect.arrayContaining(['POST /api/subscription/checkout/', 'DELETE /api/projects/{id}/delete/']),
    );
    for (const w of allowed) {
      const signedIn = bearer(await signIn(h, email));
      // The account itself stays for the next test: a wrong password reaches the route, and is refused there.
      const res =
        w.path === '/api/auth/account/delete/'
          ? await h.app.inject({
              method: 'POST',
              url: w.path,
              headers: signedIn,
              payload: { password: 'Wr0ng!Pass' },
            })
          : await call(w.method, w.path, w.op, signedIn);
      expect(res.json().code, `${w.method} ${w.path}`).not.toBe('trial_expired');
    }
  });

  it('gets the spec texts for brands and the upgrade messages for prompts and runs', async () => {
    // The sweep above changed the password (to the same one), which ends the other sessions.
    const fresh = await signIn(h, email);
    const brandRes = await h.app.inject({
      method: 'POST',
      url: '/api/projects/create/',
      headers: bearer(fresh),
    });
    expect(brandRes.json().message).toBe(trialMessages.upgradeRequired);
    expect(readOnlyMessage('prompts', 'trial')).toBe(
      'Your trial has ended. Please upgrade your plan to add new prompts.',
    );
    expect(readOnlyMessage('analyses', 'trial')).toBe(
      'Your trial has ended. Please upgrade your plan to start a new analysis.',
    );
  });
});

describe('scheduled runs', () => {
  it('pause while the owner is read-only and resume at the next slot once a plan is paid', async () => {
    const { session: owner, email: ownerEmail } = await register(h, {});
    const project = await createBrand(h, owner, {
      entity_name: 'Linear',
      location: 'San Francisco',
      domain: 'linear.app',
      ai_engines: ['chatgpt'],
      ranking_queries: ['best issue tracker'],
    });
    const slot = async () =>
      (
        await h.ctx.db.query<{ at: Date }>('SELECT next_execution_at AS at FROM projects WHERE uuid = $1', [
          project.uuid,
        ])
      ).rows[0].at;
    const runs = async () =>
      (
        await h.ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM report_executions e JOIN projects p ON p.id = e.project_id WHERE p.uuid = $1',
          [project.uuid],
        )
      ).rows[0].n;
    const trialEnd = new Date((await subscriptionOf(h, owner)).trial_end_date!);
    const firstPausedSlot = await slot();
    h.clock.current = new Date(Math.max(trialEnd.getTime(), firstPausedSlot.getTime()) + 1000);
    // Slots come and go without a run.
    await scheduleDueProjects(h.ctx.db, h.clock.now(), h.ctx.config.sampling);
    expect(await runs()).toBe(0);
    const next = await slot();
    expect(next.getTime()).toBeGreaterThan(h.clock.now().getTime());

    await subscribeLocally(h, await signIn(h, ownerEmail), 'STARTER');
    // Paying does not run the missed slot at once...
    await scheduleDueProjects(h.ctx.db, h.clock.now(), h.ctx.config.sampling);
    expect(await runs()).toBe(0);
    // ...the next scheduled slot runs.
    h.clock.current = new Date(next.getTime() + 1000);
    await scheduleDueProjects(h.ctx.db, h.clock.now(), h.ctx.config.sampling);
    expect(await runs()).toBe(1);
  });
});
