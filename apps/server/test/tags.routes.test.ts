// Project tags and prompt tagging: name clashes, deletes that drop assignments, prompts and tags of
// other projects, other users, shares, the tag ids of a prompt save, and bad ids that must not 500.
import {
  AccuracyPromptSchema,
  API_PREFIX,
  promptDashboardMessages as dm,
  inputMessages,
  projectMessages,
  promptPaths,
  RankingPromptSchema,
  ROW_ID_MAX,
  type Session,
  TAG_NAME_MAX,
  TagListSchema,
  TagSchema,
  tagPaths,
} from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedShare } from '../src/seed/factories.ts';
import { bearer, createBrand, harnessForFile, register } from './harness.ts';

const h = await harnessForFile();
let owner: { session: Session; email: string };
let stranger: { session: Session; email: string };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: Session, method: Method, path: string, payload?: object) =>
  h.app.inject({ method, url: `${API_PREFIX}${path}`, payload, headers: bearer(s) });

/** A brand of the owner with one ranking and one accuracy prompt. */
const brand = async (name: string) => {
  const project = await createBrand(h, owner.session, {
    entity_name: name,
    location: 'Madrid',
    domain: `${name.toLowerCase()}.example`,
    ai_engines: ['chatgpt'],
    ranking_queries: [`best ${name} alternative`],
    question_queries: [{ query_text: `Where is ${name} based?`, expected_response: 'Madrid' }],
  });
  return { project, ranking: project.ranking_queries[0], accuracy: project.question_queries[0] };
};

const createTag = async (projectUuid: string, name: string, s = owner.session) => {
  const res = await call(s, 'POST', tagPaths.create(projectUuid), { name });
  expect(res.statusCode, res.body).toBe(201);
  return TagSchema.parse(res.json());
};

const listTags = async (projectUuid: string, s = owner.session) =>
  TagListSchema.parse((await call(s, 'GET', tagPaths.list(projectUuid))).json()).tags;

const rankingTags = async (projectUuid: string) => {
  const res = await call(owner.session, 'GET', promptPaths.list(projectUuid, 'ranking'));
  return (res.json().queries as unknown[]).map((q) => RankingPromptSchema.parse(q).tags);
};

beforeAll(async () => {
  owner = await register(h);
  stranger = await register(h);
});

describe('tag management', () => {
  it('refuses NUL and over-long names with their own messages', async () => {
    const { project } = await brand('Omega');
    const tag = await createTag(project.uuid, 'Ok');
    const cases: [object, string][] = [
      [{ name: 'x'.repeat(TAG_NAME_MAX + 1) }, dm.tagNameTooLong],
      [{ name: 'a\u0000b' }, inputMessages.nul],
      [{ name: '  ' }, dm.tagNameRequired],
      [{}, dm.tagNameRequired],
    ];
    for (const [body, message] of cases) {
      for (const [method, path] of [
        ['POST', tagPaths.create(project.uuid)],
        ['PUT', tagPaths.rename(project.uuid, tag.id)],
      ] as const) {
        const res = await call(owner.session, method, path, body);
        expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(res.json().message, `${method} ${JSON.stringify(body).slice(0, 40)}`).toBe(message);
        expect(res.json().errors.name).toEqual([message]);
      }
    }
    expect(await listTags(project.uuid)).toEqual([tag]);
  });

  it('refuses a rename to a name the project already has, and keeps both tags', async () => {
    const { project } = await brand('Alpha');
    const brandTag = await createTag(project.uuid, 'Brand');
    const core = await createTag(project.uuid, 'Core');
    const res = await call(owner.session, 'PUT', tagPaths.rename(project.uuid, core.id), { name: 'Brand' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(dm.tagExists);
    expect(await listTags(project.uuid)).toEqual([brandTag, core]);
    // The same name in another project is another tag.
    const other = await brand('Beta');
    await createTag(other.project.uuid, 'Brand');
  });

  it('deletes a tag together with its assignments', async () => {
    const { project, ranking, accuracy } = await brand('Gamma');
    const tag = await createTag(project.uuid, 'Launch');
    for (const query_id of [ranking.id, accuracy.uuid]) {
      const res = await call(owner.session, 'POST', tagPaths.assign(project.uuid), {
        tag_id: tag.id,
        query_id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await rankingTags(project.uuid)).toEqual([[tag]]);
    expect((await call(owner.session, 'DELETE', tagPaths.delete(project.uuid, tag.id))).statusCode).toBe(200);
    expect(await rankingTags(project.uuid)).toEqual([[]]);
    const { rows } = await h.ctx.db.query('SELECT * FROM prompt_tags WHERE tag_id = $1', [tag.id]);
    expect(rows).toEqual([]);
    expect(await listTags(project.uuid)).toEqual([]);
  });

  it('does not assign a tag to a prompt of another project, nor a tag of another project', async () => {
    const a = await brand('Delta');
    const b = await brand('Epsilon');
    const tagA = await createTag(a.project.uuid, 'A');
    const tagB = await createTag(b.project.uuid, 'B');
    const attempts = [
      { tag_id: tagA.id, query_id: b.ranking.id },
      { tag_id: tagA.id, query_id: b.ranking.uuid },
      { tag_id: tagB.id, query_id: a.ranking.id },
    ];
    for (const body of attempts) {
      const res = await call(owner.session, 'POST', tagPaths.assign(a.project.uuid), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message).toBe(dm.tagNotFound);
    }
    const { rows } = await h.ctx.db.query('SELECT * FROM prompt_tags WHERE tag_id = ANY($1::int[])', [
      [tagA.id, tagB.id],
    ]);
    expect(rows).toEqual([]);
  });

  it('answers ids out of the column range with 400 and the id message, not a database error', async () => {
    const { project, ranking } = await brand('Zeta');
    const tag = await createTag(project.uuid, 'Z');
    const huge = 99_999_999_999;
    const requests: [Method, string, object | undefined][] = [
      ['PUT', tagPaths.rename(project.uuid, huge), { name: 'Y' }],
      ['DELETE', tagPaths.delete(project.uuid, huge), undefined],
      ['POST', tagPaths.assign(project.uuid), { tag_id: huge, query_id: ranking.id }],
      ['POST', tagPaths.assign(project.uuid), { tag_id: tag.id, query_id: huge }],
      ['POST', tagPaths.assign(project.uuid), { tag_id: tag.id, query_id: -5 }],
      ['POST', tagPaths.unassign(project.uuid), { tag_id: -1, query_id: ranking.id }],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(owner.session, method, path, body);
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect([inputMessages.invalidId(ROW_ID_MAX), inputMessages.invalidRef]).toContain(res.json().message);
    }
  });
});

describe('tag access', () => {
  it('hides the tags of a project from another user', async () => {
    const { project, ranking } = await brand('Eta');
    const tag = await createTag(project.uuid, 'Secret');
    const s = stranger.session;
    const requests: [Method, string, object | undefined][] = [
      ['GET', tagPaths.list(project.uuid), undefined],
      ['POST', tagPaths.create(project.uuid), { name: 'Mine' }],
      ['PUT', tagPaths.rename(project.uuid, tag.id), { name: 'Mine' }],
      ['DELETE', tagPaths.delete(project.uuid, tag.id), undefined],
      ['POST', tagPaths.assign(project.uuid), { tag_id: tag.id, query_id: ranking.id }],
      ['POST', tagPaths.unassign(project.uuid), { tag_id: tag.id, query_id: ranking.id }],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(s, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toBe(projectMessages.projectNotFound);
    }
    expect(await listTags(project.uuid)).toEqual([tag]);
    expect(
      (await h.app.inject({ method: 'GET', url: `${API_PREFIX}${tagPaths.list(project.uuid)}` })).statusCode,
    ).toBe(401);
  });

  it('lets a VIEW share list the tags but not change them; an EDIT share may', async () => {
    const { project, ranking } = await brand('Theta');
    const tag = await createTag(project.uuid, 'Shared');
    const guest = await register(h);
    const share = (permission: 'VIEW' | 'EDIT') => seedShare(h.ctx.db, project, guest.email, permission);
    await share('VIEW');
    expect(await listTags(project.uuid, guest.session)).toEqual([tag]);
    const writes: [Method, string, object | undefined][] = [
      ['POST', tagPaths.create(project.uuid), { name: 'Guest' }],
      ['PUT', tagPaths.rename(project.uuid, tag.id), { name: 'Guest' }],
      ['DELETE', tagPaths.delete(project.uuid, tag.id), undefined],
      ['POST', tagPaths.assign(project.uuid), { tag_id: tag.id, query_id: ranking.id }],
      [
        'PUT',
        promptPaths.update(project.uuid, 'ranking', ranking.id),
        { query_text: 'x', tag_ids: [tag.id] },
      ],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(guest.session, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    await share('EDIT');
    const guestTag = await createTag(project.uuid, 'Guest', guest.session);
    expect(await listTags(project.uuid)).toEqual([guestTag, tag]);
  });
});

describe('tag ids of a prompt save', () => {
  it('creates and updates prompts with exactly the given tags', async () => {
    const { project, accuracy } = await brand('Iota');
    const [a, b, c] = [
      await createTag(project.uuid, 'a'),
      await createTag(project.uuid, 'b'),
      await createTag(project.uuid, 'c'),
    ];

    const created = await call(owner.session, 'POST', promptPaths.create(project.uuid, 'ranking'), {
      query_text: 'best iota for teams',
      tag_ids: [b.id, a.id, b.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const prompt = RankingPromptSchema.parse(created.json());
    expect(prompt.tags).toEqual([a, b]);

    const update = (tag_ids?: number[]) =>
      call(owner.session, 'PUT', promptPaths.update(project.uuid, 'ranking', prompt.id), {
        query_text: 'best iota for small teams',
        ...(tag_ids ? { tag_ids } : {}),
      });
    expect(RankingPromptSchema.parse((await update([b.id, c.id])).json()).tags).toEqual([b, c]);
    // Without tag_ids the tags stay; an empty list clears them.
    const kept = RankingPromptSchema.parse((await update()).json());
    expect(kept).toMatchObject({ query_text: 'best iota for small teams', tags: [b, c] });
    expect(RankingPromptSchema.parse((await update([])).json()).tags).toEqual([]);

    const acc = await call(owner.session, 'PUT', promptPaths.update(project.uuid, 'accuracy', accuracy.id), {
      query_text: accuracy.query_text,
      expected_response: 'Madrid, Spain',
      tag_ids: [c.id],
    });
    expect(AccuracyPromptSchema.parse(acc.json())).toMatchObject({
      expected_response: 'Madrid, Spain',
      tags: [c],
    });
  });

  it('saves nothing when a tag id is not a tag of the project', async () => {
    const { project, ranking } = await brand('Kappa');
    const other = await brand('Lambda');
    const mine = await createTag(project.uuid, 'mine');
    const foreign = await createTag(other.project.uuid, 'foreign');

    const created = await call(owner.session, 'POST', promptPaths.create(project.uuid, 'ranking'), {
      query_text: 'never stored',
      tag_ids: [mine.id, foreign.id],
    });
    expect(created.statusCode).toBe(404);
    expect(created.json().message).toBe(dm.tagNotFound);
    const texts = (await call(owner.session, 'GET', promptPaths.list(project.uuid, 'ranking'))).json()
      .queries;
    expect(texts.map((q: { query_text: string }) => q.query_text)).toEqual([ranking.query_text]);

    const updated = await call(
      owner.session,
      'PUT',
      promptPaths.update(project.uuid, 'ranking', ranking.id),
      {
        query_text: 'not this either',
        tag_ids: [foreign.id],
      },
    );
    expect(updated.statusCode).toBe(404);
    expect(await rankingTags(project.uuid)).toEqual([[]]);
    const after = (await call(owner.session, 'GET', promptPaths.list(project.uuid, 'ranking'))).json()
      .queries;
    expect(after[0].query_text).toBe(ranking.query_text);
  });

  it('validates tag ids as a list of at most 50 positive integers', async () => {
    const { project, ranking } = await brand('Mu');
    const bodies = [
      { query_text: 'q', tag_ids: [0] },
      { query_text: 'q', tag_ids: ['1'] },
      { query_text: 'q', tag_ids: [99_999_999_999] },
      { query_text: 'q', tag_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
      { query_text: 'q', tag_ids: 3 },
    ];
    for (const body of bodies) {
      const res = await call(
        owner.session,
        'PUT',
        promptPaths.update(project.uuid, 'ranking', ranking.id),
        body,
      );
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
