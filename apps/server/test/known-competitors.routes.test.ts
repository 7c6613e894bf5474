// Known competitors and brand aliases: CRUD with its rules, who may read and write, and the
// analysis of the next report using them.
import {
  inputMessages,
  KNOWN_COMPETITORS_MAX,
  KnownCompetitorSchema,
  KnownCompetitorsReplySchema,
  knownCompetitorMessages as m,
  ROW_ID_MAX,
  type Session,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createEngines, type EngineAdapter } from '../src/engines/index.ts';
import { seedShare } from '../src/seed/factories.ts';
import { bearer, createBrand, harnessForFile, multipart, register } from './harness.ts';

/** What the injected chatgpt adapter always answers: the brand appears only as "Lumenpath". */
const FIXED_ANSWER = `Here are the best CRM tools for small teams:

1. **Sales Cloud** - the enterprise default with deep customisation.
2. **Lumenpath** - a simple pipeline CRM loved by startups.
3. **Pipedrive** - visual deal tracking at a fair price.`;

const sandbox = createEngines(loadConfig({}, []).engines);
const fixed: EngineAdapter = {
  ...sandbox.chatgpt,
  async ask() {
    return {
      status: 'answered',
      text: FIXED_ANSWER,
      citations: [],
      searchQueries: [],
      model: 'fixed',
      servedModel: null,
      latencyMs: 1,
      simulated: true,
    };
  },
};

const h = await harnessForFile({
  env: { REPORT_SAMPLES: '1' },
  engines: { ...sandbox, chatgpt: fixed },
});

const brightpipe = (session: Session, engines = ['chatgpt', 'claude']) =>
  createBrand(h, session, {
    entity_name: 'Brightpipe',
    location: 'Madrid, Spain',
    domain: 'https://www.brightpipe.io/',
    ai_engines: engines,
    ranking_queries: ['best CRM for small teams'],
  });

const owned = async () => {
  const { session, email } = await register(h);
  return { session, email, project: await brightpipe(session) };
};

const call = (
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: session ? bearer(session) : {},
  });

const list = (uuid: string) => `/projects/${uuid}/known-competitors/`;
const item = (uuid: string, cid: number | string) => `/projects/${uuid}/known-competitors/${cid}/`;
const aliases = (uuid: string) => `/projects/${uuid}/brand-aliases/`;

describe('known competitors', () => {
  it('lists, adds, edits and removes competitors', async () => {
    const { session, project } = await owned();
    const empty = await call(session, 'GET', list(project.uuid));
    expect(empty.statusCode).toBe(200);
    expect(KnownCompetitorsReplySchema.parse(empty.json())).toEqual({ competitors: [], brand_aliases: [] });

    const added = await call(session, 'POST', list(project.uuid), {
      name: '  Salesforce  ',
      aliases: ['Sales Cloud', 'sales cloud', ' SFDC ', 'Salesforce'],
      domain: 'https://www.Salesforce.com/products/',
    });
    expect(added.statusCode).toBe(201);
    const sf = KnownCompetitorSchema.parse(added.json());
    expect(sf).toEqual({
      id: expect.any(Number),
      name: 'Salesforce',
      aliases: ['Sales Cloud', 'SFDC'],
      domain: 'salesforce.com',
    });

    const bare = await call(session, 'POST', list(project.uuid), { name: 'Pipedrive' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ name: 'Pipedrive', aliases: [], domain: null });

    // By numeric id as well as uuid; sorted by name.
    const both = await call(session, 'GET', list(String(project.id)));
    expect(both.json().competitors.map((c: { name: string }) => c.name)).toEqual(['Pipedrive', 'Salesforce']);

    const edited = await call(session, 'PUT', item(project.uuid, sf.id), {
      name: 'Salesforce CRM',
      aliases: ['Sales Cloud'],
      domain: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id: sf.id,
      name: 'Salesforce CRM',
      aliases: ['Sales Cloud'],
      domain: null,
    });

    // Changing only the case of its own name is not a duplicate.
    const recased = await call(session, 'PUT', item(project.uuid, sf.id), { name: 'SALESFORCE CRM' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ name: 'SALESFORCE CRM', aliases: [] });

    const removed = await call(session, 'DELETE', item(project.uuid, sf.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await call(session, 'DELETE', item(project.uuid, sf.id))).statusCode).toBe(404);
    expect((await call(session, 'PUT', item(project.uuid, sf.id), { name: 'X' })).json().message).toBe(
      m.notFound,
    );
    const after = await call(session, 'GET', list(project.uuid));
    expect(after.json().competitors).toEqual([
      { id: bare.json().id, name: 'Pipedrive', aliases: [], domain: null },
    ]);
  });

  it('rejects bad input with clear messages', async () => {
    const { session, project } = await owned();
    const post = (body: unknown) => call(session, 'POST', list(project.uuid), body);
    const expect400 = async (body: unknown, message: string, field?: string) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().errors[field]).toEqual([message]);
    };

    await expect400({}, m.nameRequired, 'name');
    await expect400({ name: '   ' }, m.nameRequired, 'name');
    await expect400({ name: 'x'.repeat(101) }, m.nameTooLong, 'name');
    await expect400({ name: 'Acme', aliases: [''] }, m.aliasEmpty);
    await expect400({ name: 'Acme', aliases: ['y'.repeat(101)] }, m.aliasTooLong);
    await expect400(
      { name: 'Acme', aliases: Array.from({ length: 21 }, (_, i) => `a${i}`) },
      m.tooManyAliases,
      'aliases',
    );
    await expect400({ name: 'Acme', aliases: 'Acme Inc' }, m.aliasesRequired, 'aliases');
    await expect400({ name: 'Ac\u0000me' }, inputMessages.nul, 'name');
    await expect400({ name: 'Acme', aliases: ['A\u0000'] }, inputMessages.nul, 'aliases.0');
    await expect400({ name: 'Acme', domain: 'a\u0000.com' }, inputMessages.nul, 'domain');
    // Two names that differ only in a lone surrogate would both be stored as "Acme\ufffd".
    await expect400({ name: 'Acme\ud800' }, inputMessages.illFormed, 'name');
    await expect400({ name: 'Acme\udbff' }, inputMessages.illFormed, 'name');
    await expect400({ name: 'Acme', aliases: ['A\udc00'] }, inputMessages.illFormed, 'aliases.0');
    await expect400({ name: 'Acme', domain: 'not a domain' }, m.domainInvalid, 'domain');
    await expect400({ name: 'Acme', domain: 'https://' }, m.domainInvalid, 'domain');
    await expect400({ name: 'brightpipe' }, m.ownBrand, 'name');
    await expect400({ name: 'Acme', aliases: ['BrightPipe'] }, m.aliasIsOwnBrand('BrightPipe'), 'aliases');

    expect((await post({ name: 'HubSpot' })).statusCode).toBe(201);
    await expect400({ name: 'hubspot' }, m.duplicate, 'name');
    await expect400({ name: ' HUBSPOT ' }, m.duplicate, 'name');
    const other = await post({ name: 'Zoho' });
    const rename = await call(session, 'PUT', item(project.uuid, other.json().id), { name: 'Hubspot' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe(m.duplicate);

    for (const cid of ['abc', '2147483648', '9223372036854775808', '1e30']) {
      const res = await call(session, 'PUT', item(project.uuid, cid), { name: 'X' });
      expect(res.statusCode, cid).toBe(400);
      expect(res.json().message, cid).toBe(inputMessages.invalidId(ROW_ID_MAX));
    }
    const aliases = await call(session, 'PUT', `/projects/${project.uuid}/brand-aliases/`, {
      aliases: ['B\u0000'],
    });
    expect(aliases.statusCode).toBe(400);
    expect(aliases.json().message).toBe(inputMessages.nul);
    const { rows } = await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_competitors WHERE project_id = $1',
      [project.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it(`keeps at most ${KNOWN_COMPETITORS_MAX} competitors per brand`, async () => {
    const { session, project } = await owned();
    await h.ctx.db.query(
      `INSERT INTO project_competitors (project_id, name)
       SELECT $1, 'Competitor ' || n FROM generate_series(1, $2::int) n`,
      [project.id, KNOWN_COMPETITORS_MAX],
    );
    const res = await call(session, 'POST', list(project.uuid), { name: 'One too many' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.limitReached);
  });

  it('does not let a competitor of one brand be changed through another', async () => {
    const { session, project } = await owned();
    const second = await brightpipe(session);
    const c = (await call(session, 'POST', list(project.uuid), { name: 'Close' })).json();
    expect((await call(session, 'PUT', item(second.uuid, c.id), { name: 'Hijack' })).statusCode).toBe(404);
    expect((await call(session, 'DELETE', item(second.uuid, c.id))).statusCode).toBe(404);
  });
});

describe('brand aliases', () => {
  it('sets the brand aliases, tidied, and shows them with the competitors and the brand', async () => {
    const { session, project } = await owned();
    const res = await call(session, 'PUT', aliases(project.uuid), {
      aliases: [' Lumenpath ', 'lumenpath', 'Bright  Pipe', 'Brightpipe'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ brand_aliases: ['Lumenpath', 'Bright Pipe'] });
    expect((await call(session, 'GET', list(project.uuid))).json().brand_aliases).toEqual([
      'Lumenpath',
      'Bright Pipe',
    ]);
    expect((await call(session, 'GET', `/projects/${project.uuid}/`)).json().aliases).toEqual([
      'Lumenpath',
      'Bright Pipe',
    ]);
    // Saving the brand form, which carries no aliases, keeps them.
    const form = multipart({
      entity_name: 'Brightpipe',
      location: 'Madrid, Spain',
      domain: 'brightpipe.io',
      ai_engines: JSON.stringify(['chatgpt']),
      scheduled_day: 'MON',
      scheduled_hour: '9',
    });
    const updated = await h.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.uuid}/update/`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(session) },
    });
    expect(updated.json().aliases).toEqual(['Lumenpath', 'Bright Pipe']);
    const cleared = await call(session, 'PUT', aliases(project.uuid), { aliases: [] });
    expect(cleared.json()).toEqual({ brand_aliases: [] });
  });

  it('rejects aliases that name a known competitor, blanks and too many', async () => {
    const { session, project } = await owned();
    await call(session, 'POST', list(project.uuid), { name: 'Pipedrive', aliases: ['PD Cloud'] });
    for (const [body, message] of [
      [{ aliases: ['pipedrive'] }, m.brandAliasIsCompetitor('pipedrive')],
      [{ aliases: ['PD cloud'] }, m.brandAliasIsCompetitor('PD cloud')],
      [{ aliases: [' '] }, m.aliasEmpty],
      [{ aliases: Array.from({ length: 21 }, (_, i) => `b${i}`) }, m.tooManyAliases],
      [{}, m.aliasesRequired],
    ] as const) {
      const res = await call(session, 'PUT', aliases(project.uuid), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A competitor named like a brand alias is refused the other way round too.
    await call(session, 'PUT', aliases(project.uuid), { aliases: ['Lumenpath'] });
    const clash = await call(session, 'POST', list(project.uuid), { name: 'LUMENPATH' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(m.ownBrand);
  });
});

describe('who may read and change the list', () => {
  it('needs a session', async () => {
    const { project } = await owned();
    expect((await call(null, 'GET', list(project.uuid))).statusCode).toBe(401);
    expect((await call(null, 'POST', list(project.uuid), { name: 'X' })).statusCode).toBe(401);
  });

  it('answers 404 to another user, and changes nothing', async () => {
    const { session, project } = await owned();
    const c = (await call(session, 'POST', list(project.uuid), { name: 'Freshsales' })).json();
    const stranger = (await register(h)).session;
    const attempts = [
      await call(stranger, 'GET', list(project.uuid)),
      await call(stranger, 'GET', list(String(project.id))),
      await call(stranger, 'POST', list(project.uuid), { name: 'Intruder' }),
      await call(stranger, 'PUT', item(project.uuid, c.id), { name: 'Renamed' }),
      await call(stranger, 'DELETE', item(project.uuid, c.id)),
      await call(stranger, 'PUT', aliases(project.uuid), { aliases: ['Hacked'] }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Project not found');
    }
    const mine = KnownCompetitorsReplySchema.parse((await call(session, 'GET', list(project.uuid))).json());
    expect(mine).toEqual({ competitors: [c], brand_aliases: [] });
  });

  it('lets a VIEW share read and only an EDIT share write', async () => {
    const { project } = await owned();
    const guest = await register(h);
    const share = (permission: 'VIEW' | 'EDIT') => seedShare(h.ctx.db, project, guest.email, permission);
    await share('VIEW');
    expect((await call(guest.session, 'GET', list(project.uuid))).statusCode).toBe(200);
    expect((await call(guest.session, 'POST', list(project.uuid), { name: 'Monday' })).statusCode).toBe(403);
    expect((await call(guest.session, 'PUT', aliases(project.uuid), { aliases: ['X'] })).statusCode).toBe(
      403,
    );
    await share('EDIT');
    expect((await call(guest.session, 'POST', list(project.uuid), { name: 'Monday' })).statusCode).toBe(201);
    expect((await call(guest.session, 'PUT', aliases(project.uuid), { aliases: ['X'] })).statusCode).toBe(
      200,
    );
  });
});

describe('the analysis of the next report', () => {
  const runReport = async (session: Session, uuid: string) => {
    const res = await call(session, 'POST', `/projects/${uuid}/run/`);
    expect(res.statusCode).toBe(202);
    await h.drainJobs();
  };
  const lastAnswer = async (projectId: number) => {
    const { rows } = await h.ctx.db.query<{
      mention: string;
      position: number | null;
      ranking: { name: string; entity: string; matched_to?: string; is_brand: boolean }[];
    }>('SELECT mention, position, ranking FROM answers WHERE project_id = $1 ORDER BY id DESC LIMIT 1', [
      projectId,
    ]);
    return rows[0];
  };

  it('recognises the brand by its alias and a competitor by its alias', { timeout: 30_000 }, async () => {
    const { session } = await register(h);
    const project = await brightpipe(session, ['chatgpt']);

    await runReport(session, project.uuid);
    const before = await lastAnswer(project.id);
    expect(before.mention).toBe('ABSENT');
    expect(before.position).toBeNull();
    expect(before.ranking.some((r) => r.is_brand)).toBe(false);

    await call(session, 'PUT', aliases(project.uuid), { aliases: ['Lumenpath'] });
    await call(session, 'POST', list(project.uuid), { name: 'Salesforce', aliases: ['Sales Cloud'] });
    await runReport(session, project.uuid);
    const after = await lastAnswer(project.id);
    expect(after.mention).toBe('RECOMMENDED');
    expect(after.position).toBe(2);
    expect(after.ranking.find((r) => r.name === 'Lumenpath')).toMatchObject({
      is_brand: true,
      matched_to: 'Brightpipe',
    });
    expect(after.ranking.find((r) => r.name === 'Sales Cloud')).toMatchObject({
      entity: 'Salesforce',
      matched_to: 'Salesforce',
    });
  });
});
