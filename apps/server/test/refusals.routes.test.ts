// Answers that refuse or fail (issue 25 §3): ChatGPT declines every time, Perplexity fails for good,
// Gemini answers (sandbox). The refusals and failures are counted on every aggregate reply and left
// out of every denominator; a re-analysis that finds a refusal in a stored answer moves it out too, and
// an imported app answer that refuses stays out of the figures that include imported answers.
import {
  answerImportPaths,
  GeneralMetricsReplySchema,
  QuestionQueryResultSchema,
  QuestionStatsSchema,
  RankingChartsSchema,
  RankingOverviewSchema,
  RankingQueryResultSchema,
  RankingResponsesSchema,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createEngines, type EngineAdapter, EngineError } from '../src/engines/index.ts';
import { reanalyze } from '../src/modules/reports/reanalyze.ts';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';

const REFUSAL = "I'm sorry, but I can't recommend specific brands. Consider your team's size and budget.";
const sandbox = createEngines(loadConfig({}, []).engines);
const refusing: EngineAdapter = {
  ...sandbox.chatgpt,
  async ask(req) {
    const answer = await sandbox.chatgpt.ask(req);
    return { ...answer, status: 'answered', text: REFUSAL, citations: [] };
  },
};
const failing: EngineAdapter = {
  ...sandbox.perplexity,
  async ask() {
    throw new EngineError('invalid key', { kind: 'http', status: 401, retryable: false });
  },
};

let h: Harness;
let session: Session;
let project: { uuid: string; id: number };
let ranking: { id: number; uuid: string };
let question: { id: number; uuid: string };

const get = async (url: string) => {
  const res = await h.app.inject({ method: 'GET', url, headers: bearer(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Answers of the project by engine and status, straight from the answers. */
const statuses = async (promptId?: number) => {
  const { rows } = await h.ctx.db.query<{ engine: string; status: string; n: number }>(
    `SELECT engine, status, count(*)::int AS n FROM answers
     WHERE project_id = $1 AND ($2::int IS NULL OR prompt_id = $2) GROUP BY engine, status`,
    [project.id, promptId ?? null],
  );
  const count = (status: string, engine?: string) =>
    rows.filter((r) => r.status === status && (!engine || r.engine === engine)).reduce((n, r) => n + r.n, 0);
  return {
    count,
    outcomes: {
      answers_counted: count('COMPLETED'),
      answers_empty: count('NO_ANSWER'),
      answers_refused: count('REFUSED'),
      answers_failed: count('FAILED'),
    },
  };
};

beforeAll(async () => {
  h = await startHarness({
    env: { REPORT_SAMPLES: '2', REPORT_ADAPTIVE: 'false', COLLECT_MAX_ATTEMPTS: '1' },
    engines: { ...sandbox, chatgpt: refusing, perplexity: failing },
  });
  ({ session } = await register(h));
  project = await createBrand(h, session, {
    ...ASANA,
    ai_engines: ['chatgpt', 'gemini', 'perplexity'],
    ranking_queries: ['best project management software'],
  });
  const { rows } = await h.ctx.db.query<{ id: number; uuid: string; kind: string }>(
    'SELECT id, uuid, kind FROM prompts WHERE project_id = $1 ORDER BY id',
    [project.id],
  );
  ranking = rows.find((r) => r.kind === 'RANKING')!;
  question = rows.find((r) => r.kind === 'QUESTION')!;
  session = await runReportsDaysAgo(h, session, project.uuid, [0]);
});
afterAll(async () => {
  await h?.close();
});

describe('refused and failed answers', () => {
  it('stores a refusal as REFUSED, with no reading and no rating', async () => {
    const { rows } = await h.ctx.db.query<{
      status: string;
      mention: string | null;
      position: number | null;
      rating: number | null;
      answer_text: string;
    }>(
      `SELECT status, mention, position, rating, answer_text FROM answers WHERE project_id = $1 AND engine = 'chatgpt'`,
      [project.id],
    );
    expect(rows).toHaveLength(4);
    for (const r of rows)
      expect(r).toEqual({
        status: 'REFUSED',
        mention: null,
        position: null,
        rating: null,
        answer_text: REFUSAL,
      });
    const { count } = await statuses();
    expect(count('FAILED', 'perplexity')).toBe(4);
    expect(count('COMPLETED', 'gemini') + count('NO_ANSWER', 'gemini')).toBe(4);
  });

  it('leaves them out of the ranking dashboard and counts them', async () => {
    const { outcomes } = await statuses(ranking.id);
    expect(outcomes.answers_refused).toBe(2);
    expect(outcomes.answers_failed).toBe(2);
    const overview = RankingOverviewSchema.parse(await get(`/api/ranking-query/${ranking.uuid}/overview/`));
    expect(overview).toMatchObject(outcomes);
    const chatgpt = overview.llmo.providers.find((p) => p.provider === 'chatgpt')!;
    // No answered answer: no position, no part of the score, and the score's n is Gemini's answers.
    expect(chatgpt).toMatchObject({ position: null, position_n: 0, aiShareScore: 0, aiShareScore_n: 0 });
    expect(overview.llmo.score_n).toBe(outcomes.answers_counted);

    const charts = RankingChartsSchema.parse(
      await get(`/api/ranking-query/${ranking.uuid}/charts/?time_range=7d`),
    );
    expect(charts).toMatchObject(outcomes);
    const today = charts.competitorsChart.labels.length - 1;
    for (const d of charts.competitorsChart.datasets) expect(d.data_n[today]).toBe(outcomes.answers_counted);

    const responses = RankingResponsesSchema.parse(
      await get(`/api/ranking-query/${ranking.uuid}/responses/?time_range=7d&page_size=50`),
    ).responses;
    expect(responses.filter((r) => r.provider === 'chatgpt').map((r) => r.answer_status)).toEqual([
      'refused',
      'refused',
    ]);
    // A failed answer is not listed: there is nothing to read.
    expect(responses.some((r) => r.provider === 'perplexity')).toBe(false);
  });

  it('leaves them out of the opened prompts and counts them', async () => {
    const rankingResult = RankingQueryResultSchema.parse(
      await get(`/api/projects/${project.uuid}/ranking-queries/${ranking.id}/results/`),
    );
    expect(rankingResult).toMatchObject((await statuses(ranking.id)).outcomes);
    expect(rankingResult.results.find((r) => r.provider === 'chatgpt')).toMatchObject({
      client_position: null,
      client_position_n: 0,
    });
    const questionResult = QuestionQueryResultSchema.parse(
      await get(`/api/projects/${project.uuid}/question-queries/${question.id}/results/`),
    );
    expect(questionResult).toMatchObject((await statuses(question.id)).outcomes);
    expect(questionResult.results.find((r) => r.provider === 'chatgpt')).toMatchObject({
      rating: null,
      rating_n: 0,
    });
  });

  it('leaves them out of the accuracy statistics and counts them', async () => {
    const { outcomes } = await statuses(question.id);
    expect(outcomes.answers_refused).toBe(2);
    const stats = QuestionStatsSchema.parse(
      await get(`/api/question-query/${question.id}/stats/?time_range=7d`),
    );
    expect(stats).toMatchObject(outcomes);
    const rated = (provider: string) => stats.stats.find((s) => s.name === provider)?.value ?? 0;
    expect(rated('chatgpt')).toBe(0);
    expect(rated('gemini')).toBe(outcomes.answers_counted);
  });

  it('leaves them out of the general metrics and counts them', async () => {
    const { outcomes } = await statuses();
    expect(outcomes.answers_refused).toBe(4);
    const reply = GeneralMetricsReplySchema.parse(
      await get(`/api/projects/${project.uuid}/general-metrics/`),
    );
    expect(reply).toMatchObject(outcomes);
    const providers = reply.general_metrics.provider_metrics;
    expect(providers.chatgpt).toMatchObject({ mentions: 0, mentions_n: 0 });
    expect(providers.gemini.mentions_n).toBe(outcomes.answers_counted);
  });

  it('moves a stored answer that a re-analysis reads as a refusal out of the figures', async () => {
    const { rows } = await h.ctx.db.query<{ id: number }>(
      `SELECT id FROM answers WHERE prompt_id = $1 AND engine = 'gemini' AND status = 'COMPLETED' ORDER BY id LIMIT 1`,
      [ranking.id],
    );
    const before = (await statuses(ranking.id)).outcomes;
    // As collected under an analyzer that did not know refusals.
    await h.ctx.db.query(
      `UPDATE answers SET answer_text = $2, analyzer_version = '1.3.0', mention = 'RECOMMENDED', position = 1 WHERE id = $1`,
      [
        rows[0].id,
        "I don't have access to real-time information, so I can't say which tools are best today.",
      ],
    );
    await reanalyze(h.ctx.db, { projectId: project.id });
    const after = (await statuses(ranking.id)).outcomes;
    expect(after).toEqual({
      ...before,
      answers_counted: before.answers_counted - 1,
      answers_refused: before.answers_refused + 1,
    });
    const overview = RankingOverviewSchema.parse(await get(`/api/ranking-query/${ranking.uuid}/overview/`));
    expect(overview).toMatchObject(after);
    expect(overview.llmo.score_n).toBe(after.answers_counted);
  });

  it('leaves an imported app answer that refuses out of the figures that include imported answers', async () => {
    const captured = h.clock.now().toISOString();
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${answerImportPaths.rows(project.uuid)}`,
      headers: bearer(session),
      payload: {
        confirm: true,
        rows: [REFUSAL, '1. **Asana** — for teams.\n2. **Trello** — boards.'].map((answer) => ({
          prompt: 'best project management software',
          engine: 'gemini',
          captured_at: captured,
          answer,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.ctx.db.query<{ refused: boolean; position: number | null; entities: unknown[] }>(
      'SELECT refused, position, entities FROM imported_answers WHERE project_id = $1 ORDER BY id',
      [project.id],
    );
    expect(rows).toEqual([
      { refused: true, position: null, entities: [] },
      expect.objectContaining({ refused: false, position: 1 }),
    ]);
    const url = `/api/ranking-query/${ranking.uuid}/charts/?time_range=7d`;
    const api = RankingChartsSchema.parse(await get(url));
    const both = RankingChartsSchema.parse(await get(`${url}&include_imported=true`));
    expect(both.imported_answers).toBe(1);
    expect(both).toMatchObject({
      answers_counted: api.answers_counted + 1,
      answers_refused: api.answers_refused + 1,
      answers_empty: api.answers_empty,
      answers_failed: api.answers_failed,
    });
  });
});
