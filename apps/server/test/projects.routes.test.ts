import path from 'node:path';
import {
  DAY_MS,
  inputMessages,
  PROMPT_TEXT_MAX,
  ProjectSchema,
  projectMessages,
  ROW_ID_MAX,
  type Session,
  trialMessages,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { ACME_CRM, brandFields } from '../src/seed/data.ts';
import { seedShare } from '../src/seed/factories.ts';
import {
  bearer,
  harnessForFile,
  multipart,
  PNG,
  register,
  signIn,
  startHarness,
  storedMedia,
} from './harness.ts';

const h = await harnessForFile();

const brandForm = (overrides: Record<string, unknown> = {}) =>
  brandFields({
    ...ACME_CRM,
    ranking_queries: ['best CRM for startups', { query_text: 'top CRM in Spain' }],
    question_queries: [{ query_text: 'Where is Acme CRM based?', expected_response: 'Madrid, Spain' }],
    ...overrides,
  });

const send = (
  session: Session,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) => {
  const form = multipart(fields, file);
  return h.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(session) },
  });
};

const logo = { field: 'entity_picture', name: 'l.png', data: PNG, type: 'image/png' };

const createBrand = async (session: Session, overrides: Record<string, unknown> = {}) => {
  const res = await send(session, 'POST', '/api/projects/create/', brandForm(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return ProjectSchema.parse(res.json());
};

describe('creating a brand', () => {
  it('stores the brand, its prompts, logo and next scheduled run', async () => {
    const { session } = await register(h);
    const res = await send(session, 'POST', '/api/projects/create/', brandForm(), {
      field: 'entity_picture',
      name: 'logo.png',
      data: PNG,
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const project = ProjectSchema.parse(res.json());
    expect(project).toMatchObject({
      title: 'Acme CRM',
      entity_label: 'Acme CRM',
      domain: 'acme-crm.com',
      ai_engines: ['chatgpt', 'claude', 'ai_overviews'],
      ranking_queries_count: 2,
      question_queries_count: 1,
      scheduled_day: 'MON',
      scheduled_hour: 9,
      permission: 'OWNER',
    });
    expect(project.question_queries[0].expected_response).toBe('Madrid, Spain');
    expect(project.entity_picture).toMatch(/^\/media\/logos\/.+\.png$/);
    expect(new Date(project.next_execution!).getTime()).toBeGreaterThan(h.clock.now().getTime());

    const list = await h.app.inject({ method: 'GET', url: '/api/projects/', headers: bearer(session) });
    expect(list.json().projects.map((p: { uuid: string }) => p.uuid)).toEqual([project.uuid]);
    const byId = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/`,
      headers: bearer(session),
    });
    expect(byId.json().uuid).toBe(project.uuid);

    const sub = await h.app.inject({ method: 'GET', url: '/api/subscription/', headers: bearer(session) });
    expect(sub.json()).toMatchObject({ total_queries_used: 3, remaining_queries: 97 });
  });

  it('answers each missing field with the spec message', async () => {
    const { session } = await register(h);
    const res = await send(
      session,
      'POST',
      '/api/projects/create/',
      brandForm({ entity_name: '', location: '', ai_engines: [] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      entity_name: [projectMessages.entityNameRequired],
      location: [projectMessages.locationRequired],
      ai_engines: [projectMessages.engineRequired],
    });
    const engine = await send(
      session,
      'POST',
      '/api/projects/create/',
      brandForm({ ai_engines: ['chatgpt', 'bard'] }),
    );
    expect(engine.json().errors['ai_engines.1']).toEqual([projectMessages.unknownEngine]);
    const noDomain = await send(session, 'POST', '/api/projects/create/', brandForm({ domain: '' }));
    expect(noDomain.json().message).toBe(projectMessages.domainRequiredToast);
    const noPrompts = await send(
      session,
      'POST',
      '/api/projects/create/',
      brandForm({ ranking_queries: [], question_queries: [] }),
    );
    expect(noPrompts.json().message).toBe(projectMessages.promptSelection);
    const badJson = await send(session, 'POST', '/api/projects/create/', {
      ...brandForm(),
      ai_engines: '[chatgpt',
    });
    expect(badJson.statusCode).toBe(400);
    const accuracy = await send(
      session,
      'POST',
      '/api/projects/create/',
      brandForm({ question_queries: [{ query_text: 'Q?' }] }),
    );
    expect(accuracy.json().errors['question_queries.0.expected_response']).toEqual([
      projectMessages.expectedResponseRequired,
    ]);
  });

  it('refuses NUL in any text of the form, and prompt ids beyond the column', async () => {
    const { session } = await register(h);
    const forms: [Record<string, unknown>, string][] = [
      [{ entity_name: 'Acme\u0000' }, 'entity_name'],
      [{ description: 'a\u0000b' }, 'description'],
      [{ aliases: ['Ac\u0000me'] }, 'aliases.0'],
      [{ ranking_queries: ['best\u0000crm'] }, 'ranking_queries.0.query_text'],
      [{ question_queries: [{ question: 'Q\u0000', answer: 'A' }] }, 'question_queries.0.question'],
    ];
    for (const [overrides, field] of forms) {
      const res = await send(session, 'POST', '/api/projects/create/', brandForm(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(inputMessages.nul);
      expect(res.json().errors[field], field).toEqual([inputMessages.nul]);
    }
    const tooLong = await send(
      session,
      'POST',
      '/api/projects/create/',
      brandForm({
        question_queries: [{ query_text: 'x'.repeat(PROMPT_TEXT_MAX + 1), expected_response: 'A' }],
      }),
    );
    expect(tooLong.json().errors['question_queries.0.query_text']).toEqual([
      inputMessages.tooLong(PROMPT_TEXT_MAX),
    ]);
    const project = await createBrand(session);
    const hugeId = await send(
      session,
      'PUT',
      `/api/projects/${project.uuid}/update/`,
      brandForm({ ranking_queries: [{ id: 2 ** 31, query_text: 'best CRM' }] }),
    );
    expect(hugeId.statusCode).toBe(400);
    expect(hugeId.json().errors['ranking_queries.0.id']).toEqual([inputMessages.invalidId(ROW_ID_MAX)]);
  });

  it('accepts both engine readings', async () => {
    const { session } = await register(h);
    const project = await createBrand(session, { ai_engines: ['llama', 'mistral', 'ai_mode', 'deepseek'] });
    expect(project.ai_engines).toEqual(['llama', 'mistral', 'ai_mode', 'deepseek']);
  });

  it('refuses fake and oversized logos, and saves nothing', async () => {
    const { session } = await register(h);
    const fake = await send(session, 'POST', '/api/projects/create/', brandForm(), {
      field: 'entity_picture',
      name: 'logo.png',
      data: Buffer.from('plain text pretending to be a picture'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(projectMessages.logoFormat);
    const webp = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
    const wrongType = await send(session, 'POST', '/api/projects/create/', brandForm(), {
      field: 'entity_picture',
      name: 'logo.gif',
      data: webp,
      type: 'image/gif',
    });
    expect(wrongType.json().message).toBe(projectMessages.logoFormat);
    const big = await send(session, 'POST', '/api/projects/create/', brandForm(), {
      field: 'entity_picture',
      name: 'logo.png',
      data: Buffer.concat([PNG, Buffer.alloc(2_097_152)]),
      type: 'image/png',
    });
    expect(big.json().message).toBe(projectMessages.logoTooLarge);
    const list = await h.app.inject({ method: 'GET', url: '/api/projects/', headers: bearer(session) });
    expect(list.json().projects).toEqual([]);
  });

  it('blocks new brands once the trial has ended', async () => {
    const { email, password } = await register(h);
    h.clock.advance(15 * DAY_MS);
    try {
      const res = await send(await signIn(h, email, password), 'POST', '/api/projects/create/', brandForm());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'trial_expired', message: trialMessages.upgradeRequired });
    } finally {
      h.clock.advance(-15 * DAY_MS);
    }
  });
});

describe('prompt limit', () => {
  it('never lets prompts exceed the plan, even under concurrent creates', async () => {
    const { session } = await register(h);
    const project = await createBrand(session, {
      ranking_queries: Array.from({ length: 95 }, (_, i) => `prompt ${i}`),
    });
    expect(project.ranking_queries_count).toBe(95);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: `/api/projects/${project.uuid}/ranking-queries/create/`,
          payload: { query_text: `extra ${i}` },
          headers: bearer(session),
        }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 403)).toHaveLength(6);
    expect(attempts.find((r) => r.statusCode === 403)!.json()).toMatchObject({
      code: 'prompt_limit_reached',
      message: projectMessages.promptLimit,
    });
    const sub = await h.app.inject({ method: 'GET', url: '/api/subscription/', headers: bearer(session) });
    expect(sub.json()).toMatchObject({ total_queries_used: 100, remaining_queries: 0 });
    const tooMany = await send(session, 'POST', '/api/projects/create/', brandForm());
    expect(tooMany.statusCode).toBe(403);
    // Refused by the quota inside the transaction: the logo it stored first is deleted again.
    const before = await storedMedia(h, 'logos');
    const withLogo = await send(session, 'POST', '/api/projects/create/', brandForm(), logo);
    expect(withLogo.statusCode).toBe(403);
    expect(await storedMedia(h, 'logos')).toEqual(before);
  });
});

describe('editing and deleting', () => {
  it('updates fields, syncs prompts and replaces or removes the logo', async () => {
    const { session } = await register(h);
    const project = await createBrand(session);
    const keep = project.ranking_queries[0];
    const res = await send(
      session,
      'PUT',
      `/api/projects/${project.uuid}/update/`,
      brandForm({
        entity_name: 'Acme',
        scheduled_day: 'FRI',
        scheduled_hour: '17',
        ranking_queries: [{ id: keep.id, query_text: 'best CRM for startups 2026' }, 'new prompt'],
        question_queries: [],
      }),
      { field: 'entity_picture', name: 'l.png', data: PNG, type: 'image/png' },
    );
    expect(res.statusCode).toBe(200);
    const updated = ProjectSchema.parse(res.json());
    expect(updated.ranking_queries.map((p) => p.query_text)).toEqual([
      'best CRM for startups 2026',
      'new prompt',
    ]);
    expect(updated.ranking_queries[0].id).toBe(keep.id);
    expect(updated.question_queries_count).toBe(0);
    expect(updated).toMatchObject({ entity_name: 'Acme', scheduled_day: 'FRI', scheduled_hour: 17 });
    expect(updated.entity_picture).toMatch(/^\/media\/logos\//);

    const removed = await send(session, 'PUT', `/api/projects/${project.uuid}/update/`, {
      ...brandForm({ ranking_queries: undefined, question_queries: undefined }),
      remove_logo: 'true',
    });
    expect(removed.json().entity_picture).toBeNull();
    expect(removed.json().ranking_queries_count).toBe(2);
  });

  const served = async (address: string | null) =>
    (await h.app.inject({ method: 'GET', url: address ?? '/media/none' })).statusCode;

  it("deletes the logo a new one replaces, the one removed, and a deleted brand's", async () => {
    const { session } = await register(h);
    const created = await send(session, 'POST', '/api/projects/create/', brandForm(), logo);
    const project = ProjectSchema.parse(created.json());
    const first = project.entity_picture!;
    const url = `/api/projects/${project.uuid}/update/`;
    const form = brandForm({ ranking_queries: undefined, question_queries: undefined });

    const second = (await send(session, 'PUT', url, form, logo)).json().entity_picture;
    expect(second).not.toBe(first);
    expect([await served(first), await served(second)]).toEqual([404, 200]);
    // A save without a logo keeps it.
    expect((await send(session, 'PUT', url, form)).json().entity_picture).toBe(second);
    expect(await served(second)).toBe(200);

    const removed = await send(session, 'PUT', url, { ...form, remove_logo: 'true' });
    expect(removed.json().entity_picture).toBeNull();
    expect(await served(second)).toBe(404);

    const third = (await send(session, 'PUT', url, form, logo)).json().entity_picture;
    expect(await served(third)).toBe(200);
    await h.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.uuid}/delete/`,
      headers: bearer(session),
    });
    expect(await served(third)).toBe(404);
    expect(await storedMedia(h, 'logos')).not.toContain(path.basename(third));
  });

  it('leaves no logo behind when the save fails after it was stored, and keeps the current one', async () => {
    const { session } = await register(h);
    const project = ProjectSchema.parse(
      (await send(session, 'POST', '/api/projects/create/', brandForm(), logo)).json(),
    );
    const before = await storedMedia(h, 'logos');
    // Refused inside the transaction (no prompt would be left), after the logo was stored.
    const none = await send(
      session,
      'PUT',
      `/api/projects/${project.uuid}/update/`,
      brandForm({ ranking_queries: [], question_queries: [] }),
      logo,
    );
    expect(none.json().message).toBe(projectMessages.promptRequired);
    // Refused by the access check: another user's brand.
    const stranger = await register(h);
    const foreign = await send(
      stranger.session,
      'PUT',
      `/api/projects/${project.uuid}/update/`,
      brandForm(),
      logo,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await storedMedia(h, 'logos')).toEqual(before);
    expect(await served(project.entity_picture)).toBe(200);
  });

  it('limits brand saves per user', async () => {
    const limited = await startHarness({ env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      const { session } = await register(limited);
      const create = () => {
        const form = multipart(brandForm(), logo);
        return limited.app.inject({
          method: 'POST',
          url: '/api/projects/create/',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(session) },
        });
      };
      expect((await create()).statusCode).toBe(201);
      expect((await create()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('requires domain, schedule and at least one prompt when editing', async () => {
    const { session } = await register(h);
    const project = await createBrand(session);
    const url = `/api/projects/${project.uuid}/update/`;
    expect((await send(session, 'PUT', url, brandForm({ domain: '' }))).json().errors.domain).toEqual([
      projectMessages.domainRequired,
    ]);
    expect((await send(session, 'PUT', url, brandForm({ scheduled_day: undefined }))).json().message).toBe(
      projectMessages.scheduleRequired,
    );
    const none = await send(session, 'PUT', url, brandForm({ ranking_queries: [], question_queries: [] }));
    expect(none.json().message).toBe(projectMessages.promptRequired);
    const after = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/`,
      headers: bearer(session),
    });
    expect(after.json().ranking_queries_count).toBe(2);
  });

  it('deletes a brand with everything it owns', async () => {
    const { session } = await register(h);
    const project = await createBrand(session);
    const res = await h.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.uuid}/delete/`,
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM prompts WHERE project_id = $1',
      [project.id],
    );
    expect(rows[0].n).toBe(0);
    const gone = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/`,
      headers: bearer(session),
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('prompts', () => {
  it('adds, edits and deletes ranking and accuracy prompts', async () => {
    const { session } = await register(h);
    const project = await createBrand(session);
    const base = `/api/projects/${project.uuid}`;
    const added = await h.app.inject({
      method: 'POST',
      url: `${base}/question-queries/create/`,
      payload: { query_text: 'When was Acme founded?', expected_response: '2015' },
      headers: bearer(session),
    });
    expect(added.statusCode).toBe(201);
    const qid = added.json().id;
    const edited = await h.app.inject({
      method: 'PUT',
      url: `${base}/question-queries/${qid}/update/`,
      payload: { query_text: 'When was Acme CRM founded?', expected_response: 'In 2015' },
      headers: bearer(session),
    });
    expect(edited.json()).toMatchObject({
      query_text: 'When was Acme CRM founded?',
      expected_response: 'In 2015',
    });
    const missing = await h.app.inject({
      method: 'POST',
      url: `${base}/question-queries/create/`,
      payload: { query_text: 'x', expected_response: '' },
      headers: bearer(session),
    });
    expect(missing.json().errors.expected_response).toEqual([projectMessages.expectedResponseRequired]);
    const emptyRanking = await h.app.inject({
      method: 'POST',
      url: `${base}/ranking-queries/create/`,
      payload: { query_text: '  ' },
      headers: bearer(session),
    });
    expect(emptyRanking.json().errors.query_text).toEqual([projectMessages.queryTextRequired]);
    const bad: ['POST' | 'PUT', string, object, string][] = [
      ['POST', `${base}/ranking-queries/create/`, { query_text: 'best\u0000crm' }, inputMessages.nul],
      [
        'POST',
        `${base}/question-queries/create/`,
        { query_text: 'Q', expected_response: 'A\u0000' },
        inputMessages.nul,
      ],
      [
        'PUT',
        `${base}/question-queries/${qid}/update/`,
        { query_text: 'Q\u0000', expected_response: 'A' },
        inputMessages.nul,
      ],
      [
        'PUT',
        `${base}/ranking-queries/2147483648/update/`,
        { query_text: 'q' },
        inputMessages.invalidId(ROW_ID_MAX),
      ],
      [
        'PUT',
        `${base}/ranking-queries/1e30/update/`,
        { query_text: 'q' },
        inputMessages.invalidId(ROW_ID_MAX),
      ],
      [
        'POST',
        `${base}/ranking-queries/create/`,
        { query_text: 'q', tag_ids: [2 ** 63] },
        inputMessages.invalidId(ROW_ID_MAX),
      ],
    ];
    for (const [method, url, payload, message] of bad) {
      const res = await h.app.inject({ method, url, payload, headers: bearer(session) });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message, `${method} ${url}`).toBe(message);
    }
    const gone = await h.app.inject({
      method: 'DELETE',
      url: `${base}/ranking-queries/9223372036854775808/delete/`,
      headers: bearer(session),
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(inputMessages.invalidId(ROW_ID_MAX));
    // A ranking prompt id is not an accuracy prompt.
    const cross = await h.app.inject({
      method: 'DELETE',
      url: `${base}/question-queries/${project.ranking_queries[0].id}/delete/`,
      headers: bearer(session),
    });
    expect(cross.statusCode).toBe(404);
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `${base}/question-queries/${qid}/delete/`,
      headers: bearer(session),
    });
    expect(deleted.statusCode).toBe(200);
    const list = await h.app.inject({
      method: 'GET',
      url: `${base}/question-queries/`,
      headers: bearer(session),
    });
    expect(list.json().queries).toHaveLength(1);
  });
});

describe('another user', () => {
  it('gets 404 on every project route of someone else', async () => {
    const owner = await register(h);
    const project = await createBrand(owner.session);
    const { session: stranger } = await register(h);
    const qid = project.ranking_queries[0].id;
    const routes: [string, string, object?][] = [
      ['GET', `/api/projects/${project.uuid}/`],
      ['GET', `/api/projects/${project.id}/`],
      ['DELETE', `/api/projects/${project.uuid}/delete/`],
      ['GET', `/api/projects/${project.uuid}/ranking-queries/`],
      ['GET', `/api/projects/${project.uuid}/question-queries/`],
      ['POST', `/api/projects/${project.uuid}/ranking-queries/create/`, { query_text: 'x' }],
      ['PUT', `/api/projects/${project.uuid}/ranking-queries/${qid}/update/`, { query_text: 'x' }],
      ['DELETE', `/api/projects/${project.uuid}/ranking-queries/${qid}/delete/`],
      ['GET', `/api/projects/${project.uuid}/notifications/counts/`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await h.app.inject({ method: method as 'GET', url, payload, headers: bearer(stranger) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const update = await send(stranger, 'PUT', `/api/projects/${project.uuid}/update/`, brandForm());
    expect(update.statusCode).toBe(404);
    const list = await h.app.inject({ method: 'GET', url: '/api/projects/', headers: bearer(stranger) });
    expect(list.json().projects).toEqual([]);
    const still = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/`,
      headers: bearer(owner.session),
    });
    expect(still.json().ranking_queries_count).toBe(2);
  });

  it('reads with a VIEW share and writes only with EDIT', async () => {
    const owner = await register(h);
    const project = await createBrand(owner.session);
    const guest = await register(h);
    const share = (permission: 'VIEW' | 'EDIT') => seedShare(h.ctx.db, project, guest.email, permission);
    await share('VIEW');
    const read = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/`,
      headers: bearer(guest.session),
    });
    expect(read.json().permission).toBe('VIEW');
    const write = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/projects/${project.uuid}/ranking-queries/create/`,
        payload: { query_text: 'from guest' },
        headers: bearer(guest.session),
      });
    expect((await write()).statusCode).toBe(403);
    await share('EDIT');
    expect((await write()).statusCode).toBe(201);
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.uuid}/delete/`,
      headers: bearer(guest.session),
    });
    expect(del.statusCode).toBe(403);
  });
});
