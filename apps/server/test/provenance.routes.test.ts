// Provenance on the aggregate replies (issue 25) for a brand whose engines answer partly live and partly
// from the sandbox: ChatGPT "live" (the sandbox's answers passed off as measured, as a keyed engine
// would give them) and Gemini on the sandbox. Every reply says how many of the answers it rests on were
// simulated; the accuracy replies say who rated; the custom report says its boxes' changes are not
// compared.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CompetitorAppearancesSchema,
  CompetitorChartSchema,
  CompetitorsSchema,
  CompetitorsSummarySchema,
  CustomReportSchema,
  customReportPaths,
  DashboardMetricsReplySchema,
  HeatmapSchema,
  ImportantWebsitesSchema,
  ImportantWebsitesSummarySchema,
  PromptCompetitorAppearancesSchema,
  projectPaths,
  QuestionQueryResultSchema,
  QuestionStatsSchema,
  questionQueryPaths,
  RankingCompetitorsSchema,
  RankingSourcesSchema,
  ReportDocumentSchema,
  rankingQueryPaths,
  type Session,
  ShareOfVoiceSchema,
  SourceTrendSchema,
  WebsiteDetailsSchema,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createEngines, type EngineAdapter } from '../src/engines/index.ts';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';

const sandbox = createEngines(loadConfig({}, []).engines);
/** ChatGPT as a live engine answers: measured, not simulated. */
const liveChatgpt: EngineAdapter = {
  ...sandbox.chatgpt,
  live: true,
  async ask(req) {
    return { ...(await sandbox.chatgpt.ask(req)), simulated: false };
  },
};

let h: Harness;
let session: Session;
let project: { uuid: string; id: number };
let questionId: number;
let rankingId: number;
const get = async (path: string) => {
  const res = await h.app.inject({ method: 'GET', url: `/api${path}`, headers: bearer(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** What the stored answers say: completed answers, and those the sandbox simulated (of one prompt). */
const stored = async (promptId?: number) => {
  const { rows } = await h.ctx.db.query<{ counted: number; simulated: number }>(
    `SELECT count(*)::int AS counted, count(*) FILTER (WHERE simulated)::int AS simulated FROM answers
     WHERE project_id = $1 AND status = 'COMPLETED' AND ($2::int IS NULL OR prompt_id = $2)`,
    [project.id, promptId ?? null],
  );
  return rows[0];
};

/** The reply rests on these answers, some measured and some simulated. */
const expectMixed = (
  reply: { answers_counted: number; answers_simulated: number },
  answers: { counted: number; simulated: number },
) => {
  expect(reply.answers_counted).toBe(answers.counted);
  expect(reply.answers_simulated).toBe(answers.simulated);
  expect(reply.answers_simulated).toBeGreaterThan(0);
  expect(reply.answers_simulated).toBeLessThan(reply.answers_counted);
};

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '2' }, engines: { ...sandbox, chatgpt: liveChatgpt } });
  ({ session } = await register(h));
  project = await createBrand(h, session, { ...ASANA, ai_engines: ['chatgpt', 'gemini'] });
  session = await runReportsDaysAgo(h, session, project.uuid, [0]);
  const { rows } = await h.ctx.db.query<{ id: number; kind: string }>(
    'SELECT id, kind FROM prompts WHERE project_id = $1 ORDER BY id',
    [project.id],
  );
  questionId = rows.find((r) => r.kind === 'QUESTION')!.id;
  rankingId = rows.find((r) => r.kind === 'RANKING')!.id;
});
afterAll(async () => {
  await h?.close();
});

describe('provenance of the aggregate replies of a brand partly on the sandbox', () => {
  it('the brand list says how many of the window’s answers were simulated', async () => {
    const { metrics } = DashboardMetricsReplySchema.parse(await get(projectPaths.dashboardMetrics));
    const metric = metrics[project.uuid];
    expectMixed(metric, await stored());
    expect(metric.answers_counted).toBe(metric.mentions_n);
    expect([metric.answers_counted_previous, metric.answers_simulated_previous]).toEqual([0, 0]);
  });

  it('cited sources, their opened domain, competitors, their appearances and share of voice say it', async () => {
    const all = await stored();
    const websites = ImportantWebsitesSchema.parse(
      await get(`/projects/${project.uuid}/important-websites/`),
    );
    expectMixed(websites, all);
    expectMixed(
      ImportantWebsitesSummarySchema.parse(
        await get(`/projects/${project.uuid}/important-websites/?view=summary`),
      ),
      all,
    );
    const domain = encodeURIComponent(websites.websites[0].domain);
    expectMixed(
      WebsiteDetailsSchema.parse(
        await get(`/projects/${project.uuid}/important-websites/details/?domain=${domain}`),
      ),
      all,
    );
    const competitors = CompetitorsSchema.parse(await get(`/projects/${project.uuid}/competitors/`));
    expectMixed(competitors, all);
    expectMixed(
      CompetitorsSummarySchema.parse(await get(`/projects/${project.uuid}/competitors/?view=summary`)),
      all,
    );
    const entity = encodeURIComponent(competitors.competitors[0].key);
    expectMixed(
      CompetitorAppearancesSchema.parse(
        await get(`/projects/${project.uuid}/competitors/appearances/?entity=${entity}&page=1`),
      ),
      all,
    );
    expectMixed(ShareOfVoiceSchema.parse(await get(`/projects/${project.uuid}/share-of-voice/`)), all);
  });

  it('a range without answers rests on none', async () => {
    const sov = ShareOfVoiceSchema.parse(
      await get(`/projects/${project.uuid}/share-of-voice/?start_date=2020-01-01&end_date=2020-01-31`),
    );
    expect([sov.answers_counted, sov.answers_simulated, sov.total_mentions]).toEqual([0, 0, 0]);
  });

  it('the ranking dashboard’s sources and competitors, and their opened rows, say it', async () => {
    const answers = await stored(rankingId);
    const id = String(rankingId);
    const sources = RankingSourcesSchema.parse(await get(rankingQueryPaths.sources(id)));
    expectMixed(sources, answers);
    const competitors = RankingCompetitorsSchema.parse(await get(rankingQueryPaths.competitors(id)));
    expectMixed(competitors, answers);
    // And their opened rows.
    const domain = `domain=${encodeURIComponent(sources.importantSources[0].domain)}`;
    expectMixed(
      SourceTrendSchema.parse(await get(`${rankingQueryPaths.sourceTrend(id)}?${domain}`)),
      answers,
    );
    const entity = `entity=${encodeURIComponent(competitors.competitors[0].name)}`;
    expectMixed(
      CompetitorChartSchema.parse(await get(`${rankingQueryPaths.competitorChart(id)}?${entity}`)),
      answers,
    );
    expectMixed(
      PromptCompetitorAppearancesSchema.parse(
        await get(`${rankingQueryPaths.competitorAppearances(id)}?${entity}`),
      ),
      answers,
    );
  });

  it('the accuracy replies say what they rest on and that the fact check rated every answer', async () => {
    const answers = await stored(questionId);
    const { rows } = await h.ctx.db.query<{ rating_judge: string | null; rating_judge_model: string | null }>(
      `SELECT rating_judge, rating_judge_model FROM answers WHERE prompt_id = $1 AND rating IS NOT NULL`,
      [questionId],
    );
    // No model is configured here: each rating stored the deterministic fact check as its judge.
    expect(rows.length).toBe(answers.counted);
    expect(rows.every((r) => r.rating_judge === 'fact_check' && r.rating_judge_model === null)).toBe(true);
    const ratedBy = { llm: 0, fact_check: answers.counted, unknown: 0, models: [] };

    const stats = QuestionStatsSchema.parse(await get(questionQueryPaths.stats(String(questionId))));
    expectMixed(stats, answers);
    expect(stats.rated_by).toEqual(ratedBy);
    const heatmap = HeatmapSchema.parse(await get(questionQueryPaths.heatmap(String(questionId))));
    expectMixed(heatmap, answers);
    expect(heatmap.rated_by).toEqual(ratedBy);
    const opened = QuestionQueryResultSchema.parse(
      await get(`/projects/${project.uuid}/question-queries/${questionId}/results/`),
    );
    expectMixed(opened, answers);
    expect(opened.rated_by).toEqual(ratedBy);
    // The printable report's accuracy page: the ratings it shows, the first answer per engine.
    const { rows: executions } = await h.ctx.db.query<{ uuid: string }>(
      'SELECT uuid FROM report_executions WHERE project_id = $1',
      [project.id],
    );
    const report = ReportDocumentSchema.parse(await get(`/reports/${executions[0].uuid}/`));
    const [page] = report.question_analysis_list;
    const shown = page.question_results.filter((r) => r.current_rating !== null).length;
    expect(shown).toBe(2);
    expect(page.rated_by).toEqual({ ...ratedBy, fact_check: shown });
  });

  it('ratings stored before their judge was: the fact check’s are known again, others stay unknown', async () => {
    const migration = await readFile(
      path.join(import.meta.dirname, '../src/db/migrations/0030_rating_judges_and_collection_provenance.sql'),
      'utf8',
    );
    const backfill = migration.split(';').find((s) => s.includes('UPDATE answers SET rating_judge'))!;
    const rated = `prompt_id = ${questionId} AND rating IS NOT NULL`;
    const { rows } = await h.ctx.db.query<{ id: number }>(
      `SELECT id FROM answers WHERE ${rated} ORDER BY id`,
    );
    // One rating as a model words it (the fact check never writes this).
    await h.ctx.db.query(
      `UPDATE answers SET justification = 'The answer names San Francisco, as expected.' WHERE id = $1`,
      [rows[0].id],
    );
    await h.ctx.db.query(`UPDATE answers SET rating_judge = NULL, rating_judge_model = NULL WHERE ${rated}`);
    await h.ctx.db.query(backfill);
    const stats = QuestionStatsSchema.parse(await get(questionQueryPaths.stats(String(questionId))));
    expect(stats.rated_by).toEqual({ llm: 0, fact_check: rows.length - 1, unknown: 1, models: [] });
  });

  it('the custom report says its boxes’ changes are not compared, and who rated its accuracy pages', async () => {
    const day = h.clock.now().toISOString().slice(0, 10);
    const created = await h.app.inject({
      method: 'POST',
      url: `/api${customReportPaths.create(project.uuid)}`,
      headers: bearer(session),
      payload: { start_date: day, end_date: day, data_types: ['RANKING', 'ACCURACY'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = CustomReportSchema.parse(
      await get(customReportPaths.detail(project.uuid, created.json().uuid)),
    );
    const { ranking_prompts, accuracy_prompts } = report.aggregated_data;
    expect(ranking_prompts.length).toBeGreaterThan(0);
    expect(ranking_prompts.every((p) => p.changes_compared === false)).toBe(true);
    const [accuracy] = accuracy_prompts;
    // The page's judges are those of the prompt's answers in the period, as its dashboard counts them.
    const stats = QuestionStatsSchema.parse(
      await get(
        `${questionQueryPaths.stats(String(questionId))}?time_range=custom&start_date=${day}&end_date=${day}`,
      ),
    );
    expect(stats.rated_by.fact_check + stats.rated_by.unknown).toBe((await stored(questionId)).counted);
    expect(accuracy.rated_by).toEqual(stats.rated_by);
  });
});
