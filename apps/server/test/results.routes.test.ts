// The brand detail calls on real pipeline data: two sandbox executions a week apart.
import {
  BIG_ROW_ID_MAX,
  CompetitorsSchema,
  dateRangeMessages,
  ImportantWebsitesSchema,
  inputMessages,
  ProjectQueriesSchema,
  ROW_ID_MAX,
  type Session,
  ShareOfVoiceSchema,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';

let h: Harness;
let session: Session;
let project: { uuid: string; id: number };
const get = (url: string, s = session) => h.app.inject({ method: 'GET', url, headers: bearer(s) });

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '2' } });
  ({ session } = await register(h));
  project = await createBrand(h, session, {
    entity_name: 'Asana',
    location: 'San Francisco',
    domain: 'asana.com',
    ai_engines: ['chatgpt', 'gemini', 'ai_overviews'],
    ranking_queries: ['best project management software', 'top task management apps for teams'],
    question_queries: [{ query_text: 'Where is Asana based?', expected_response: 'San Francisco' }],
  });
  session = await runReportsDaysAgo(h, session, project.uuid, [7, 0]);
});
afterAll(async () => {
  await h?.close();
});

describe('brand detail reads', () => {
  it('gives per-provider results against the previous execution', async () => {
    const res = await get(`/api/projects/${project.uuid}/queries/`);
    expect(res.statusCode).toBe(200);
    const body = ProjectQueriesSchema.parse(res.json());
    expect(body.ranking_queries).toHaveLength(2);
    const first = body.ranking_queries[0];
    expect(first.results.map((r) => r.provider)).toEqual(['chatgpt', 'gemini', 'ai_overviews']);
    expect(first.results.every((r) => r.simulated || r.samples === 0)).toBe(true);
    expect(first.chart_data.datasets).toHaveLength(3);
    expect(first.ordered_ranking.length).toBeGreaterThan(0);
    const withBoth = body.ranking_queries.flatMap((q) => q.results).filter((r) => r.client_position !== null);
    for (const r of withBoth) {
      if (r.previous_position !== null && r.previous_position > r.client_position!)
        expect(r.trend).toBe('up');
    }
    const question = body.question_queries[0];
    expect(question.expected_response).toBe('San Francisco');
    expect(['Correct', 'Almost all correct', 'Incorrect response', 'No data']).toContain(question.status);
    expect(question.results.some((r) => r.response && r.previous_response)).toBe(true);
  });

  it('lists cited domains with endpoints and weekly counts', async () => {
    const res = await get(`/api/projects/${project.uuid}/important-websites/`);
    const body = ImportantWebsitesSchema.parse(res.json());
    expect(body.weeks_range.length).toBeGreaterThanOrEqual(6);
    expect(body.websites.length).toBeGreaterThan(0);
    const top = body.websites[0];
    expect(top.count).toBe(top.endpoints.reduce((n, e) => n + e.count, 0));
    expect(top.weekly_data.reduce((a, b) => a + b, 0)).toBe(top.count);
    expect(top.count).toBe(top.ranking_count + top.question_count);
    // Prompts that cited each domain, as the stored answers tell it.
    const { rows: cited } = await h.ctx.db.query<{ domain: string; kind: string; prompts: number }>(
      `SELECT s.domain, p.kind, count(DISTINCT a.prompt_id)::int AS prompts
       FROM answer_sources s JOIN answers a ON a.id = s.answer_id JOIN prompts p ON p.id = a.prompt_id
       WHERE a.project_id = $1 GROUP BY s.domain, p.kind`,
      [project.id],
    );
    const prompts = (domain: string, kind: string) =>
      cited.find((c) => c.domain === domain && c.kind === kind)?.prompts ?? 0;
    for (const website of body.websites) {
      expect(website.ranking_prompts, website.domain).toBe(prompts(website.domain, 'RANKING'));
      expect(website.question_prompts, website.domain).toBe(prompts(website.domain, 'QUESTION'));
    }
    expect(body.websites.some((w) => w.ranking_prompts > 0)).toBe(true);
  });

  it('lists competitors with the brand marked, and the share of voice matrix', async () => {
    const competitors = CompetitorsSchema.parse(
      (await get(`/api/projects/${project.uuid}/competitors/`)).json(),
    );
    expect(competitors.competitors.length).toBeGreaterThan(3);
    const sov = ShareOfVoiceSchema.parse((await get(`/api/projects/${project.uuid}/share-of-voice/`)).json());
    expect(sov.total_mentions).toBeGreaterThan(0);
    for (const provider of sov.providers) {
      const total = Object.values(sov.share_matrix[provider]).reduce((a, c) => a + c.percentage, 0);
      expect(total).toBeLessThanOrEqual(100.5);
    }
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
    expect((await get(`/api/reports/${latest.id}/`)).statusCode).toBe(200);
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
      'competitors/',
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
