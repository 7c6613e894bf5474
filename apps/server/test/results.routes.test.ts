// The brand detail calls on real pipeline data: two sandbox executions a week apart.
import {
  APPEARANCES_PAGE_SIZE,
  BIG_ROW_ID_MAX,
  CompetitorAppearancesSchema,
  CompetitorsSchema,
  CompetitorsSummarySchema,
  dateRangeMessages,
  ImportantWebsitesSchema,
  ImportantWebsitesSummarySchema,
  inputMessages,
  ProjectDetailSchema,
  ProjectQueriesSchema,
  ProjectQueriesSummarySchema,
  QuestionQueryResultSchema,
  RankingQueryResultSchema,
  REPORT_LIMITS,
  ReportDocumentSchema,
  ROW_ID_MAX,
  type Session,
  ShareOfVoiceSchema,
  WebsiteDetailsSchema,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';

let h: Harness;
let session: Session;
let project: { uuid: string; id: number; ai_engines: string[] };
const get = (url: string, s = session) => h.app.inject({ method: 'GET', url, headers: bearer(s) });

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '2' } });
  ({ session } = await register(h));
  project = await createBrand(h, session, ASANA);
  session = await runReportsDaysAgo(h, session, project.uuid, [7, 0]);
});
afterAll(async () => {
  await h?.close();
});

const day = (daysFromNow: number) =>
  new Date(h.clock.now().getTime() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

describe('brand detail reads', () => {
  it('lists the prompt rows, and an opened prompt has its results against the previous execution', async () => {
    const res = await get(`/api/projects/${project.uuid}/queries/?view=summary`);
    expect(res.statusCode).toBe(200);
    const body = ProjectQueriesSummarySchema.parse(res.json());
    expect(body.ranking_queries).toHaveLength(2);
    expect(body.ranking_queries.every((q) => q.has_results)).toBe(true);
    for (const row of body.ranking_queries) {
      const opened = await get(`/api/projects/${project.uuid}/ranking-queries/${row.id}/results/`);
      const detail = RankingQueryResultSchema.parse(opened.json());
      expect(detail.results.map((r) => r.provider)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
      expect(detail.results.every((r) => r.simulated || r.samples === 0)).toBe(true);
      expect(detail.chart_data.datasets).toHaveLength(3);
      expect(detail.ordered_ranking.length).toBeGreaterThan(0);
      // The row shows what the opened prompt says.
      const {
        results,
        chart_data,
        weeks_range,
        ordered_ranking,
        answers_counted,
        answers_empty,
        answers_refused,
        answers_failed,
        answers_simulated,
        ...summary
      } = detail;
      expect(answers_counted + answers_empty + answers_refused + answers_failed).toBe(
        results.reduce((n, r) => n + r.samples, 0) + answers_refused + answers_failed,
      );
      // The sandbox answered every engine here: all the answers counted are simulated.
      expect(answers_simulated).toBe(answers_counted);
      expect(summary).toEqual(row);
      for (const r of results.filter((r) => r.client_position !== null && r.previous_position !== null)) {
        if (r.previous_position! > r.client_position!) expect(r.trend).toBe('up');
      }
    }
    const question = body.question_queries[0];
    expect(question.expected_response).toBe('San Francisco');
    const opened = QuestionQueryResultSchema.parse(
      (await get(`/api/projects/${project.uuid}/question-queries/${question.id}/results/`)).json(),
    );
    expect(opened.status).toBe(question.status);
    expect(['Correct', 'Almost all correct', 'Incorrect response', 'No data']).toContain(opened.status);
    expect(opened.results.some((r) => r.response && r.previous_response)).toBe(true);
  });

  it("lists every prompt with the spec's fields by default: each row is its opened prompt", async () => {
    const body = ProjectQueriesSchema.parse((await get(`/api/projects/${project.uuid}/queries/`)).json());
    expect(body.ranking_queries).toHaveLength(2);
    for (const row of body.ranking_queries) {
      const opened = (await get(`/api/projects/${project.uuid}/ranking-queries/${row.id}/results/`)).json();
      expect(row).toEqual(opened);
      expect(row.results.some((r) => r.client_position !== null && r.competitors.length > 0)).toBe(true);
      expect(row.results.some((r) => r.sources.length > 0)).toBe(true);
      expect(row.weeks_range.length).toBeGreaterThanOrEqual(6);
      expect(row.chart_data.datasets.some((d) => d.data.some((v) => v !== null))).toBe(true);
      expect(row.ordered_ranking.length).toBeGreaterThan(0);
    }
    expect(body.question_queries.length).toBeGreaterThan(0);
    for (const row of body.question_queries) {
      const opened = (await get(`/api/projects/${project.uuid}/question-queries/${row.id}/results/`)).json();
      expect(row).toEqual(opened);
      expect(row.results.some((r) => r.response !== null)).toBe(true);
    }
    // The lean rows are the full rows without what opening adds (the results, the counts of the
    // answers they leave out and who rated them).
    const summary = ProjectQueriesSummarySchema.parse(
      (await get(`/api/projects/${project.uuid}/queries/?view=summary`)).json(),
    );
    const withoutOutcomes = <T extends object>(row: T) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('answers_')));
    expect(summary.ranking_queries).toEqual(
      body.ranking_queries.map(({ results, chart_data, weeks_range, ordered_ranking, ...row }) =>
        withoutOutcomes(row),
      ),
    );
    expect(summary.question_queries).toEqual(
      body.question_queries.map(({ results, rated_by, ...row }) => withoutOutcomes(row)),
    );
  });

  it('refuses an unknown view', async () => {
    for (const path of ['queries/', 'important-websites/', 'competitors/']) {
      const res = await get(`/api/projects/${project.uuid}/${path}?view=full`);
      expect(res.statusCode, path).toBe(400);
    }
  });

  it('opens only a prompt of the brand, of the family named', async () => {
    const { question_queries, ranking_queries } = ProjectQueriesSchema.parse(
      (await get(`/api/projects/${project.uuid}/queries/`)).json(),
    );
    const wrongFamily = await get(
      `/api/projects/${project.uuid}/ranking-queries/${question_queries[0].id}/results/`,
    );
    expect(wrongFamily.statusCode).toBe(404);
    const { session: stranger } = await register(h);
    const foreign = await get(
      `/api/projects/${project.uuid}/ranking-queries/${ranking_queries[0].id}/results/`,
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('lists cited domains with weekly counts; an opened domain has its URLs and prompts', async () => {
    const res = await get(`/api/projects/${project.uuid}/important-websites/?view=summary`);
    const body = ImportantWebsitesSummarySchema.parse(res.json());
    expect(body.websites.every((w) => !('endpoints' in w))).toBe(true);
    expect(body.weeks_range.length).toBeGreaterThanOrEqual(6);
    expect(body.websites.length).toBeGreaterThan(0);
    // Prompts and references of each domain, as the stored answers tell it.
    const { rows: cited } = await h.ctx.db.query<{
      domain: string;
      kind: string;
      prompts: number;
      refs: number;
    }>(
      `SELECT s.domain, p.kind, count(DISTINCT a.prompt_id)::int AS prompts, count(*)::int AS refs
       FROM answer_sources s JOIN answers a ON a.id = s.answer_id JOIN prompts p ON p.id = a.prompt_id
       WHERE a.project_id = $1 GROUP BY s.domain, p.kind`,
      [project.id],
    );
    const stored = (domain: string, kind: string) =>
      cited.find((c) => c.domain === domain && c.kind === kind);
    for (const website of body.websites) {
      expect(website.ranking_count, website.domain).toBe(stored(website.domain, 'RANKING')?.refs ?? 0);
      expect(website.question_count, website.domain).toBe(stored(website.domain, 'QUESTION')?.refs ?? 0);
      expect(website.count).toBe(website.ranking_count + website.question_count);
      expect(website.weekly_data.reduce((a, b) => a + b, 0)).toBe(website.count);
    }
    for (const website of body.websites.slice(0, 5)) {
      const details = WebsiteDetailsSchema.parse(
        (
          await get(
            `/api/projects/${project.uuid}/important-websites/details/?domain=${encodeURIComponent(website.domain)}`,
          )
        ).json(),
      );
      expect(details.endpoints.reduce((n, e) => n + e.count, 0)).toBe(website.count);
      expect(details.unique_urls).toBe(details.endpoints.length);
      expect(details.ranking_prompts).toBe(stored(website.domain, 'RANKING')?.prompts ?? 0);
      expect(details.question_prompts).toBe(stored(website.domain, 'QUESTION')?.prompts ?? 0);
    }
  });

  it('lists each cited domain with its endpoints by default, as its opened row lists them', async () => {
    const full = ImportantWebsitesSchema.parse(
      (await get(`/api/projects/${project.uuid}/important-websites/`)).json(),
    );
    const summary = ImportantWebsitesSummarySchema.parse(
      (await get(`/api/projects/${project.uuid}/important-websites/?view=summary`)).json(),
    );
    expect(full.websites.map(({ endpoints, ...w }) => w)).toEqual(summary.websites);
    expect(full.websites.length).toBeGreaterThan(0);
    for (const website of full.websites) {
      expect(website.endpoints.length, website.domain).toBeGreaterThan(0);
      expect(
        website.endpoints.reduce((n, e) => n + e.count, 0),
        website.domain,
      ).toBe(website.count);
    }
    for (const website of full.websites.slice(0, 3)) {
      const details = WebsiteDetailsSchema.parse(
        (
          await get(
            `/api/projects/${project.uuid}/important-websites/details/?domain=${encodeURIComponent(website.domain)}`,
          )
        ).json(),
      );
      expect(website.endpoints).toEqual(details.endpoints);
    }
  });

  it('lists each competitor with every appearance of the range by default, as its pages list them', async () => {
    const full = CompetitorsSchema.parse((await get(`/api/projects/${project.uuid}/competitors/`)).json());
    const summary = CompetitorsSummarySchema.parse(
      (await get(`/api/projects/${project.uuid}/competitors/?view=summary`)).json(),
    );
    expect(summary.competitors.every((c) => !('query_appearances' in c))).toBe(true);
    expect(full.competitors.map(({ query_appearances, ...c }) => c)).toEqual(summary.competitors);
    expect(full.competitors.every((c) => c.query_appearances.length > 0)).toBe(true);
    for (const competitor of full.competitors.slice(0, 3)) {
      const pages = [];
      for (
        let page = 1;
        page <= Math.ceil(competitor.query_appearances.length / APPEARANCES_PAGE_SIZE);
        page++
      ) {
        const body = CompetitorAppearancesSchema.parse(
          (
            await get(
              `/api/projects/${project.uuid}/competitors/appearances/?entity=${encodeURIComponent(competitor.key)}&page=${page}`,
            )
          ).json(),
        );
        expect(body.total).toBe(competitor.query_appearances.length);
        pages.push(...body.query_appearances);
      }
      expect(competitor.query_appearances).toEqual(pages);
    }
  });

  it('lists competitors with the brand marked, and the share of voice matrix', async () => {
    const competitors = CompetitorsSchema.parse(
      (await get(`/api/projects/${project.uuid}/competitors/`)).json(),
    );
    expect(competitors.competitors.length).toBeGreaterThan(3);
    expect(competitors.competitors[0].is_client).toBe(true);
    const sov = ShareOfVoiceSchema.parse((await get(`/api/projects/${project.uuid}/share-of-voice/`)).json());
    expect(sov.total_mentions).toBeGreaterThan(0);
    for (const provider of sov.providers) {
      const total = Object.values(sov.share_matrix[provider]).reduce((a, c) => a + c.percentage, 0);
      expect(total).toBeLessThanOrEqual(100.5);
    }
  });

  it("pages a competitor's appearances over the whole range, even one ending in a future week", async () => {
    const { competitors } = CompetitorsSchema.parse(
      (await get(`/api/projects/${project.uuid}/competitors/`)).json(),
    );
    const competitor = competitors.find((c) => !c.is_client)!;
    // Both reports (7 days ago and today) lie in the range; its last week is next week's, empty.
    const range = `start_date=${day(-10)}&end_date=${day(8)}`;
    const { rows: expected } = await h.ctx.db.query<{
      query_text: string;
      engine: string;
      day: string;
      position: number | null;
    }>(
      `SELECT p.query_text, a.engine, to_char(max(e.executed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
         round(avg(ae.position)::numeric, 1)::float AS position
       FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
         JOIN report_executions e ON e.id = a.execution_id JOIN prompts p ON p.id = a.prompt_id
       WHERE a.project_id = $1 AND ae.entity_key = $2 GROUP BY p.id, p.query_text, a.engine
       ORDER BY max(e.executed_at) DESC, p.id, a.engine`,
      [project.id, competitor.key],
    );
    expect(expected.length).toBeGreaterThan(APPEARANCES_PAGE_SIZE);
    const pages = [];
    for (let page = 1; page <= Math.ceil(expected.length / APPEARANCES_PAGE_SIZE); page++) {
      const res = await get(
        `/api/projects/${project.uuid}/competitors/appearances/?entity=${encodeURIComponent(competitor.key)}&page=${page}&${range}`,
      );
      const body = CompetitorAppearancesSchema.parse(res.json());
      expect(body.total).toBe(expected.length);
      expect(body.query_appearances.length).toBeLessThanOrEqual(APPEARANCES_PAGE_SIZE);
      pages.push(...body.query_appearances);
    }
    expect(
      pages.map((a) => ({ query_text: a.query_text, engine: a.provider, day: a.date, position: a.position })),
    ).toEqual(expected);
    expect(pages.every((a) => Array.isArray(a.sources))).toBe(true);
  });

  it('reads the brand with its requests, newest executions and six weeks of charts', async () => {
    const res = await get(`/api/projects/${project.uuid}/`);
    expect(res.statusCode).toBe(200);
    const detail = ProjectDetailSchema.parse(res.json());
    const { rows: prompts } = await h.ctx.db.query<{ id: number; type: string }>(
      'SELECT id, kind AS type FROM prompts WHERE project_id = $1 ORDER BY created_at, id',
      [project.id],
    );
    expect(detail.requests.map((r) => ({ id: r.id, type: r.type }))).toEqual(prompts);
    const { rows: executions } = await h.ctx.db.query<{ uuid: string }>(
      'SELECT uuid FROM report_executions WHERE project_id = $1 ORDER BY executed_at DESC',
      [project.id],
    );
    expect(detail.executions.map((e) => e.uuid)).toEqual(executions.map((e) => e.uuid));
    expect(detail.last_execution?.uuid).toBe(executions[0].uuid);

    const { ranking, question } = detail.chart_data;
    expect(ranking.weeks.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(ranking.providers)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
    const week = `to_char(date_trunc('week', e.executed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
    const { rows: positions } = await h.ctx.db.query<{ engine: string; week: string; position: number }>(
      `SELECT a.engine, ${week} AS week, round(avg(a.position)::numeric, 1)::float AS position
       FROM answers a JOIN report_executions e ON e.id = a.execution_id JOIN prompts p ON p.id = a.prompt_id
       WHERE a.project_id = $1 AND p.kind = 'RANKING' AND a.position IS NOT NULL GROUP BY a.engine, 2`,
      [project.id],
    );
    expect(positions.length).toBeGreaterThan(0);
    for (const p of positions) {
      expect(ranking.providers[p.engine][ranking.weeks.indexOf(p.week)], `${p.engine} ${p.week}`).toBe(
        p.position,
      );
    }
    const { rows: ratings } = await h.ctx.db.query<{
      week: string;
      good: number;
      partial: number;
      poor: number;
    }>(
      `SELECT ${week} AS week, count(*) FILTER (WHERE a.rating = 2)::int AS good,
         count(*) FILTER (WHERE a.rating = 1)::int AS partial, count(*) FILTER (WHERE a.rating = 0)::int AS poor
       FROM answers a JOIN report_executions e ON e.id = a.execution_id JOIN prompts p ON p.id = a.prompt_id
       WHERE a.project_id = $1 AND p.kind = 'QUESTION' GROUP BY 1`,
      [project.id],
    );
    expect(question.weeks).toEqual(ranking.weeks);
    for (const r of ratings) {
      const i = question.weeks.indexOf(r.week);
      expect([
        question.performance.good[i],
        question.performance.partial[i],
        question.performance.poor[i],
      ]).toEqual([r.good, r.partial, r.poor]);
    }
    expect(question.performance.good.reduce((a, b) => a + b, 0)).toBe(
      ratings.reduce((n, r) => n + r.good, 0),
    );
  });

  it('calls a position with none before it stable, not improved', async () => {
    const { session: owner } = await register(h);
    const fresh = await createBrand(h, owner, {
      ...ASANA,
      ai_engines: ['chatgpt', 'gemini'],
      ranking_queries: ['best project management software'],
    });
    const signedIn = await runReportsDaysAgo(h, owner, fresh.uuid, [0]);
    const { ranking_queries } = ProjectQueriesSummarySchema.parse(
      (await get(`/api/projects/${fresh.uuid}/queries/?view=summary`, signedIn)).json(),
    );
    const row = ranking_queries[0];
    expect(row.client_position).not.toBeNull();
    expect(row.previous_position).toBeNull();
    expect(row.trend).toBe('stable');
    const detail = RankingQueryResultSchema.parse(
      (await get(`/api/projects/${fresh.uuid}/ranking-queries/${row.id}/results/`, signedIn)).json(),
    );
    const placed = detail.results.filter((r) => r.client_position !== null);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((r) => r.trend === 'stable')).toBe(true);
    const status = (await get(`/api/projects/${fresh.uuid}/execution-status/`, signedIn)).json();
    const report = ReportDocumentSchema.parse(
      (await get(`/api/reports/${status.executions[0].uuid}/`, signedIn)).json(),
    );
    const table = report.query_analysis_list[0].page2.provider_table_data;
    expect(table.some((r) => r.position !== null)).toBe(true);
    expect(table.every((r) => r.trend === 'stable')).toBe(true);
  });

  it('validates date ranges', async () => {
    const bad = await get(
      `/api/projects/${project.uuid}/competitors/?start_date=2026-13-01&end_date=2026-01-01`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(dateRangeMessages.invalidDate);
    const reversed = await get(
      `/api/projects/${project.uuid}/important-websites/?start_date=2026-02-01&end_date=2026-01-01`,
    );
    expect(reversed.json().message).toBe(dateRangeMessages.startAfterEnd);
    const empty = await get(
      `/api/projects/${project.uuid}/important-websites/?start_date=2020-01-01&end_date=2020-01-31`,
    );
    expect(empty.json().websites).toEqual([]);
  });

  it('refuses date ranges beyond the year window or two years long, which once exhausted memory', async () => {
    const cases: [string, string][] = [
      ['start_date=0001-01-01&end_date=9999-12-31', dateRangeMessages.outOfRange],
      ['start_date=2000-01-01&end_date=2100-12-31', dateRangeMessages.tooLong],
      ['start_date=2000-01-01', dateRangeMessages.bothOrNeither],
      ['start_date=a%00b&end_date=2026-01-01', dateRangeMessages.invalidDate],
    ];
    for (const read of ['competitors', 'important-websites', 'share-of-voice']) {
      for (const [qs, message] of cases) {
        const res = await get(`/api/projects/${project.uuid}/${read}/?${qs}`);
        expect(res.statusCode, `${read} ${qs}`).toBe(400);
        expect(res.json().message, `${read} ${qs}`).toBe(message);
      }
    }
    const twoYears = await get(
      `/api/projects/${project.uuid}/competitors/?start_date=2024-01-01&end_date=2025-12-31`,
    );
    expect(CompetitorsSchema.parse(twoYears.json()).weeks_range).toHaveLength(105);
  });

  it('refuses malformed ids and references with 400 and the contract message', async () => {
    const cases: [string, string][] = [
      ['/api/notifications/?project_id=abc', inputMessages.invalidRef],
      ['/api/notifications/?project_id=2147483648', inputMessages.invalidRef],
      ['/api/notifications/?project_id=a%00b', inputMessages.invalidRef],
      ['/api/reports/2147483648/', inputMessages.invalidRef],
      ['/api/reports/9223372036854775808/', inputMessages.invalidRef],
      [
        `/api/projects/${project.uuid}/competitors/?start_date=2147483648&end_date=2026-01-01`,
        dateRangeMessages.invalidDate,
      ],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    const bodies = [
      { query_id: 2 ** 31, query_type: 'ranking' },
      { report_execution_id: 2 ** 63 },
      { report_execution_id: 1e30 },
    ];
    for (const payload of bodies) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/notifications/mark-read/',
        payload,
        headers: bearer(session),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(inputMessages.invalidId(ROW_ID_MAX));
    }
    const huge = await h.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read/',
      payload: { notification_ids: [2 ** 63] },
      headers: bearer(session),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(inputMessages.invalidId(BIG_ROW_ID_MAX));
  });

  it('builds the printable report of an execution', async () => {
    const status = (await get(`/api/projects/${project.uuid}/execution-status/`)).json();
    const latest = status.executions[0];
    const report = await get(`/api/reports/${latest.uuid}/`);
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.report_execution.report_planning.entity_name).toBe('Asana');
    expect(body.query_analysis_list).toHaveLength(2);
    expect(body.query_analysis_list[0].page1.competitor_entities.length).toBeLessThanOrEqual(10);
    expect(body.question_analysis_list[0].question_results).toHaveLength(3);
    // Sandbox engines: the report says every answer it rests on is simulated, and by which engines.
    const { answers_measured, answers_simulated, simulated_engines } = body.report_execution.provenance;
    expect(answers_measured).toBe(0);
    expect(answers_simulated).toBeGreaterThan(0);
    expect(simulated_engines.sort()).toEqual([...project.ai_engines].sort());
    expect((await get(`/api/reports/${latest.id}/`)).statusCode).toBe(200);
  });

  it('shows in an old report only the prompts its execution asked, not those added after it', async () => {
    const { session: owner } = await register(h);
    const fresh = await createBrand(h, owner, {
      ...ASANA,
      ai_engines: ['chatgpt'],
      ranking_queries: ['best project management software'],
    });
    const signedIn = await runReportsDaysAgo(h, owner, fresh.uuid, [0]);
    const added = await h.app.inject({
      method: 'POST',
      url: `/api/projects/${fresh.uuid}/ranking-queries/create/`,
      headers: bearer(signedIn),
      payload: { query_text: 'top task management apps for teams' },
    });
    expect(added.statusCode).toBe(201);
    const status = (await get(`/api/projects/${fresh.uuid}/execution-status/`, signedIn)).json();
    const report = ReportDocumentSchema.parse(
      (await get(`/api/reports/${status.executions[0].uuid}/`, signedIn)).json(),
    );
    expect(report.query_analysis_list.map((q) => q.query)).toEqual(['best project management software']);
    expect(report.question_analysis_list.map((q) => q.query)).toEqual([ASANA.question_queries[0].query_text]);
  });

  it('lists the reference websites one page holds, most cited first, and counts the rest', async () => {
    const status = (await get(`/api/projects/${project.uuid}/execution-status/`)).json();
    const latest = status.executions[0];
    const report = ReportDocumentSchema.parse((await get(`/api/reports/${latest.uuid}/`)).json());
    for (const prompt of report.query_analysis_list) {
      const { rows } = await h.ctx.db.query<{ url: string; count: number }>(
        `SELECT s.url, count(*)::int AS count FROM answer_sources s JOIN answers a ON a.id = s.answer_id
         JOIN report_executions e ON e.id = a.execution_id
         WHERE e.uuid = $1 AND a.prompt_id = $2 GROUP BY s.url`,
        [latest.uuid, prompt.query_id],
      );
      const { reference_websites: shown, more_reference_websites: more } = prompt.page3;
      expect(shown.length).toBe(Math.min(rows.length, REPORT_LIMITS.referencesPerPage));
      expect(shown.map((s) => s.count)).toEqual([...shown.map((s) => s.count)].sort((a, b) => b - a));
      expect(more.sites).toBe(rows.length - shown.length);
      const total = rows.reduce((n, r) => n + r.count, 0);
      expect(more.references).toBe(total - shown.reduce((n, s) => n + s.count, 0));
    }
  });

  it('lists and marks notifications read, by query and by tab', async () => {
    const unread = (await get(`/api/notifications/?project_id=${project.uuid}&is_read=false`)).json()
      .notifications;
    expect(unread.length).toBeGreaterThan(0);
    const ranking = unread.find(
      (n: { notification_type: string }) => n.notification_type === 'RANKING_QUERY',
    );
    const marked = await h.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read/',
      payload: { query_id: ranking.ranking_query_id, query_type: 'ranking' },
      headers: bearer(session),
    });
    expect(marked.json().marked).toBeGreaterThan(0);
    await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/notifications/mark-tab-read/`,
      payload: { notification_type: 'REPORT_EXECUTION' },
      headers: bearer(session),
    });
    const counts = (await get(`/api/projects/${project.uuid}/notifications/counts/`)).json();
    expect(counts.report_execution).toBe(0);
  });

  it('hides all of it from another user', async () => {
    const { session: stranger } = await register(h);
    for (const path of [
      'queries/',
      'important-websites/',
      'important-websites/details/?domain=asana.com',
      'competitors/',
      'competitors/appearances/?entity=trello',
      'share-of-voice/',
      'execution-status/',
    ]) {
      expect((await get(`/api/projects/${project.uuid}/${path}`, stranger)).statusCode).toBe(404);
    }
    const status = (await get(`/api/projects/${project.uuid}/execution-status/`)).json();
    expect((await get(`/api/reports/${status.executions[0].uuid}/`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/notifications/?project_id=${project.uuid}`, stranger)).statusCode).toBe(404);
    const run = await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/run/`,
      headers: bearer(stranger),
    });
    expect(run.statusCode).toBe(404);
  });
});
