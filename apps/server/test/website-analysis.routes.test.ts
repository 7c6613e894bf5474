// Website analysis through the routes: the public collect endpoints (CORS, validation, keys, bursts on
// loopback with retried duplicates and a full buffer), the dashboard read from the roll-ups, tracking
// keys and their rotation, the installation check, and Referred Users on the brand list.
import {
  type CollectReply,
  type DashboardMetric,
  type IngestKeyCreated,
  websiteAnalysisMessages as m,
  type Session,
  type TrackingSettings,
  type WebsiteDashboard,
  WebsiteDashboardSchema,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPublishedRanges } from '../src/modules/website-analysis/classifier.ts';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, startHarness } from './harness.ts';
import { collaborate } from './sharing-support.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GPTBOT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)';

let h: Harness;
let owner: Session;
let projectUuid: string;
let key: string;
let ingestKey: string;

const get = <T>(session: Session, url: string) =>
  h.app
    .inject({ method: 'GET', url, headers: bearer(session) })
    .then((res) => ({ res, body: res.json() as T }));
const dashboard = async (query = '') => {
  const { res, body } = await get<WebsiteDashboard>(
    owner,
    `/api/website-analysis/${projectUuid}/dashboard/${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(WebsiteDashboardSchema.safeParse(body).success).toBe(true);
  return body;
};
const collect = (body: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/website-analysis/collect/',
    headers: { 'content-type': 'text/plain', 'user-agent': CHROME, origin: 'https://asana.com', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ingest = (body: unknown, withKey = ingestKey) =>
  h.app.inject({
    method: 'POST',
    url: '/api/website-analysis/ingest/',
    headers: { authorization: `Bearer ${withKey}` },
    payload: body as object,
  });
const newIngestKey = async (session: Session, uuid: string, harness = h) => {
  const res = await harness.app.inject({
    method: 'POST',
    url: `/api/website-analysis/${uuid}/tracking/ingest-key/`,
    headers: bearer(session),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IngestKeyCreated>();
};
const view = (
  id: string,
  url = 'https://asana.com/pricing',
  referrer: string | null = 'https://chatgpt.com/',
) => ({
  id,
  url,
  referrer,
});
const stored = async () => {
  await h.ctx.visitWriter.flush();
  const { rows } = await h.ctx.db.query<{ events: number; rolled: number; paged: number }>(
    `SELECT (SELECT count(*) FROM website_visits)::int AS events,
       (SELECT coalesce(sum(visits), 0) FROM website_source_daily)::int AS rolled,
       (SELECT coalesce(sum(visits), 0) FROM website_page_daily)::int AS paged`,
  );
  return rows[0];
};

beforeAll(async () => {
  h = await startHarness({ env: { COLLECT_RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ session: owner } = await register(h));
  projectUuid = (await createBrand(h, owner, ASANA)).uuid;
  key = (await get<TrackingSettings>(owner, `/api/website-analysis/${projectUuid}/tracking/`)).body.key;
  ingestKey = (await newIngestKey(owner, projectUuid)).secret;
});
afterAll(async () => {
  await h?.close();
});

describe('before any visit', () => {
  it("shows the empty state's data and an installation not yet confirmed", async () => {
    const d = await dashboard();
    expect(d).toMatchObject({ domain: ASANA.domain, has_data: false, visits: { total_count: 0, data: [] } });
    const check = await get(owner, `/api/website-analysis/${projectUuid}/installation/`);
    expect(check.body).toEqual({
      installed: false,
      last_event_at: null,
      last_page_url: null,
      last_visit_type: null,
    });
  });

  it('gives the snippet with the key and the script, which the server serves', async () => {
    const { body } = await get<TrackingSettings>(owner, `/api/website-analysis/${projectUuid}/tracking/`);
    expect(body.key).toMatch(/^sltk_[0-9a-f]{32}$/);
    expect(body.snippet).toContain(`data-key="${body.key}"`);
    const script = await h.app.inject({ method: 'GET', url: new URL(body.script_url).pathname });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('/api/website-analysis/collect/');
  });
});

describe('the collect endpoints', () => {
  it('answers a preflight and every reply with CORS headers for any site', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/website-analysis/collect/',
      headers: { origin: 'https://asana.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const refused = await collect({ key: 'sltk_unknown', events: [view('evt-unknown-1')] });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['no key', { events: [view('evt-bad-0001')] }, 400, m.keyRequired, 'key'],
    ['an unknown key', { key: 'sltk_nope', events: [view('evt-bad-0002')] }, 403, m.invalidKey, undefined],
    ['no events', { key: 'KEY', events: [] }, 400, m.eventsRequired, 'events'],
    [
      'a relative url',
      { key: 'KEY', events: [view('evt-bad-0003', '/pricing')] },
      400,
      m.urlFormat,
      'events.0.url',
    ],
    [
      'a javascript: url',
      { key: 'KEY', events: [view('evt-bad-0004', 'javascript:alert(1)')] },
      400,
      m.urlFormat,
      'events.0.url',
    ],
    ['a short event id', { key: 'KEY', events: [view('x')] }, 400, m.eventIdFormat, 'events.0.id'],
    [
      'too many events',
      { key: 'KEY', events: Array.from({ length: 21 }, (_, i) => view(`evt-many-${i}-xx`)) },
      400,
      'At most 20 values are allowed',
      'events',
    ],
  ])('refuses a snippet batch with %s', async (_case, body, status, message, field) => {
    const payload = JSON.parse(JSON.stringify(body).replace('"KEY"', JSON.stringify(key)));
    const res = await collect(payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    if (field) expect(res.json().errors[field]).toEqual([message]);
  });

  it('refuses a body that is not JSON, and one over the size limit', async () => {
    const broken = await collect('{"key": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(m.invalidJson);
    const huge = await collect({
      key,
      events: [view('evt-huge-0001', `https://asana.com/${'a'.repeat(40_000)}`)],
    });
    expect(huge.statusCode).toBe(413);
  });

  it("refuses a shipper's event from more than a week ago", async () => {
    const old = new Date(h.clock.now().getTime() - 8 * 86_400_000).toISOString();
    const res = await ingest({ events: [{ url: 'https://asana.com/', user_agent: GPTBOT, timestamp: old }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['events.0.timestamp']);
  });
});

describe('recorded visits', () => {
  it('records an AI-referred page view, an AI crawler fetch, and ignores other bots', async () => {
    const before = await stored();
    const page = await collect({ key, events: [view('evt-first-chatgpt')] });
    expect(page.statusCode).toBe(202);
    expect(page.json()).toEqual({ accepted: 1, ignored: 0 } satisfies CollectReply);
    // An address of OpenAI's vendored GPTBot ranges (its first prefix's network address), and one outside.
    const openai = loadPublishedRanges().get('openai-gptbot')?.prefixes[0]?.ipv4Prefix?.split('/')[0];
    const crawl = await ingest({
      events: [
        { url: 'https://asana.com/guide?utm=x', user_agent: GPTBOT, ip: '203.0.113.9' },
        { url: 'https://asana.com/guide', user_agent: GPTBOT, ip: openai },
        {
          url: 'https://asana.com/',
          user_agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
          ip: '66.249.66.1',
        },
      ],
    });
    expect(crawl.statusCode, crawl.body).toBe(202);
    expect(crawl.json()).toEqual({ accepted: 2, ignored: 1 });
    expect(await stored()).toEqual({
      events: before.events + 3,
      rolled: before.rolled + 3,
      paged: before.paged + 3,
    });

    const { rows } = await h.ctx.db.query<Record<string, unknown>>(
      `SELECT visit_type, provider, page_url, referer, visitor, crawler_purpose, verification
       FROM website_visits ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        visit_type: 'AI_REFERRAL',
        provider: 'chatgpt',
        page_url: 'https://asana.com/pricing',
        referer: 'https://chatgpt.com/',
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        crawler_purpose: null,
        verification: null,
      },
      {
        visit_type: 'AI_CRAWLER',
        provider: 'GPTBot',
        // The query string is not kept.
        page_url: 'https://asana.com/guide',
        referer: null,
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        crawler_purpose: 'training',
        // A documentation address, outside OpenAI's published ranges.
        verification: 'spoofed',
      },
      {
        visit_type: 'AI_CRAWLER',
        provider: 'GPTBot',
        page_url: 'https://asana.com/guide',
        referer: null,
        visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
        crawler_purpose: 'training',
        verification: 'verified',
      },
    ]);
    // No raw address anywhere in the row.
    const raw = await h.ctx.db.query(
      `SELECT * FROM website_visits WHERE row_to_json(website_visits)::text LIKE '%203.0.113.9%'`,
    );
    expect(raw.rows).toEqual([]);

    const d = await dashboard();
    expect(d.has_data).toBe(true);
    expect(d.statistics).toMatchObject({
      total_visits: 1,
      total_ai_visits: 1,
      total_human_visits: 0,
      ai_percentage: 100,
    });
    expect(d.donut_chart.labels).toEqual(['ChatGPT']);
    expect(d.popular_endpoints).toEqual([
      {
        endpoint: 'https://asana.com/pricing',
        total_visits: 1,
        provider_breakdown: [expect.objectContaining({ provider: 'ChatGPT', count: 1 })],
      },
    ]);
    expect(d.crawlers.total_fetches).toBe(2);
    expect(d.crawlers.by_purpose.find((p) => p.purpose === 'training')?.fetches).toBe(2);
    expect(d.crawlers.bots[0]).toMatchObject({
      name: 'GPTBot',
      operator: 'OpenAI',
      fetches: 2,
      verified: 1,
      unverified: 0,
      spoofed: 1,
      pages: [{ page: 'https://asana.com/guide', fetches: 2 }],
    });
    expect(d.visits.data.map((v) => [v.visit_type, v.provider])).toEqual(
      expect.arrayContaining([
        ['AI_REFERRAL', 'ChatGPT'],
        ['AI_CRAWLER', 'GPTBot'],
      ]),
    );

    const check = await get(owner, `/api/website-analysis/${projectUuid}/installation/`);
    expect(check.body).toMatchObject({ installed: true });
  });

  it('counts a retried batch once', async () => {
    const before = await stored();
    const batch = {
      key,
      events: [view('evt-retry-000001'), view('evt-retry-000002', 'https://asana.com/', null)],
    };
    for (let i = 0; i < 3; i++) expect((await collect(batch)).statusCode).toBe(202);
    expect(await stored()).toEqual({
      events: before.events + 2,
      rolled: before.rolled + 2,
      paged: before.paged + 2,
    });
    // A log line shipped twice without an id gets the same derived id.
    const line = {
      url: 'https://asana.com/docs',
      user_agent: GPTBOT,
      timestamp: h.clock.now().toISOString(),
    };
    await ingest({ events: [line] });
    await ingest({ events: [line] });
    expect((await stored()).events).toBe(before.events + 3);
  });

  it('takes a concurrent burst over loopback without losing or double-counting an event', async () => {
    const before = await stored();
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const batches = Array.from({ length: 60 }, (_, b) => ({
      key,
      events: Array.from({ length: 20 }, (_, i) =>
        view(`burst-${b}-${i}-event`, `https://asana.com/p/${i % 7}`),
      ),
    }));
    const send = (batch: (typeof batches)[number]) =>
      fetch(`${address}/api/website-analysis/collect/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
        body: JSON.stringify(batch),
      }).then((res) => res.status);
    // Every batch once, and a third of them again at the same time (a client retrying after a timeout).
    const statuses = await Promise.all([...batches, ...batches.filter((_, i) => i % 3 === 0)].map(send));
    expect(new Set(statuses)).toEqual(new Set([202]));
    const after = await stored();
    expect(after.events - before.events).toBe(1200);
    expect(after.rolled - before.rolled).toBe(1200);
    expect(after.paged - before.paged).toBe(1200);
    // The weekly twins hold the same sums as the daily roll-ups.
    const { rows } = await h.ctx.db.query<{ pages: number; crawls: number; daily_crawls: number }>(
      `SELECT (SELECT sum(visits) FROM website_page_weekly)::int AS pages,
         (SELECT sum(fetches) FROM website_crawler_weekly)::int AS crawls,
         (SELECT sum(fetches) FROM website_crawler_daily)::int AS daily_crawls`,
    );
    expect(rows[0].pages).toBe(after.paged);
    expect(rows[0].crawls).toBe(rows[0].daily_crawls);
    expect(rows[0].crawls).toBeGreaterThan(0);
  });

  it('searches Recent Visits by page URL, 20 a page, counting from the roll-ups', async () => {
    const all = await dashboard();
    expect(all.visits.page_size).toBe(20);
    expect(all.visits.data).toHaveLength(20);
    const search = await dashboard('?endpoint_filter=/p/3&page=2');
    const { rows } = await h.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM website_visits WHERE page_url LIKE '%/p/3%'`,
    );
    expect(search.visits.total_count).toBe(rows[0].n);
    expect(search.visits.data.every((v) => v.page_url.includes('/p/3'))).toBe(true);
    expect(search.visits.page).toBe(2);
    // A LIKE wildcard in the search is taken literally.
    expect((await dashboard('?endpoint_filter=%25')).visits.total_count).toBe(0);
  });

  it('shows the AI-referred visits as Referred Users on the brand list', async () => {
    const { body } = await get<{ metrics: Record<string, DashboardMetric> }>(
      owner,
      '/api/projects/dashboard-metrics/',
    );
    const { rows } = await h.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM website_visits WHERE visit_type = 'AI_REFERRAL'`,
    );
    expect(rows[0].n).toBeGreaterThan(1000);
    expect(body.metrics[projectUuid].referred_users).toBe(rows[0].n);
  });
});

describe('access and keys', () => {
  it('hides the dashboard from another user and refuses a viewer the key rotation', async () => {
    const stranger = await register(h);
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/website-analysis/${projectUuid}/dashboard/`,
      headers: bearer(stranger.session),
    });
    expect(res.statusCode).toBe(404);
    const viewer = await register(h);
    await collaborate(
      h,
      owner,
      projectUuid,
      { email: viewer.session.user.email, session: viewer.session },
      'VIEW',
    );
    const rotate = await h.app.inject({
      method: 'POST',
      url: `/api/website-analysis/${projectUuid}/tracking/rotate/`,
      headers: bearer(viewer.session),
    });
    expect(rotate.statusCode).toBe(403);
    const seen = await get<TrackingSettings>(
      viewer.session,
      `/api/website-analysis/${projectUuid}/tracking/`,
    );
    expect(seen.body.key).toBe(key);
  });

  it('rotates the key: the old one is refused from then on', async () => {
    const rotate = await h.app.inject({
      method: 'POST',
      url: `/api/website-analysis/${projectUuid}/tracking/rotate/`,
      headers: bearer(owner),
    });
    expect(rotate.statusCode).toBe(200);
    const fresh = rotate.json<TrackingSettings>().key;
    expect(fresh).not.toBe(key);
    expect((await collect({ key, events: [view('evt-after-rotate')] })).statusCode).toBe(403);
    expect((await collect({ key: fresh, events: [view('evt-after-rotate')] })).statusCode).toBe(202);
    key = fresh;
  });
});

describe('hostile input on the public endpoints', () => {
  const countVisits = async () => {
    await h.ctx.visitWriter.flush();
    return (await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM website_visits')).rows[0].n;
  };

  it('stores a 2,000-character multibyte URL cut to its byte bound, and every visit after it', async () => {
    const cjk = `https://asana.com/${'漢'.repeat(2000)}`;
    const before = await countVisits();
    const res = await collect({
      key,
      events: [{ id: 'evt-cjk-long-0001', url: cjk, referrer: `https://chatgpt.com/${'字'.repeat(1900)}` }],
    });
    expect(res.statusCode, res.body).toBe(202);
    const after = await ingest({
      events: [
        {
          id: 'evt-after-cjk-01',
          url: 'https://asana.com/after',
          user_agent: `${GPTBOT}${'漢'.repeat(400)}`,
        },
      ],
    });
    expect(after.statusCode, after.body).toBe(202);
    expect(await countVisits()).toBe(before + 2);
    const { rows } = await h.ctx.db.query<{ url: number; referer: number; agent: number }>(
      `SELECT octet_length(page_url) AS url, octet_length(referer) AS referer, octet_length(user_agent) AS agent
       FROM website_visits WHERE event_id IN ('evt-cjk-long-0001', 'evt-after-cjk-01') ORDER BY event_id`,
    );
    expect(rows[0].agent).toBeLessThanOrEqual(512);
    expect(rows[1].url).toBeLessThanOrEqual(1024);
    expect(rows[1].referer).toBeLessThanOrEqual(1024);
    // The dashboard reads the cut URL like any other.
    const d = await dashboard(`?endpoint_filter=${encodeURIComponent('漢漢')}`);
    expect(d.visits.total_count).toBe(1);
  });

  it('keeps a row the database refuses aside with its reason, and stores the rest of its batch', async () => {
    // A rule the database enforces on one row only stands for any value a row alone can break.
    await h.ctx.db.query(
      `ALTER TABLE website_visits ADD CONSTRAINT test_poison CHECK (page_url NOT LIKE '%poison%')`,
    );
    try {
      const before = await countVisits();
      const res = await collect({
        key,
        events: [
          view('evt-good-000001', 'https://asana.com/a'),
          view('evt-poison-00001', 'https://asana.com/poison'),
          view('evt-good-000002', 'https://asana.com/b'),
        ],
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(await countVisits()).toBe(before + 2);
      const dead = await h.ctx.db.query<{ event_id: string; reason: string }>(
        'SELECT event_id, reason FROM website_visit_dead_letters',
      );
      expect(dead.rows).toEqual([{ event_id: 'evt-poison-00001', reason: expect.stringContaining('23514') }]);
      // Nothing is held back: the next batch is stored at once.
      expect(
        (await collect({ key, events: [view('evt-good-000003', 'https://asana.com/c')] })).statusCode,
      ).toBe(202);
      expect(await countVisits()).toBe(before + 3);
    } finally {
      await h.ctx.db.query('ALTER TABLE website_visits DROP CONSTRAINT test_poison');
    }
  });

  it('answers 503 when the database cannot take a batch, and stores the same events when retried', async () => {
    const before = await countVisits();
    const batch = { key, events: [view('evt-outage-00001'), view('evt-outage-00002')] };
    await h.ctx.db.query('ALTER TABLE website_visit_inbox RENAME TO website_visit_inbox_away');
    try {
      const res = await collect(batch);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable', message: m.unavailable });
    } finally {
      await h.ctx.db.query('ALTER TABLE website_visit_inbox_away RENAME TO website_visit_inbox');
    }
    expect(h.ctx.visitWriter.pending).toBe(0);
    expect((await collect(batch)).statusCode).toBe(202);
    expect(await countVisits()).toBe(before + 2);
  });
});

describe('the two keys', () => {
  it('refuses the public key on the ingest endpoint and an unknown ingest key', async () => {
    const line = { url: 'https://asana.com/', user_agent: GPTBOT };
    const publicKey = await ingest({ events: [line] }, key);
    expect(publicKey.statusCode).toBe(403);
    expect(publicKey.json().message).toBe(m.publicKeyOnIngest);
    const unknown = await ingest({ events: [line] }, 'slik_made-up');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().message).toBe(m.invalidIngestKey);
  });

  it('never stores a crawler fetch sent with the public key, even from inside its ranges', async () => {
    const before = await stored();
    const res = await collect(
      { key, events: [view('evt-forged-gptbot', 'https://asana.com/forged', null)] },
      { 'user-agent': GPTBOT },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 0, ignored: 1 });
    expect(await stored()).toEqual(before);
  });

  it('shows the ingest key once, keeps only its hash, and a new one retires the old', async () => {
    const settings = (await get<TrackingSettings>(owner, `/api/website-analysis/${projectUuid}/tracking/`))
      .body;
    expect(settings.ingest_key).toEqual({
      configured: true,
      hint: ingestKey.slice(-4),
      created_at: expect.any(String),
    });
    expect(JSON.stringify(settings)).not.toContain(ingestKey);
    const { rows } = await h.ctx.db.query(
      `SELECT 1 FROM projects WHERE row_to_json(projects)::text LIKE '%' || $1 || '%'`,
      [ingestKey],
    );
    expect(rows).toEqual([]);
    const line = { url: 'https://asana.com/', user_agent: GPTBOT };
    const next = await newIngestKey(owner, projectUuid);
    expect(next.secret).toMatch(/^slik_/);
    expect((await ingest({ events: [line] })).statusCode).toBe(403);
    expect((await ingest({ events: [line] }, next.secret)).statusCode).toBe(202);
    ingestKey = next.secret;
  });
});

describe('a full buffer and the rate limit', () => {
  it('refuses events beyond the buffer with 429, and a retry with the same ids counts them once', async () => {
    const small = await startHarness({ env: { VISIT_BUFFER_MAX: '30', COLLECT_RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const { session } = await register(small);
      const uuid = (await createBrand(small, session, ASANA)).uuid;
      const settings = (
        await small.app.inject({
          method: 'GET',
          url: `/api/website-analysis/${uuid}/tracking/`,
          headers: bearer(session),
        })
      ).json<TrackingSettings>();
      const batch = (n: number, size = 20) => ({
        key: settings.key,
        events: Array.from({ length: size }, (_, i) => view(`small-${n}-${i}-event`)),
      });
      const post = (body: unknown) =>
        small.app.inject({
          method: 'POST',
          url: '/api/website-analysis/collect/',
          headers: { 'user-agent': CHROME },
          payload: body as object,
        });
      // The key and the day's salt are known once a first event is stored; then a request reaches
      // the writer without reading the database.
      expect((await post(batch(0, 1))).statusCode).toBe(202);
      // While the visits table is locked, the first batch waits to be written and fills the buffer.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const lock = small.ctx.db.tx(async (q) => {
        await q.query('LOCK TABLE website_visits IN EXCLUSIVE MODE');
        locked();
        await held;
      });
      await isLocked;
      const first = post(batch(1));
      while (small.ctx.visitWriter.pending === 0) await new Promise((r) => setImmediate(r));
      const full = await post(batch(2));
      expect(full.statusCode).toBe(429);
      expect(full.json().message).toBe(m.busy);
      release();
      await lock;
      expect((await first).statusCode).toBe(202);
      expect((await post(batch(2))).statusCode).toBe(202);
      await small.ctx.visitWriter.flush();
      const { rows } = await small.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM website_visits',
      );
      expect(rows[0].n).toBe(41);
      // The fifth request of the minute from this address was the last allowed.
      expect((await post(batch(3))).statusCode).toBe(202);
      expect((await post(batch(4))).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });

  it('counts made-up ingest keys against the address, and a known key against its brand', async () => {
    const limited = await startHarness({
      env: { COLLECT_RATE_LIMIT_PER_MINUTE: '3', INGEST_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    try {
      const { session } = await register(limited);
      const uuid = (await createBrand(limited, session, ASANA)).uuid;
      const secret = (await newIngestKey(session, uuid, limited)).secret;
      const send = (bearerKey: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/website-analysis/ingest/',
          headers: { authorization: `Bearer ${bearerKey}` },
          payload: { events: [{ url: 'https://asana.com/', user_agent: GPTBOT }] },
        });
      // The first use of the real key is counted against the address (the key is not known yet).
      expect((await send(secret)).statusCode).toBe(202);
      expect((await send(`slik_random-${1}`)).statusCode).toBe(403);
      expect((await send(`slik_random-${2}`)).statusCode).toBe(403);
      expect((await send(`slik_random-${3}`)).statusCode).toBe(429);
      // Known now, the real key has its own budget.
      for (let i = 0; i < 5; i++) expect((await send(secret)).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
