// Website analysis through the routes: the public collect endpoints (CORS, validation, keys, bursts on
// loopback with retried duplicates and a full buffer), the dashboard read from the roll-ups, tracking
// keys and their rotation, the installation check, and Referred Users on the brand list.
import {
  type CollectReply,
  type DashboardMetric,
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
const ingest = (body: unknown, withKey = key) =>
  h.app.inject({
    method: 'POST',
    url: '/api/website-analysis/ingest/',
    headers: { authorization: `Bearer ${withKey}` },
    payload: body as object,
  });
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

describe('a full buffer and the rate limit', () => {
  it('refuses events beyond the buffer with 429, and a retry with the same ids counts them once', async () => {
    const small = await startHarness({
      env: { VISIT_BUFFER_MAX: '30', VISIT_FLUSH_INTERVAL_MS: '3600000', COLLECT_RATE_LIMIT_PER_MINUTE: '4' },
    });
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
      const batch = (n: number) => ({
        key: settings.key,
        events: Array.from({ length: 20 }, (_, i) => view(`small-${n}-${i}-event`)),
      });
      const post = (body: unknown) =>
        small.app.inject({
          method: 'POST',
          url: '/api/website-analysis/collect/',
          headers: { 'user-agent': CHROME },
          payload: body as object,
        });
      expect((await post(batch(1))).statusCode).toBe(202);
      const full = await post(batch(2));
      expect(full.statusCode).toBe(429);
      expect(full.json().message).toBe(m.busy);
      await small.ctx.visitWriter.flush();
      expect((await post(batch(2))).statusCode).toBe(202);
      await small.ctx.visitWriter.flush();
      const { rows } = await small.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM website_visits',
      );
      expect(rows[0].n).toBe(40);
      // The fourth request of the minute from this address was the last allowed.
      expect((await post(batch(3))).statusCode).toBe(202);
      expect((await post(batch(4))).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });
});
