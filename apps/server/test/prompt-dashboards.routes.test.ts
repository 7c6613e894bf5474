// The prompt dashboards on real pipeline data: two sandbox executions a week apart.
import {
  COMPETITOR_APPEARANCES_MAX,
  CompetitorChartSchema,
  DATE_RANGE_MAX_DAYS,
  dateRangeMessages,
  FILTER_VALUE_MAX_CHARS,
  FILTER_VALUES_MAX,
  HeatmapSchema,
  inputMessages,
  PromptCompetitorAppearancesSchema,
  promptDashboardMessages,
  QuestionOverviewSchema,
  QuestionResponsesSchema,
  QuestionStatsSchema,
  RankingChartsSchema,
  RankingCompetitorsSchema,
  RankingOverviewSchema,
  RankingResponsesSchema,
  RankingSourcesSchema,
  type Session,
  SourceTrendSchema,
  shownCi95,
  TagListSchema,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionScore } from '../src/analysis/metrics.ts';
import { providerPositions } from '../src/modules/prompt-dashboards/ranking-math.ts';
import { ASANA } from '../src/seed/data.ts';
import {
  bearer,
  createBrand,
  type Harness,
  register,
  runReportsDaysAgo,
  signIn,
  startHarness,
} from './harness.ts';

let h: Harness;
let session: Session;
let other: Session;
let project: { uuid: string; id: number };
let ranking: { id: number; uuid: string };
let question: { id: number; uuid: string };
const get = (url: string, s = session) => h.app.inject({ method: 'GET', url, headers: bearer(s) });
const R = (path: string, qs = '') => `/api/ranking-query/${ranking.uuid}/${path}/${qs}`;
const Q = (path: string, qs = '') => `/api/question-query/${question.id}/${path}/${qs}`;
const M30 = '?time_range=30d';
const day = (daysAgo: number) =>
  new Date(h.clock.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Every answer a filter selects, through the paginated responses call. */
const allResponses = async (url: (qs: string) => string, qs: string) => {
  const out: {
    id: number;
    provider: string;
    position: number | null;
    appears: boolean;
    executionTime: string;
    sources: { url: string; domain: string }[];
    answer_status?: string;
  }[] = [];
  for (let page = 1; ; page++) {
    const body = RankingResponsesSchema.parse((await get(url(`${qs}&page_size=50&page=${page}`))).json());
    out.push(...body.responses);
    if (page >= body.pagination.total_pages) return { rows: out, total: body.pagination.total_items };
  }
};

beforeAll(async () => {
  // Fixed sampling: the pagination counts below are executions x engines x samples.
  h = await startHarness({ env: { REPORT_SAMPLES: '2', REPORT_ADAPTIVE: 'false' } });
  ({ session } = await register(h));
  ({ session: other } = await register(h));
  project = await createBrand(h, session, {
    ...ASANA,
    ranking_queries: ['best project management software'],
  });
  const { rows } = await h.ctx.db.query<{ id: number; uuid: string; kind: string }>(
    'SELECT id, uuid, kind FROM prompts ORDER BY id',
  );
  ranking = rows.find((r) => r.kind === 'RANKING')!;
  question = rows.find((r) => r.kind === 'QUESTION')!;
  session = await runReportsDaysAgo(h, session, project.uuid, [7, 0]);
  other = await signIn(h, other.user.email);
});
afterAll(async () => {
  await h?.close();
});

describe('ranking prompt dashboard', () => {
  it('gives the overview with the LLMO score of the latest execution', async () => {
    const res = await get(R('overview'));
    expect(res.statusCode).toBe(200);
    const body = RankingOverviewSchema.parse(res.json());
    expect(body.queryName).toBe('best project management software');
    expect(body.projectId).toBe(project.uuid);
    expect(body.llmo.providers.map((p) => p.provider)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
    expect(body.llmo.providers.map((p) => p.adoptionRate)).toEqual([68, 52, 60]);
    expect(body.llmo.last_extraction_date?.slice(0, 10)).toBe(h.clock.now().toISOString().slice(0, 10));
    const parts = body.llmo.providers.reduce((n, p) => n + p.aiShareScore, 0);
    expect(body.llmo.score).not.toBeNull();
    expect(Math.abs((body.llmo.score ?? 0) - parts)).toBeLessThanOrEqual(0.2);
    // The adoption-weighted mean of the position scores (every provider answered): never above 100,
    // where the spec's sum over adoption / 100 reaches 100 as soon as the brand leads on two engines.
    const weighted = body.llmo.providers.reduce((n, p) => n + positionScore(p.position) * p.adoptionRate, 0);
    const adoption = body.llmo.providers.reduce((n, p) => n + p.adoptionRate, 0);
    expect(body.llmo.score).toBe(Math.round((10 * weighted) / adoption) / 10);
  });

  it('paginates the responses and validates its bounds', async () => {
    const first = RankingResponsesSchema.parse((await get(R('responses', `${M30}&page_size=5`))).json());
    // 2 executions x 3 engines x 2 samples
    expect(first.pagination.total_items).toBe(12);
    expect(first.pagination).toMatchObject({ current_page: 1, total_pages: 3 });
    expect(first.responses).toHaveLength(5);
    const second = RankingResponsesSchema.parse(
      (await get(R('responses', `${M30}&page_size=5&page=2`))).json(),
    );
    expect(second.responses.map((r) => r.id)).not.toEqual(
      expect.arrayContaining(first.responses.map((r) => r.id)),
    );
    const defaults = RankingResponsesSchema.parse((await get(R('responses'))).json());
    expect(defaults.pagination.total_items).toBe(6); // 7d: only today's execution
    expect(defaults.responses).toHaveLength(6);
    const beyond = RankingResponsesSchema.parse((await get(R('responses', `${M30}&page=9`))).json());
    expect(beyond).toMatchObject({ responses: [], pagination: { current_page: 9, total_items: 12 } });

    const only = RankingResponsesSchema.parse(
      (await get(R('responses', `${M30}&providers=chatgpt&providers=gemini`))).json(),
    );
    expect(only.pagination.total_items).toBe(8);
    expect(new Set(only.responses.map((r) => r.provider))).toEqual(new Set(['chatgpt', 'gemini']));

    const cases: [string, string][] = [
      ['?page=0', promptDashboardMessages.invalidPage],
      ['?page=abc', promptDashboardMessages.invalidPage],
      ['?page_size=7', promptDashboardMessages.invalidPageSize],
      ['?start_date=2026-13-01&end_date=2026-12-01', dateRangeMessages.invalidDate],
      ['?start_date=2026/01/01&end_date=2026-12-01', dateRangeMessages.invalidDate],
      ['?start_date=2026-02-01&end_date=2026-01-01', dateRangeMessages.startAfterEnd],
      ['?time_range=custom', promptDashboardMessages.customNeedsDates],
      ['?time_range=2w', promptDashboardMessages.invalidTimeRange],
      ['?page=1000001', promptDashboardMessages.invalidPage],
      ['?page_size=1e30', promptDashboardMessages.invalidPageSize],
      ['?time_range=custom&start_date=0001-01-01&end_date=9999-12-31', dateRangeMessages.outOfRange],
      ['?time_range=custom&start_date=2000-01-01&end_date=2100-12-31', dateRangeMessages.tooLong],
      ['?providers=chatgpt&providers=a%00b', inputMessages.nul],
      [`?entities=${'x'.repeat(FILTER_VALUE_MAX_CHARS + 1)}`, inputMessages.tooLong(FILTER_VALUE_MAX_CHARS)],
      [
        `?${Array.from({ length: 5000 }, (_, i) => `providers=p${i}`).join('&')}`,
        inputMessages.tooMany(FILTER_VALUES_MAX),
      ],
    ];
    for (const [qs, message] of cases) {
      const res = await get(R('responses', qs));
      expect(res.statusCode, qs.slice(0, 80)).toBe(400);
      expect(res.json().message, qs.slice(0, 80)).toBe(message);
    }
    expect((await get(R('charts', '?start_date=2026-02-01&end_date=2026-01-01'))).statusCode).toBe(400);
    // A thousand years of days once filled the reply with 38 MB of nulls.
    const thousandYears = await get(
      R('charts', '?time_range=custom&start_date=2000-01-01&end_date=2999-12-31'),
    );
    expect(thousandYears.statusCode).toBe(400);
    expect(thousandYears.json().message).toBe(dateRangeMessages.outOfRange);
    const twoYears = await get(R('charts', '?time_range=custom&start_date=2024-01-01&end_date=2025-12-31'));
    expect(twoYears.statusCode).toBe(200);
    expect(RankingChartsSchema.parse(twoYears.json()).llmoScoreChart.labels).toHaveLength(
      DATE_RANGE_MAX_DAYS,
    );
    const ids = ['2147483648', '9223372036854775808', '1e30', 'abc'];
    for (const id of ids) {
      const res = await get(`/api/ranking-query/${id}/overview/`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe(inputMessages.invalidRef);
    }
  });

  it('draws charts whose numbers come from the listed responses', async () => {
    const res = await get(R('charts', M30));
    expect(res.statusCode).toBe(200);
    const charts = RankingChartsSchema.parse(res.json());
    expect(charts.llmoScoreChart.labels).toHaveLength(30);
    expect(charts.llmoScoreChart.datasets).toEqual([expect.objectContaining({ label: 'Asana' })]);
    expect(charts.competitorsPositionChart.datasets.length).toBeLessThanOrEqual(6);
    expect(charts.competitorsPositionChart.datasets[0].label).toBe('Asana');

    const { rows } = await allResponses((qs) => R('responses', qs), M30);
    const days = charts.llmoScoreChart.labels;
    const plotted = days.filter((_, i) => charts.llmoScoreChart.datasets[0].data[i] !== null);
    expect(plotted).toHaveLength(2);
    for (const day of plotted) {
      const of = rows.filter((r) => r.executionTime.slice(0, 10) === day);
      const byProvider = [...new Set(of.map((r) => r.provider))].map((provider) => {
        const mine = of.filter((r) => r.provider === provider);
        const ranked = mine.filter((r) => r.position !== null);
        return {
          provider,
          positionSum: ranked.reduce((n, r) => n + (r.position ?? 0), 0),
          positionCount: ranked.length,
          positionSqSum: ranked.reduce((n, r) => n + (r.position ?? 0) ** 2, 0),
          mentions: mine.filter((r) => r.appears).length,
          // Empty and refused answers are listed but enter no denominator.
          answers: mine.filter((r) => r.answer_status === 'answered').length,
        };
      });
      // The score, its answers and its interval, from the raw answers of the day.
      const expected = providerPositions(byProvider);
      const llmo = charts.llmoScoreChart.datasets[0];
      expect(llmo.data[days.indexOf(day)]).toBe(expected.score);
      expect(llmo.data_n[days.indexOf(day)]).toBe(expected.score_n);
      expect(llmo.data_ci95[days.indexOf(day)]).toEqual(shownCi95(expected.score_ci95));
    }
    for (const day of plotted) {
      const i = days.indexOf(day);
      const total = charts.shareOfVoiceChart.datasets.reduce((n, d) => n + (d.data[i] ?? 0), 0);
      expect(total).toBeLessThanOrEqual(100.5);
    }

    // Spec 3 section 3: competitorsChart (the same entities' mentions) and providersChart (the client's
    // position per provider), both traceable to the responses.
    expect(charts.competitorsChart.datasets.map((d) => d.label)).toEqual(
      charts.competitorsPositionChart.datasets.map((d) => d.label),
    );
    expect(charts.competitorsChart.labels).toEqual(days);
    const brandMentions = charts.competitorsChart.datasets[0].data;
    for (const [i, day] of days.entries()) {
      const of = rows.filter((r) => r.executionTime.slice(0, 10) === day);
      expect(brandMentions[i], day).toBe(of.length ? of.filter((r) => r.appears).length : null);
    }
    expect(charts.providersChart.labels).toEqual(days);
    expect(charts.providersChart.datasets.map((d) => d.label)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
    for (const set of charts.providersChart.datasets)
      for (const day of plotted) {
        const ranked = rows.filter(
          (r) => r.provider === set.label && r.executionTime.slice(0, 10) === day && r.position !== null,
        );
        const average = ranked.length
          ? Math.round((10 * ranked.reduce((n, r) => n + (r.position ?? 0), 0)) / ranked.length) / 10
          : null;
        expect(set.data[days.indexOf(day)], `${set.label} ${day}`).toBe(average);
      }

    const competitor = charts.competitorsPositionChart.datasets[1]?.label;
    if (competitor) {
      const picked = RankingChartsSchema.parse(
        (await get(R('charts', `${M30}&entities=${encodeURIComponent(competitor)}`))).json(),
      );
      expect(picked.competitorsPositionChart.datasets.map((d) => d.label)).toEqual([competitor]);
    }
  });

  it('lists sources with endpoints, trend and frequency, traceable to the responses', async () => {
    const body = RankingSourcesSchema.parse((await get(R('sources', M30))).json());
    expect(body.importantSources.length).toBeGreaterThan(0);
    const { rows } = await allResponses((qs) => R('responses', qs), M30);
    for (const s of body.importantSources) {
      const endpoints = Object.values(s.providerEndpoints).flat();
      expect(endpoints.reduce((n, e) => n + e.count, 0)).toBe(s.count);
      expect(s.usedByProviders).toEqual(Object.keys(s.providerEndpoints).sort());
      expect(rows.flatMap((r) => r.sources).filter((x) => x.domain === s.domain)).toHaveLength(s.count);
    }
    const top = body.importantSources[0];
    const trend = SourceTrendSchema.parse(
      (await get(R('source-trend', `${M30}&domain=${encodeURIComponent(top.domain)}`))).json(),
    );
    expect(trend.labels).toHaveLength(30);
    expect(trend.data.reduce((a, b) => a + b, 0)).toBe(top.count);
    const missing = await get(R('source-trend', M30));
    expect(missing.statusCode).toBe(400);
  });

  it('lists competitors by appearances, each traceable to the responses', async () => {
    const body = RankingCompetitorsSchema.parse((await get(R('competitors', M30))).json());
    expect(body.competitors.length).toBeGreaterThan(1);
    const counts = body.competitors.map((c) => c.appearance_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const c of body.competitors.slice(0, 3)) {
      const filtered = RankingResponsesSchema.parse(
        (await get(R('responses', `${M30}&entities=${encodeURIComponent(c.name)}`))).json(),
      );
      expect(filtered.pagination.total_items, c.name).toBe(c.appearance_count);
    }
    // The list carries no appearances: a row's details fetch them, with the URLs its provider cited
    // for the prompt that day.
    expect(body.competitors[0]).not.toHaveProperty('query_appearances');
    const every = (await allResponses((qs) => R('responses', qs), M30)).rows;
    for (const c of body.competitors.slice(0, 3)) {
      const { query_appearances } = PromptCompetitorAppearancesSchema.parse(
        (await get(R('competitor-appearances', `${M30}&entity=${encodeURIComponent(c.name)}`))).json(),
      );
      const { rows } = await allResponses(
        (qs) => R('responses', qs),
        `${M30}&entities=${encodeURIComponent(c.name)}`,
      );
      const seen = [...new Set(rows.map((r) => `${r.executionTime.slice(0, 10)}|${r.provider}`))];
      expect(query_appearances.map((a) => `${a.date}|${a.provider}`).sort(), c.name).toEqual(seen.sort());
      expect(query_appearances.length).toBeLessThanOrEqual(COMPETITOR_APPEARANCES_MAX);
      const dates = query_appearances.map((a) => a.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const a of query_appearances) {
        expect(a.query_text).toBe('best project management software');
        const cited = every
          .filter((r) => r.executionTime.slice(0, 10) === a.date && r.provider === a.provider)
          .flatMap((r) => r.sources);
        expect(new Set(a.sources).size, c.name).toBe(new Set(cited.map((x) => x.url)).size);
      }
    }
    expect((await get(R('competitor-appearances', M30))).statusCode).toBe(400);
    const first = body.competitors.find((c) => c.avg !== null)!;
    const chart = CompetitorChartSchema.parse(
      (await get(R('competitor-chart', `${M30}&entity=${encodeURIComponent(first.name)}`))).json(),
    );
    expect(chart.chartData.labels).toHaveLength(30);
    expect(chart.chartData.datasets.length).toBeGreaterThan(0);
    expect((await get(R('competitor-chart', M30))).statusCode).toBe(400);
  });
});

describe('trends', () => {
  it('give a first value no direction: nothing before it in the range is stable, not up', async () => {
    // 30 days: both executions (7 days ago and today) fall in the later half, the earlier half has none.
    const sources = RankingSourcesSchema.parse((await get(R('sources', M30))).json()).importantSources;
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect([s.domain, s.trend, s.trendPercentage]).toEqual([s.domain, 'stable', 0]);
    const competitors = RankingCompetitorsSchema.parse((await get(R('competitors', M30))).json()).competitors;
    for (const c of competitors) expect([c.name, c.trend]).toEqual([c.name, 'stable']);

    // 14 days: the execution of 7 days ago is the earlier half, today's the later one, so sources
    // compare real counts.
    const twoWeeks = `?start_date=${day(13)}&end_date=${day(0)}`;
    const compared = RankingSourcesSchema.parse((await get(R('sources', twoWeeks))).json()).importantSources;
    const { rows } = await allResponses((qs) => R('responses', qs), twoWeeks);
    for (const s of compared) {
      const count = (from: number, to: number) =>
        rows
          .filter((r) => r.executionTime.slice(0, 10) >= day(from) && r.executionTime.slice(0, 10) <= day(to))
          .flatMap((r) => r.sources)
          .filter((x) => x.domain === s.domain).length;
      const [earlier, later] = [count(13, 7), count(6, 0)];
      expect(s.trend, s.domain).toBe(later > earlier ? 'up' : later < earlier ? 'down' : 'stable');
    }
  });
});

describe('dashboard filters', () => {
  it('keeps commas inside entity names, while provider codes may be comma separated', async () => {
    const { session: owner } = await register(h);
    const brand = await createBrand(h, owner, {
      entity_name: 'Acme, Inc.',
      location: 'Madrid',
      domain: 'acme.example',
      ai_engines: ['chatgpt', 'gemini'],
      ranking_queries: ['best CRM'],
    });
    const { rows } = await h.ctx.db.query<{ uuid: string }>(
      `SELECT uuid FROM prompts WHERE project_id = $1 AND kind = 'RANKING'`,
      [brand.id],
    );
    const charts = await h.app.inject({
      method: 'GET',
      url: `/api/ranking-query/${rows[0].uuid}/charts/?entities=${encodeURIComponent('Acme, Inc.')}`,
      headers: bearer(owner),
    });
    expect(charts.statusCode).toBe(200);
    const body = RankingChartsSchema.parse(charts.json());
    expect(body.competitorsPositionChart.datasets.map((d) => d.label)).toEqual(['Acme, Inc.']);

    const repeatedTotal = RankingResponsesSchema.parse(
      (await get(R('responses', `${M30}&providers=chatgpt&providers=gemini`))).json(),
    ).pagination.total_items;
    const commaTotal = RankingResponsesSchema.parse(
      (await get(R('responses', `${M30}&providers=chatgpt,gemini`))).json(),
    ).pagination.total_items;
    expect(commaTotal).toBe(repeatedTotal);
    expect(repeatedTotal).toBeGreaterThan(0);
  });
});

describe('question prompt dashboard', () => {
  it('gives overview, responses, heatmap and stats that agree', async () => {
    const overview = QuestionOverviewSchema.parse((await get(Q('overview'))).json());
    expect(overview).toMatchObject({ queryName: 'Where is Asana based?', expectedResponse: 'San Francisco' });

    const responses = QuestionResponsesSchema.parse(
      (await get(Q('responses', `${M30}&page_size=20`))).json(),
    );
    expect(responses.pagination.total_items).toBe(12);
    expect(responses.responses.every((r) => r.question === 'Where is Asana based?')).toBe(true);

    const heatmap = HeatmapSchema.parse((await get(Q('heatmap', M30))).json());
    expect(heatmap.bucket_days).toBe(3);
    expect(heatmap.labels).toHaveLength(10);
    expect(heatmap.providers.map((p) => p.provider)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
    const week = HeatmapSchema.parse((await get(Q('heatmap'))).json());
    expect(week.labels).toHaveLength(7);

    const stats = QuestionStatsSchema.parse((await get(Q('stats', M30))).json());
    for (const s of stats.stats) {
      const rated = responses.responses.filter((r) => r.provider === s.name && r.accuracy !== null);
      expect(s.value).toBe(rated.length);
      const cells = heatmap.providers.find((p) => p.provider === s.name)!.cells;
      expect(cells.reduce((n, c) => n + c.responses, 0)).toBe(s.value);
      if (s.value) {
        expect(s.correctResponses + s.almostCorrectResponses + s.wrongResponses).toBeCloseTo(100, 0);
        const correct = rated.filter((r) => r.accuracy === 'Correct').length;
        expect(s.correctResponses).toBe(Math.round((1000 * correct) / rated.length) / 10);
      }
    }
  });
});

describe('access', () => {
  it('hides prompts of projects the caller cannot view', async () => {
    const urls = [
      R('overview'),
      R('responses'),
      R('charts'),
      R('sources'),
      R('competitors'),
      R('source-trend', '?domain=asana.com'),
      R('competitor-chart', '?entity=Asana'),
      R('competitor-appearances', '?entity=Asana'),
      Q('overview'),
      Q('responses'),
      Q('heatmap'),
      Q('stats'),
    ];
    for (const url of urls) {
      const res = await get(url, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(promptDashboardMessages.promptNotFound);
    }
    expect((await get(`/api/ranking-query/${question.uuid}/overview/`)).statusCode).toBe(404);
    expect((await get('/api/ranking-query/999999/overview/')).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: R('overview') })).statusCode).toBe(401);
  });
});

describe('tags', () => {
  it('creates, lists, renames, assigns and deletes tags', async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, s = session) =>
      h.app.inject({ method, url, payload, headers: bearer(s) });
    const created = await call('POST', `/api/tags/${project.uuid}/create/`, { name: 'Brand' });
    expect(created.statusCode).toBe(201);
    const tag = created.json();
    expect((await call('POST', `/api/tags/${project.uuid}/create/`, { name: 'Brand' })).statusCode).toBe(409);
    expect((await call('POST', `/api/tags/${project.uuid}/create/`, { name: ' ' })).statusCode).toBe(400);
    const renamed = await call('PUT', `/api/tags/${project.uuid}/${tag.id}/rename/`, { name: 'Core' });
    expect(renamed.json()).toEqual({ id: tag.id, name: 'Core' });
    const assign = await call('POST', `/api/tags/${project.uuid}/assign/`, {
      tag_id: tag.id,
      query_id: ranking.uuid,
    });
    expect(assign.statusCode).toBe(200);
    const { rows } = await h.ctx.db.query('SELECT * FROM prompt_tags WHERE tag_id = $1', [tag.id]);
    expect(rows).toHaveLength(1);
    expect(TagListSchema.parse((await get(`/api/tags/${project.uuid}/list/`)).json()).tags).toEqual([
      { id: tag.id, name: 'Core' },
    ]);
    expect((await get(`/api/tags/${project.uuid}/list/`, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/tags/${project.uuid}/create/`, { name: 'X' }, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/tags/${project.uuid}/unassign/`, { tag_id: tag.id, query_id: ranking.id }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/tags/${project.uuid}/${tag.id}/delete/`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/tags/${project.uuid}/${tag.id}/delete/`)).statusCode).toBe(404);
  });
});
