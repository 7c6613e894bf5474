// Custom reports: creation (validation, EDIT access), the list, and the report's pages built from the
// brand's sandbox reports: general metrics (top 5 lists), ranking prompt pages (client first, 6 plus
// Others, the dashboard's own figures), accuracy pages (cuts, at most 14 columns), website and
// recommendations without data, the deterministic analyses, and the model's analyses with a cache.
import {
  CUSTOM_REPORT_OTHERS,
  CustomReportListSchema,
  CustomReportSchema,
  CustomReportSummarySchema,
  customReportPaths,
  dateRangeMessages,
  isoDay,
  CUSTOM_REPORT_LIMITS as L,
  customReportMessages as m,
  type ProjectQueries,
  projectDetailPaths,
  recommendationLabels,
  recommendationPaths,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredCompletion } from '../src/engines/test-support/chat-completion-fixtures.ts';
import { type FakeServer, startFakeServer } from '../src/engines/test-support/fake-server.ts';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';
import { collaborate } from './sharing-support.ts';

let h: Harness;
let owner: Session;
let viewer: Session;
let stranger: Session;
let project: { uuid: string; id: number };
let start: string;
let end: string;

const call = (s: Session, method: 'GET' | 'POST', path: string, payload?: object) =>
  h.app.inject({ method, url: `/api${path}`, headers: bearer(s), payload });
const create = (s: Session, body: object) => call(s, 'POST', customReportPaths.create(project.uuid), body);
const read = async (reportId: string, s = owner) => {
  const res = await call(s, 'GET', customReportPaths.detail(project.uuid, reportId));
  expect(res.statusCode, res.body).toBe(200);
  return CustomReportSchema.parse(res.json());
};

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '1' } });
  const o = await register(h);
  owner = o.session;
  project = await createBrand(h, owner, {
    ...ASANA,
    ai_engines: ['chatgpt', 'gemini', 'perplexity'],
    question_queries: [
      { query_text: 'Where is Asana based?', expected_response: `San Francisco. ${'Details. '.repeat(120)}` },
    ],
  });
  owner = await runReportsDaysAgo(h, owner, project.uuid, [20, 13, 6, 0]);
  end = isoDay(h.clock.now());
  start = isoDay(new Date(h.clock.now().getTime() - 21 * 86_400_000));
  const v = await register(h);
  await collaborate(h, owner, project.uuid, v, 'VIEW');
  viewer = v.session;
  stranger = (await register(h)).session;
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('creating a custom report', () => {
  it('validates title, period and data types', async () => {
    const cases: [object, string][] = [
      [{ start_date: start, end_date: end, data_types: [] }, m.dataTypesRequired],
      [{ start_date: start, end_date: end, data_types: ['SALES'] }, m.invalidDataType],
      [{ start_date: end, end_date: start, data_types: ['RANKING'] }, dateRangeMessages.startAfterEnd],
      [
        { start_date: '2020-01-01', end_date: '2026-01-01', data_types: ['RANKING'] },
        dateRangeMessages.tooLong,
      ],
      [{ start_date: '2026-02-30', end_date: end, data_types: ['RANKING'] }, dateRangeMessages.invalidDate],
    ];
    for (const [body, message] of cases) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('needs EDIT access and is listed for VIEW, newest first', async () => {
    expect(
      (await create(viewer, { start_date: start, end_date: end, data_types: ['RANKING'] })).statusCode,
    ).toBe(403);
    expect(
      (await create(stranger, { start_date: start, end_date: end, data_types: ['RANKING'] })).statusCode,
    ).toBe(404);
    const first = await create(owner, {
      start_date: start,
      end_date: end,
      data_types: ['ACCURACY', 'RANKING'],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(CustomReportSummarySchema.parse(first.json())).toMatchObject({
      title: 'Custom Report',
      data_types: ['RANKING', 'ACCURACY'],
      start_date: start,
      end_date: end,
    });
    const second = await create(owner, {
      title: 'Q3 board',
      start_date: start,
      end_date: end,
      data_types: ['WEBSITE'],
    });
    const list = CustomReportListSchema.parse(
      (await call(viewer, 'GET', customReportPaths.list(project.uuid))).json(),
    );
    expect(list.reports.slice(0, 2).map((r) => r.uuid)).toEqual([second.json().uuid, first.json().uuid]);
    expect((await call(stranger, 'GET', customReportPaths.list(project.uuid))).statusCode).toBe(404);
  });

  it('answers bad and unknown report ids, and reports of another brand, with 400 or 404', async () => {
    expect((await call(owner, 'GET', customReportPaths.detail(project.uuid, 'nope'))).statusCode).toBe(400);
    const unknown = await call(
      owner,
      'GET',
      customReportPaths.detail(project.uuid, '00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.notFound);
    const other = await createBrand(h, owner, { ...ASANA, entity_name: 'Basecamp', domain: 'basecamp.com' });
    const report = (
      await create(owner, { start_date: start, end_date: end, data_types: ['RANKING'] })
    ).json();
    expect((await call(owner, 'GET', customReportPaths.detail(other.uuid, report.uuid))).statusCode).toBe(
      404,
    );
    expect(
      (await call(owner, 'GET', customReportPaths.detail(project.uuid, String(report.id)))).statusCode,
    ).toBe(200);
  });
});

describe('the report’s pages', () => {
  it('holds general metrics and ranking pages with the dashboard’s figures and the spec’s limits', async () => {
    const { uuid } = (
      await create(owner, { start_date: start, end_date: end, data_types: ['RANKING'] })
    ).json();
    const report = await read(uuid, viewer);
    expect(report.report_planning).toMatchObject({ entity_name: 'Asana', domain: 'asana.com' });
    // The sandbox answered every prompt of the period: the report says nothing in it is measured.
    expect(report.provenance.answers_measured).toBe(0);
    expect(report.provenance.answers_simulated).toBeGreaterThan(0);
    expect(report.provenance.simulated_engines.length).toBeGreaterThan(0);
    const data = report.aggregated_data;
    expect(data.accuracy_prompts).toEqual([]);
    expect(data.website_analysis).toBeNull();
    expect(data.recommendations).toBeNull();

    const general = data.general_metrics!;
    expect(general.top_citations.length).toBeLessThanOrEqual(L.topCitations);
    expect(general.top_competitors.length).toBeLessThanOrEqual(L.topCompetitors);
    expect(general.top_competitors.length).toBeGreaterThan(0);
    expect(Object.keys(general.provider_metrics).sort()).toEqual(['chatgpt', 'gemini', 'perplexity']);
    expect(general.performance_metrics.appearances.series.some((n) => n > 0)).toBe(true);
    // No model configured: the summary of the same figures, said to be one.
    expect(general.ai_analysis_source).toBe('summary');
    expect(general.ai_analysis).toContain('Asana');

    // The same figures as the general metrics screen for the same period.
    const screen = await call(
      owner,
      'GET',
      `/projects/${project.uuid}/general-metrics/?time_range=custom&start_date=${start}&end_date=${end}`,
    );
    expect(general.top_citations).toEqual(screen.json().general_metrics.top_citations.slice(0, 5));

    expect(data.ranking_prompts.map((p) => p.query_text)).toEqual(ASANA.ranking_queries);
    for (const page of data.ranking_prompts) {
      expect(page.top_sources.length).toBeLessThanOrEqual(L.perPrompt);
      expect(page.top_competitors.length).toBeLessThanOrEqual(L.perPrompt);
      const client = page.top_competitors.findIndex((c) => c.is_client);
      expect(client === -1 || client === 0).toBe(true);
      const clientSource = page.top_sources.findIndex((s) => s.is_client);
      expect(clientSource === -1 || clientSource === 0).toBe(true);
      expect(page.share_of_voice.providers).toEqual(['chatgpt', 'gemini', 'perplexity']);
      expect(page.share_of_voice.series.length).toBeLessThanOrEqual(L.shareOfVoiceCompetitors + 1);
      expect(page.share_of_voice.series.at(-1)!.name).toBe(CUSTOM_REPORT_OTHERS);
      for (let i = 0; i < 3; i++) {
        const total = page.share_of_voice.series.reduce((n, s) => n + s.values[i], 0);
        expect(total === 0 || Math.abs(total - 100) < 0.5).toBe(true);
      }
      expect(page.position_timeline.every((p) => p.date >= start && p.date <= end)).toBe(true);
      expect(page.ai_analysis_source).toBe('summary');

      // The page's competitors are the ranking dashboard's for the same prompt and period.
      const dashboard = await call(
        owner,
        'GET',
        `/ranking-query/${page.query_id}/competitors/?time_range=custom&start_date=${start}&end_date=${end}`,
      );
      const client2 = dashboard.json().competitors.find((c: { is_client: boolean }) => c.is_client);
      expect(page.metrics.mentions).toBe(client2?.appearance_count ?? 0);
    }
    expect(data.ranking_prompts.some((p) => p.top_competitors.length > 0)).toBe(true);
  });

  it('holds accuracy pages cut to the spec’s lengths, and says when website and recommendations have no data', async () => {
    const { uuid } = (
      await create(owner, {
        start_date: start,
        end_date: end,
        data_types: ['ACCURACY', 'WEBSITE', 'RECOMMENDATIONS'],
      })
    ).json();
    const data = (await read(uuid)).aggregated_data;
    expect(data.general_metrics).toBeNull();
    expect(data.ranking_prompts).toEqual([]);
    expect(data.website_analysis).toBeNull();
    expect(data.recommendations).toBeNull();
    const [page] = data.accuracy_prompts;
    expect(page.expected_response.length).toBeLessThanOrEqual(L.expectedResponseChars);
    expect(page.expected_response.length).toBeGreaterThan(L.expectedResponseChars - 10);
    expect(page.expected_response.endsWith('…')).toBe(true);
    expect(page.requests.map((r) => r.llm_company).sort()).toEqual(['chatgpt', 'gemini', 'perplexity']);
    for (const r of page.requests) {
      expect(r.result_response.length).toBeLessThanOrEqual(L.responseChars);
      expect(r.sources.length).toBeLessThanOrEqual(L.sourcesShown);
      expect([0, 1, 2]).toContain(r.punctuation);
    }
    expect(page.accuracy_timeline.length).toBeGreaterThan(0);
    expect(page.accuracy_timeline.length).toBeLessThanOrEqual(L.timelineColumns);
    expect(page.ai_analysis).toMatch(/answered|wrong answer/);
  });
});

describe('the website traffic section', () => {
  it('reads the website analysis module once the tracking code has reported visits', async () => {
    const tracking = await call(owner, 'GET', `/website-analysis/${project.uuid}/tracking/`);
    const key = tracking.json().key as string;
    const events = ['https://chatgpt.com/', 'https://www.google.com/', null].map((referrer, i) => ({
      id: `evt-report-${i}`,
      url: 'https://asana.com/pricing',
      referrer,
    }));
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/website-analysis/collect/',
      headers: {
        'content-type': 'text/plain',
        origin: 'https://asana.com',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
      payload: JSON.stringify({ key, events }),
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await h.ctx.visitWriter.flush();
    const { uuid } = (
      await create(owner, { start_date: start, end_date: end, data_types: ['WEBSITE'] })
    ).json();
    const website = (await read(uuid, viewer)).aggregated_data.website_analysis;
    expect(website).toMatchObject({
      domain: 'asana.com',
      total_visits: 3,
      ai_visits: 1,
      ai_analysis_source: 'summary',
    });
    expect(website?.popular_pages[0]).toMatchObject({ total_visits: 3 });
    expect(website?.timeline_data.values.reduce((n, v) => n + v, 0)).toBe(3);
    expect(website?.ai_analysis).toContain('3 visits');
  });
});

describe('the recommendations section', () => {
  it('holds what was generated from the brand’s prompts, though the brand itself has no run', async () => {
    const queries = (
      await call(owner, 'GET', projectDetailPaths.queries(project.uuid))
    ).json() as ProjectQueries;
    const runs = [
      recommendationPaths.create('ranking-query', queries.ranking_queries[0].uuid),
      recommendationPaths.create('question-query', queries.question_queries[0].uuid),
    ];
    for (const [path, type] of [
      [runs[0], 'content_creation'],
      [runs[1], 'improving_information_accuracy'],
    ]) {
      const run = await call(owner, 'POST', path, { type });
      expect(run.statusCode, run.body).toBe(201);
    }
    await h.drainJobs();
    const { uuid } = (
      await create(owner, { start_date: start, end_date: end, data_types: ['RECOMMENDATIONS'] })
    ).json();
    const recs = (await read(uuid, viewer)).aggregated_data.recommendations;
    expect(recs).not.toBeNull();
    const topics = recs?.content_recommendations.map((c) => c.topic) ?? [];
    expect(
      topics.some(
        (t) => t !== recommendationLabels.brandContent && t !== recommendationLabels.externalContent,
      ),
    ).toBe(true);
    expect(
      topics.some(
        (t) => t === recommendationLabels.brandContent || t === recommendationLabels.externalContent,
      ),
    ).toBe(true);
    // Outside the runs' period the page says there are none.
    const before = isoDay(new Date(h.clock.now().getTime() - 30 * 86_400_000));
    const earlier = (
      await create(owner, { start_date: before, end_date: before, data_types: ['RECOMMENDATIONS'] })
    ).json();
    expect((await read(earlier.uuid)).aggregated_data.recommendations).toBeNull();
  });

  it('reads the brand’s completed recommendation runs of the period', async () => {
    const run = await call(
      owner,
      'POST',
      `/recommendations/project/${project.uuid}/recommendations/create/`,
      {
        type: 'website_collaboration',
      },
    );
    expect(run.statusCode, run.body).toBe(201);
    await h.drainJobs();
    const { uuid } = (
      await create(owner, { start_date: start, end_date: end, data_types: ['RECOMMENDATIONS'] })
    ).json();
    const recs = (await read(uuid, viewer)).aggregated_data.recommendations;
    expect(recs).not.toBeNull();
    expect(recs?.ai_analysis_source).toBe('summary');
    expect(recs?.influencer_opportunities).toEqual([]);
    expect(recs?.website_collaborations.every((w) => w.link === `https://${w.domain}`)).toBe(true);
  });
});

describe('the analysis written by a model', () => {
  let server: FakeServer;
  let model: Harness;
  afterAll(async () => {
    await model?.close();
    await server?.close();
  });

  it('writes each page from its figures, keeps the text while they stay the same, and falls back on failure', async () => {
    let fail = false;
    server = await startFakeServer((req) => {
      if (fail) return { status: 500, json: { error: { message: 'down' } } };
      const { messages } = req.body as { messages: { content: string }[] };
      const pages = JSON.parse(messages.at(-1)!.content) as { key: string }[];
      return {
        json: structuredCompletion({
          analyses: pages.map((p) => ({ key: p.key, analysis: `Model text for ${p.key}.` })),
        }),
      };
    });
    model = await startHarness({
      env: { REPORT_SAMPLES: '1', REPORT_LLM_BASE_URL: `${server.url}/v1`, REPORT_MODEL: 'test-model' },
    });
    let session = (await register(model)).session;
    const brand = await createBrand(model, session, ASANA);
    session = await runReportsDaysAgo(model, session, brand.uuid, [0]);
    const day = isoDay(model.clock.now());
    const created = await model.app.inject({
      method: 'POST',
      url: `/api${customReportPaths.create(brand.uuid)}`,
      headers: bearer(session),
      payload: { start_date: day, end_date: day, data_types: ['RANKING'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const get = async () => {
      const res = await model.app.inject({
        method: 'GET',
        url: `/api${customReportPaths.detail(brand.uuid, created.json().uuid)}`,
        headers: bearer(session),
      });
      expect(res.statusCode, res.body).toBe(200);
      return CustomReportSchema.parse(res.json());
    };
    const report = await get();
    expect(report.aggregated_data.general_metrics).toMatchObject({
      ai_analysis: 'Model text for general.',
      ai_analysis_source: 'llm',
    });
    const prompt = report.aggregated_data.ranking_prompts[0];
    expect(prompt.ai_analysis).toBe(`Model text for ranking:${prompt.query_id}.`);
    const asked = server.requests.length;
    // The same figures: no second call.
    await get();
    expect(server.requests.length).toBe(asked);

    // New figures and a failing model: the summary, marked as such.
    fail = true;
    session = await runReportsDaysAgo(model, session, brand.uuid, [0]);
    const after = await get();
    expect(after.aggregated_data.general_metrics?.ai_analysis_source).toBe('summary');
  }, 120_000);
});
