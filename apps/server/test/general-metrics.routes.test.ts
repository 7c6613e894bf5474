// General metrics on real pipeline data: sandbox reports 35, 10 and 0 days ago, so the default 30 days
// hold two executions and the period before holds one. Figures are checked against the raw answers.
import {
  addDays,
  CompetitorsSchema,
  countCi95,
  DAY_MS,
  dateRangeMessages,
  type GeneralMetricsReply,
  GeneralMetricsReplySchema,
  generalMetricsMessages,
  inputMessages,
  isoDay,
  percentChange,
  promptDashboardMessages,
  proportionCi95,
  RankingCompetitorsSchema,
  type Session,
  trendSignificant,
  weekStart,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import {
  bearer,
  createBrand,
  type Harness,
  register,
  runReportsDaysAgo,
  startHarness,
  storeVisits,
} from './harness.ts';

let h: Harness;
let session: Session;
let other: Session;
let project: { uuid: string; id: number };
let tagged: { id: number; uuid: string };
let tagId: number;
let today: string;

const url = (qs = '') => `/api/projects/${project.uuid}/general-metrics/${qs}`;
const get = (path: string, s = session) => h.app.inject({ method: 'GET', url: path, headers: bearer(s) });
const metrics = async (qs = '') => {
  const res = await get(url(qs));
  expect(res.statusCode, res.body).toBe(200);
  return GeneralMetricsReplySchema.parse(res.json());
};

/** Figures straight from the answers (not the roll-ups) for a day range, engines and prompts. */
const fromAnswers = async (start: string, end: string, engines?: string[], promptIds?: number[]) => {
  const where = `a.project_id = $1 AND a.status IN ('COMPLETED', 'NO_ANSWER')
    AND (e.executed_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date
    AND ($4::text[] IS NULL OR a.engine = ANY($4::text[])) AND ($5::int[] IS NULL OR a.prompt_id = ANY($5::int[]))`;
  const params = [project.id, start, end, engines ?? null, promptIds ?? null];
  const { rows: brand } = await h.ctx.db.query<{
    engine: string;
    answers: number;
    mentions: number;
    citations: number;
  }>(
    `SELECT a.engine, count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS answers,
       count(*) FILTER (WHERE a.mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions,
       coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id)), 0)::int AS citations
     FROM answers a JOIN report_executions e ON e.id = a.execution_id WHERE ${where} GROUP BY a.engine`,
    params,
  );
  const { rows: entities } = await h.ctx.db.query<{
    name: string;
    is_brand: boolean;
    mentions: number;
    avg: number | null;
  }>(
    `SELECT min(ae.name) AS name, bool_or(ae.is_brand) AS is_brand, count(*)::int AS mentions,
       avg(ae.position)::float AS avg
     FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id JOIN report_executions e ON e.id = a.execution_id
     WHERE ${where} GROUP BY ae.entity_key`,
    params,
  );
  const { rows: domains } = await h.ctx.db.query<{ domain: string; count: number }>(
    `SELECT s.domain, count(*)::int AS count
     FROM answer_sources s JOIN answers a ON a.id = s.answer_id JOIN report_executions e ON e.id = a.execution_id
     WHERE ${where} GROUP BY s.domain`,
    params,
  );
  return { brand, entities, domains };
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '2' } });
  ({ session } = await register(h));
  project = await createBrand(h, session, {
    ...ASANA,
    ranking_queries: ['best project management software', 'asana alternatives for agencies'],
  });
  const { rows } = await h.ctx.db.query<{ id: number; uuid: string }>(
    `SELECT id, uuid FROM prompts WHERE query_text = 'asana alternatives for agencies'`,
  );
  tagged = rows[0];
  const tag = await h.app.inject({
    method: 'POST',
    url: `/api/tags/${project.uuid}/create/`,
    headers: bearer(session),
    payload: { name: 'Agencies' },
  });
  tagId = tag.json().id;
  await h.app.inject({
    method: 'POST',
    url: `/api/tags/${project.uuid}/assign/`,
    headers: bearer(session),
    payload: { tag_id: tagId, query_id: tagged.uuid },
  });
  session = await runReportsDaysAgo(h, session, project.uuid, [35, 10, 0]);
  // Registered at the clock's final time, so the token is current.
  ({ session: other } = await register(h));
  today = isoDay(h.clock.now());
  // AI-referred visits: three from ChatGPT and one from Gemini in the period, one the period before.
  // Through the website writer's insert, which also rolls them up per day as the screen reads them.
  let event = 0;
  const visit = (daysAgo: number, provider: string, type: 'AI_REFERRAL' | 'HUMAN' = 'AI_REFERRAL') =>
    storeVisits(h, [
      {
        project_id: project.id,
        event_id: `general-metrics-${++event}`,
        visited_at: new Date(h.clock.now().getTime() - daysAgo * DAY_MS).toISOString(),
        visit_type: type,
        provider: type === 'HUMAN' ? null : provider,
        source: '',
        page_url: 'https://asana.com/',
        referer: null,
        user_agent: null,
        visitor: null,
        crawler_purpose: null,
        verification: null,
      },
    ]);
  for (const [days, provider] of [
    [1, 'chatgpt'],
    [1, 'chatgpt'],
    [12, 'chatgpt'],
    [2, 'gemini'],
    [40, 'chatgpt'],
  ] as const)
    await visit(days, provider);
  await visit(1, 'chatgpt', 'HUMAN');
  // An assistant that is not an engine of the product is left out of the provider metrics.
  await visit(1, 'grok');
});
afterAll(async () => {
  await h?.close();
});

type Figures = Awaited<ReturnType<typeof fromAnswers>>;

/** Top citations and competitors as the answers of the period make them. */
const expectTopLists = (gm: GeneralMetricsReply['general_metrics'], now: Figures) => {
  // Top citations: each domain's references, most first.
  const domains = [...now.domains].sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
  expect(gm.top_citations.map((c) => [c.domain, c.count])).toEqual(
    domains.slice(0, gm.top_citations.length).map((d) => [d.domain, d.count]),
  );
  expect(gm.top_citations[0].providers.length).toBeGreaterThan(0);

  // Top competitors: share of all entity mentions and the average of the ranked positions, brand first.
  const total = sum(now.entities.map((e) => e.mentions));
  expect(gm.top_competitors.length).toBe(now.entities.length);
  expect(gm.top_competitors.length).toBeGreaterThan(1);
  expect(gm.top_competitors[0]).toMatchObject({ name: 'Asana', isClient: true });
  for (const c of gm.top_competitors) {
    const e = now.entities.find((x) => (c.isClient ? x.is_brand : x.name === c.name && !x.is_brand));
    expect(e, c.name).toBeDefined();
    expect(c.shareOfVoice).toBe(round1((100 * (e?.mentions ?? 0)) / total));
    expect(c.avgPosition).toBe(e?.avg == null ? null : round1(e.avg));
  }
};

describe('general metrics', () => {
  it('defaults to the last 30 days, daily, with the figures of the answers', async () => {
    const body = await metrics();
    const start = addDays(today, -29);
    expect(body.project).toMatchObject({ id: project.uuid, entity_name: 'Asana' });
    expect(body.period).toEqual({ time_range: '30d', start_date: start, end_date: today, bucket_days: 1 });
    const gm = body.general_metrics;
    expect(gm.performance_metrics.labels).toHaveLength(30);
    expect(gm.performance_metrics.labels[0]).toBe(start);
    expect(gm.performance_metrics.labels.at(-1)).toBe(today);

    const now = await fromAnswers(start, today);
    const before = await fromAnswers(addDays(start, -30), addDays(start, -1));
    expect(Object.keys(gm.provider_metrics)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
    const visits = { chatgpt: 3, gemini: 1, ai_overviews: 0 } as const;
    const visitsBefore = { chatgpt: 1, gemini: 0, ai_overviews: 0 } as const;
    for (const engine of ['chatgpt', 'gemini', 'ai_overviews'] as const) {
      const none = { answers: 0, mentions: 0, citations: 0 };
      const cur = now.brand.find((b) => b.engine === engine) ?? none;
      const prev = before.brand.find((b) => b.engine === engine) ?? none;
      expect(gm.provider_metrics[engine], engine).toEqual({
        mentions: cur.mentions,
        // The answers of the period behind the mentions, and the mention rate's interval × n.
        mentions_n: cur.answers,
        mentions_ci95: countCi95(cur.mentions, cur.answers),
        citations: cur.citations,
        ai_visits: visits[engine],
        mentions_change: percentChange(cur.mentions, prev.mentions),
        mentions_change_significant: trendSignificant(
          proportionCi95(prev.mentions, prev.answers),
          proportionCi95(cur.mentions, cur.answers),
        ),
        citations_change: percentChange(cur.citations, prev.citations),
        ai_visits_change: percentChange(visits[engine], visitsBefore[engine]),
        mentions_previous: prev.mentions,
        citations_previous: prev.citations,
        ai_visits_previous: visitsBefore[engine],
      });
    }
    // Both executions of the period show in the series, on their own days.
    const series = gm.performance_metrics.appearances.series;
    expect(sum(series)).toBe(sum(now.brand.map((b) => b.mentions)));
    expect(sum(gm.performance_metrics.citations.series)).toBe(sum(now.brand.map((b) => b.citations)));
    expect(sum(now.brand.map((b) => b.citations))).toBeGreaterThan(0);
    expect(gm.performance_metrics.aiVisits.series.at(-2)).toBe(2);
    expect(sum(gm.performance_metrics.aiVisits.series)).toBe(4);
    const nonZero = series.map((n, i) => (n > 0 ? gm.performance_metrics.labels[i] : null)).filter(Boolean);
    expect(nonZero.every((d) => d === today || d === addDays(today, -10))).toBe(true);

    expectTopLists(gm, now);
    // Share of voice over time: report days add up to 100 (with Other), other days are gaps.
    const sov = Object.values(gm.competitor_sov_timeseries);
    for (let i = 0; i < gm.performance_metrics.labels.length; i++) {
      const point = sov.map((s) => s[i]);
      const reportDay = [today, addDays(today, -10)].includes(gm.performance_metrics.labels[i]);
      if (reportDay) expect(Math.abs(sum(point.map((v) => v ?? 0)) - 100)).toBeLessThanOrEqual(0.5);
      else expect(point.every((v) => v === null)).toBe(true);
    }
    expect(gm.competitor_mentions_timeseries.Asana).toBeDefined();
    expect(Object.keys(gm.competitor_mentions_timeseries)).toHaveLength(Math.min(6, now.entities.length));
    if (now.entities.length > 6) expect(gm.competitor_sov_timeseries.Other).toBeDefined();
    expect(gm.ai_analysis).toContain('Asana');
  });

  it('agrees with the competitors tab of the detail screen over the same days', async () => {
    const start = addDays(today, -29);
    const gm = (await metrics(`?start_date=${start}&end_date=${today}`)).general_metrics;
    const tab = CompetitorsSchema.parse(
      (await get(`/api/projects/${project.uuid}/competitors/?start_date=${start}&end_date=${today}`)).json(),
    );
    for (const c of gm.top_competitors.slice(0, 10)) {
      const row = tab.competitors.find((t) => t.name === c.name);
      expect(row?.avg, c.name).toBe(c.avgPosition);
    }
  });

  it('narrows to providers and to prompts with a tag, agreeing with that prompt dashboard', async () => {
    const start = addDays(today, -29);
    const only = (await metrics('?providers=chatgpt&providers=gemini')).general_metrics;
    expect(Object.keys(only.provider_metrics)).toEqual(['chatgpt', 'gemini']);
    const filtered = await fromAnswers(start, today, ['chatgpt', 'gemini']);
    expect(sum(only.performance_metrics.citations.series)).toBe(sum(filtered.brand.map((b) => b.citations)));
    expect(only.top_citations.every((c) => c.providers.every((p) => ['chatgpt', 'gemini'].includes(p)))).toBe(
      true,
    );

    const tagOnly = (await metrics(`?tags=${tagId}`)).general_metrics;
    const ofTag = await fromAnswers(start, today, undefined, [tagged.id]);
    expect(sum(tagOnly.performance_metrics.appearances.series)).toBe(sum(ofTag.brand.map((b) => b.mentions)));
    expect(sum(tagOnly.performance_metrics.citations.series)).toBe(sum(ofTag.brand.map((b) => b.citations)));
    const all = (await metrics()).general_metrics;
    expect(sum(tagOnly.performance_metrics.citations.series)).toBeLessThan(
      sum(all.performance_metrics.citations.series),
    );
    const dashboard = RankingCompetitorsSchema.parse(
      (await get(`/api/ranking-query/${tagged.uuid}/competitors/?time_range=30d`)).json(),
    );
    const totalMentions = sum(dashboard.competitors.map((c) => c.appearance_count));
    expect(tagOnly.top_competitors.length).toBe(dashboard.competitors.length);
    expect(tagOnly.top_competitors.length).toBeGreaterThan(0);
    for (const c of tagOnly.top_competitors) {
      const row = dashboard.competitors.find((d) => d.name === c.name);
      expect(row?.avg, c.name).toBe(c.avgPosition);
      expect(c.shareOfVoice, c.name).toBe(round1((100 * (row?.appearance_count ?? 0)) / totalMentions));
    }
    // A tag of nothing (or of another project) selects no prompts.
    const none = (await metrics('?tags=999999')).general_metrics;
    expect(none.top_competitors).toEqual([]);
    expect(sum(none.performance_metrics.appearances.series)).toBe(0);
  });

  it('narrows months to the tag from the weekly roll-ups, with the figures of that prompt’s answers', async () => {
    for (const [qs, days, providers] of [
      [`?tags=${tagId}&time_range=90d`, 90, undefined],
      [`?tags=${tagId}&time_range=1y`, 365, undefined],
      [`?tags=${tagId}&time_range=1y&providers=chatgpt&providers=gemini`, 365, ['chatgpt', 'gemini']],
      // Mid-week ends: the edge days come from the daily roll-ups.
      [`?tags=${tagId}&start_date=${addDays(today, -200)}&end_date=${addDays(today, -3)}`, 0, undefined],
    ] as const) {
      const gm = (await metrics(qs)).general_metrics;
      const start = days ? addDays(today, -(days - 1)) : addDays(today, -200);
      const end = days ? today : addDays(today, -3);
      const of = await fromAnswers(start, end, providers && [...providers], [tagged.id]);
      expect(sum(gm.performance_metrics.appearances.series), qs).toBe(sum(of.brand.map((b) => b.mentions)));
      expect(sum(gm.performance_metrics.citations.series), qs).toBe(sum(of.brand.map((b) => b.citations)));
      for (const b of of.brand) expect(gm.provider_metrics[b.engine]?.mentions, qs).toBe(b.mentions);
      expectTopLists(gm, of);
    }
  });

  it('gives a first figure no change: nothing in the previous period is not +100%', async () => {
    // The day of the execution 35 days ago; the day before it has no answers and no visits.
    const day = addDays(today, -35);
    const gm = (await metrics(`?start_date=${day}&end_date=${day}`)).general_metrics;
    expect(sum(Object.values(gm.provider_metrics).map((p) => p.mentions))).toBeGreaterThan(0);
    for (const [engine, p] of Object.entries(gm.provider_metrics))
      expect([engine, p.mentions_change, p.citations_change, p.ai_visits_change]).toEqual([engine, 0, 0, 0]);
    expect(gm.ai_analysis).toContain('(+0% against the previous period');
  });

  it('keeps per-prompt weekly roll-ups equal to the daily ones', async () => {
    const rowsOf = async (sql: string) =>
      (await h.ctx.db.query(sql, [project.id])).rows.map((r) => JSON.stringify(r)).sort();
    const weekOf = `to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week`;
    const pairs: [string, string][] = [
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, entity_key, mentions, position_sum, position_count
         FROM prompt_engine_entity_metrics_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, prompt_id, engine, entity_key, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY 1, prompt_id, engine, entity_key`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, url, domain, count
         FROM prompt_engine_source_metrics_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, prompt_id, engine, url, min(domain) AS domain, sum(count)::int AS count
         FROM source_metrics_daily WHERE project_id = $1 GROUP BY 1, prompt_id, engine, url`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, citations FROM metrics_weekly
         WHERE project_id = $1`,
        `SELECT ${weekOf}, prompt_id, engine, sum(citations)::int AS citations
         FROM metrics_daily WHERE project_id = $1 GROUP BY 1, prompt_id, engine`,
      ],
    ];
    for (const [weekly, daily] of pairs) {
      const rows = await rowsOf(weekly);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(await rowsOf(daily));
    }
  });

  it('takes custom dates and presets, bucketing long ranges', async () => {
    const day = addDays(today, -10);
    const one = await metrics(`?time_range=custom&start_date=${day}&end_date=${day}`);
    expect(one.period).toMatchObject({
      time_range: 'custom',
      start_date: day,
      end_date: day,
      bucket_days: 1,
    });
    const ofDay = await fromAnswers(day, day);
    expect(one.general_metrics.performance_metrics.appearances.series).toEqual([
      sum(ofDay.brand.map((b) => b.mentions)),
    ]);
    const quarter = await metrics('?time_range=90d');
    expect(quarter.period.bucket_days).toBe(7);
    expect(quarter.general_metrics.performance_metrics.labels.at(-1)).toBe(weekStart(today));
    const year = await metrics('?time_range=1y');
    expect(year.period.bucket_days).toBe(28);
    // The 90 days hold all three executions; whole weeks come from the weekly roll-ups.
    const all = await fromAnswers(addDays(today, -89), today);
    expect(sum(quarter.general_metrics.performance_metrics.appearances.series)).toBe(
      sum(all.brand.map((b) => b.mentions)),
    );
    expectTopLists(quarter.general_metrics, all);
    expectTopLists(year.general_metrics, all);
  });

  it('refuses bad filters with the contract messages', async () => {
    const cases: [string, string][] = [
      ['?start_date=2026-13-01&end_date=2026-12-01', dateRangeMessages.invalidDate],
      ['?start_date=2026/01/01&end_date=2026-12-01', dateRangeMessages.invalidDate],
      ['?start_date=2026-02-01&end_date=2026-01-01', dateRangeMessages.startAfterEnd],
      ['?time_range=custom', promptDashboardMessages.customNeedsDates],
      ['?time_range=2w', promptDashboardMessages.invalidTimeRange],
      ['?tags=abc', generalMetricsMessages.invalidTags],
      ['?tags=2147483648', generalMetricsMessages.invalidTags],
      ['?time_range=custom&start_date=0001-01-01&end_date=9999-12-31', dateRangeMessages.outOfRange],
      ['?time_range=custom&start_date=2000-01-01&end_date=2100-12-31', dateRangeMessages.tooLong],
      ['?providers=a%00b', inputMessages.nul],
    ];
    for (const [qs, message] of cases) {
      const res = await get(url(qs));
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toBe(message);
      expect(res.json().error, qs).toBe(message);
    }
  });

  it('is only for signed-in users with access to the project', async () => {
    expect((await h.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await get(url(), other)).statusCode).toBe(404);
    // An accepted VIEW share is enough to read them (a pending one is not).
    const share = (status: string) =>
      h.ctx.db.query(
        `INSERT INTO project_shares (project_id, user_email, user_id, permission, status, shared_by)
         VALUES ($1, $2, $3, 'VIEW', $4, $5)
         ON CONFLICT DO NOTHING`,
        [project.id, other.user.email, other.user.id, status, session.user.id],
      );
    await share('PENDING');
    expect((await get(url(), other)).statusCode).toBe(404);
    await h.ctx.db.query(`UPDATE project_shares SET status = 'ACCEPTED' WHERE user_id = $1`, [other.user.id]);
    const shared = await get(url(), other);
    expect(shared.statusCode).toBe(200);
    expect(GeneralMetricsReplySchema.parse(shared.json()).project.id).toBe(project.uuid);
    expect((await get('/api/projects/999999/general-metrics/')).statusCode).toBe(404);
    expect((await get('/api/projects/not-a-project/general-metrics/')).statusCode).toBe(400);
    const mine = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/general-metrics/`,
      headers: bearer(session),
    });
    expect(mine.statusCode).toBe(200);
  });
});
