// Every metric reply carries, beside each rate or average, the answers behind it (`_n`) and its 95 %
// interval (`_ci95`), on real pipeline data whose positions are then set to known values: a walk of
// every reply checks the fields' shape and consistency, and the figures are checked against the
// answers they come from. Trends are significant only when the periods' intervals are apart.
import {
  type Ci95,
  countCi95,
  meanCi95,
  proportionCi95,
  type Session,
  shownCi95,
  trendSignificant,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupRepo } from '../src/modules/reports/rollups.repo.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';

let h: Harness;
let session: Session;
let project: { uuid: string; id: number };
let prompts: { id: number; uuid: string; kind: 'RANKING' | 'QUESTION' }[];
/** The three executions, oldest first, with their UTC day. */
let executions: { id: number; uuid: string; day: string }[];

const get = async (url: string) => {
  const res = await h.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

const POSITIONS = [1, Number.POSITIVE_INFINITY] as const;
const moments = (values: readonly number[]) => ({
  n: values.length,
  sum: values.reduce((a, b) => a + b, 0),
  sumSq: values.reduce((a, b) => a + b * b, 0),
});
const positionCi = (values: readonly number[]) => meanCi95(moments(values), POSITIONS);

/**
 * Ranks the brand in every answered sample of one prompt and execution, at `pattern` by sample (the
 * answer's position and the brand's entity row agree, as the analyzer writes them).
 */
const setBrandPositions = async (promptId: number, executionId: number, pattern: readonly number[]) => {
  await h.ctx.db.query(
    `UPDATE answers SET position = ($3::int[])[1 + (sample - 1) % array_length($3::int[], 1)],
       mention = CASE WHEN mention = 'RECOMMENDED' THEN mention ELSE 'MENTIONED' END
     WHERE prompt_id = $1 AND execution_id = $2 AND status = 'COMPLETED'`,
    [promptId, executionId, pattern],
  );
  await h.ctx.db.query(
    `INSERT INTO answer_entities (answer_id, entity_key, name, position, is_brand)
     SELECT a.id, $3, $4, a.position, true FROM answers a
     WHERE a.prompt_id = $1 AND a.execution_id = $2 AND a.status = 'COMPLETED'
     ON CONFLICT (answer_id, entity_key) DO UPDATE SET position = EXCLUDED.position`,
    [promptId, executionId, BRAND_KEY, HUBSPOT.entity_name],
  );
};

/** The brand's entity key, as the analyzer names it. */
let BRAND_KEY: string;

beforeAll(async () => {
  // Fixed sampling: three samples per prompt and engine.
  h = await startHarness({ env: { REPORT_SAMPLES: '3', REPORT_ADAPTIVE: 'false' } });
  ({ session } = await register(h));
  project = await createBrand(h, session, HUBSPOT);
  session = await runReportsDaysAgo(h, session, project.uuid, [6, 3, 0]);
  prompts = (
    await h.ctx.db.query<{ id: number; uuid: string; kind: 'RANKING' | 'QUESTION' }>(
      'SELECT id, uuid, kind FROM prompts WHERE project_id = $1 ORDER BY id',
      [project.id],
    )
  ).rows;
  executions = (
    await h.ctx.db.query<{ id: number; uuid: string; day: string }>(
      `SELECT id, uuid, to_char(executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM report_executions
       WHERE project_id = $1 ORDER BY executed_at`,
      [project.id],
    )
  ).rows;
  BRAND_KEY = (
    await h.ctx.db.query<{ entity_key: string }>(
      `SELECT ae.entity_key FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
       WHERE a.project_id = $1 AND ae.is_brand LIMIT 1`,
      [project.id],
    )
  ).rows[0].entity_key;
  const [first, second] = prompts.filter((p) => p.kind === 'RANKING');
  // The first ranking prompt falls from around 8.5 to around 1.5: a real change. The second moves
  // inside its spread: noise.
  await setBrandPositions(first.id, executions[0].id, [8, 9]);
  await setBrandPositions(first.id, executions[1].id, [8, 9]);
  await setBrandPositions(first.id, executions[2].id, [1, 2]);
  await setBrandPositions(second.id, executions[1].id, [2, 6, 4]);
  await setBrandPositions(second.id, executions[2].id, [1, 5, 3]);
  // ChatGPT's served model changes with the last execution.
  await h.ctx.db.query(
    `UPDATE answers SET served_model = 'gpt-constructed' WHERE execution_id = $1 AND engine = 'chatgpt'`,
    [executions[2].id],
  );
  for (const e of executions) await h.ctx.db.tx((q) => rollupRepo.rebuildDay(q, project.id, e.day));
}, 120_000);

afterAll(() => h?.close());

const ranking = () => prompts.filter((p) => p.kind === 'RANKING');
const question = () => prompts.find((p) => p.kind === 'QUESTION')!;

interface Found {
  path: string;
  key: string;
  value: unknown;
  n: unknown;
  ci95: unknown;
}

/** Every `<key>` of the reply that has `<key>_n` and `<key>_ci95` beside it, at any depth. */
const intervalFieldsOf = (reply: unknown, path = ''): Found[] => {
  if (Array.isArray(reply)) return reply.flatMap((v, i) => intervalFieldsOf(v, `${path}[${i}]`));
  if (reply === null || typeof reply !== 'object') return [];
  const o = reply as Record<string, unknown>;
  const own = Object.keys(o)
    .filter((k) => `${k}_n` in o && `${k}_ci95` in o)
    .map((key) => ({ path, key, value: o[key], n: o[`${key}_n`], ci95: o[`${key}_ci95`] }));
  return [...own, ...Object.entries(o).flatMap(([k, v]) => intervalFieldsOf(v, `${path}.${k}`))];
};

/** A figure and its interval: an n of at least 0, [low, high] or null, the value inside (to its rounding). */
const checkFigure = (where: string, value: unknown, n: unknown, ci95: unknown) => {
  expect(Number.isInteger(n) && (n as number) >= 0, `${where}: n`).toBe(true);
  if (ci95 === null) return;
  expect(Array.isArray(ci95) && ci95.length === 2, `${where}: ci95 shape`).toBe(true);
  const [low, high] = ci95 as [number, number];
  expect(low, `${where}: low <= high`).toBeLessThanOrEqual(high);
  expect(n, `${where}: an interval needs answers`).not.toBe(0);
  if (typeof value === 'number') {
    expect(value, `${where}: ${value} in [${low}, ${high}]`).toBeGreaterThanOrEqual(low - 0.05);
    expect(value, `${where}: ${value} in [${low}, ${high}]`).toBeLessThanOrEqual(high + 0.05);
  }
};

/** Checks a found field: one figure, a series (arrays of one length) or series by name. */
const checkField = ({ path, key, value, n, ci95 }: Found) => {
  const where = `${path}.${key}`;
  if (Array.isArray(value)) {
    expect([(n as unknown[]).length, (ci95 as unknown[]).length], where).toEqual([
      value.length,
      value.length,
    ]);
    value.forEach((v, i) => {
      checkFigure(`${where}[${i}]`, v, (n as unknown[])[i], (ci95 as unknown[])[i]);
    });
  } else if (value !== null && typeof value === 'object') {
    expect(Object.keys(n as object).sort(), where).toEqual(Object.keys(value).sort());
    for (const name of Object.keys(value))
      checkField({
        path: where,
        key: name,
        value: (value as Record<string, unknown>)[name],
        n: (n as Record<string, unknown>)[name],
        ci95: (ci95 as Record<string, unknown>)[name],
      });
  } else checkFigure(where, value, n, ci95);
};

describe('intervals on every metric reply', () => {
  // Each reply and the rates and averages it must carry intervals for.
  const replies: [string, () => string, string[]][] = [
    ['dashboard metrics', () => '/projects/dashboard-metrics/', ['mentions', 'average_position']],
    ['brand detail', () => `/projects/${project.uuid}/`, ['providers']],
    ['prompt rows', () => `/projects/${project.uuid}/queries/`, ['client_position', 'previous_position']],
    [
      'opened ranking prompt',
      () => `/projects/${project.uuid}/ranking-queries/${ranking()[0].id}/results/`,
      ['client_position', 'previous_position', 'current_week_position', 'last_week_position', 'data'],
    ],
    [
      'opened accuracy prompt',
      () => `/projects/${project.uuid}/question-queries/${question().id}/results/`,
      ['rating', 'score'],
    ],
    ['competitors', () => `/projects/${project.uuid}/competitors/`, ['avg', 'weekly_positions']],
    ['share of voice', () => `/projects/${project.uuid}/share-of-voice/`, ['percentage']],
    [
      'competitor appearances',
      () => `/projects/${project.uuid}/competitors/appearances/?entity=${encodeURIComponent(BRAND_KEY)}`,
      ['position'],
    ],
    [
      'prompt competitor appearances',
      () => `/ranking-query/${ranking()[0].uuid}/competitor-appearances/?entity=HubSpot`,
      ['position'],
    ],
    [
      'ranking overview',
      () => `/ranking-query/${ranking()[0].uuid}/overview/`,
      ['position', 'aiShareScore', 'score'],
    ],
    ['ranking charts', () => `/ranking-query/${ranking()[0].uuid}/charts/`, ['data']],
    ['ranking competitors', () => `/ranking-query/${ranking()[0].uuid}/competitors/`, ['avg']],
    [
      'competitor chart',
      () => `/ranking-query/${ranking()[0].uuid}/competitor-chart/?entity=HubSpot`,
      ['data'],
    ],
    ['accuracy heatmap', () => `/question-query/${question().uuid}/heatmap/`, ['score']],
    [
      'accuracy statistics',
      () => `/question-query/${question().uuid}/stats/`,
      ['averageScore', 'correctResponses', 'almostCorrectResponses', 'wrongResponses'],
    ],
    [
      'general metrics',
      () => `/projects/${project.uuid}/general-metrics/`,
      ['mentions', 'avgPosition', 'shareOfVoice', 'competitor_sov_timeseries'],
    ],
    [
      'printable report',
      () => `/reports/${executions[2].uuid}/`,
      ['average_position', 'position', 'previous_position', 'data'],
    ],
  ];

  it.each(replies)('%s', async (_, url, keys) => {
    const found = intervalFieldsOf(await get(url()));
    expect([...new Set(found.map((f) => f.key))]).toEqual(expect.arrayContaining(keys));
    for (const f of found) checkField(f);
    // Some interval has data: the walk is not over empty replies.
    expect(found.some((f) => JSON.stringify(f.ci95).includes('['))).toBe(true);
  });
});

describe('interval figures against the answers', () => {
  /** The brand's positions in answers matching `where` (on answers a and report_executions e). */
  const brandPositions = async (where: string, params: (string | number)[]) =>
    (
      await h.ctx.db.query<{ position: number }>(
        `SELECT a.position FROM answers a JOIN report_executions e ON e.id = a.execution_id
         WHERE a.project_id = $1 AND a.position IS NOT NULL AND a.status = 'COMPLETED' AND ${where}`,
        [project.id, ...params],
      )
    ).rows.map((r) => r.position);

  it('gives each provider’s position in the opened prompt, and a significant fall of the first prompt', async () => {
    const [first, second] = ranking();
    const opened = await get(`/projects/${project.uuid}/ranking-queries/${first.id}/results/`);
    for (const r of opened.results) {
      const now = await brandPositions('a.prompt_id = $2 AND a.engine = $3 AND a.execution_id = $4', [
        first.id,
        r.provider,
        executions[2].id,
      ]);
      expect(now.length).toBeGreaterThan(1);
      expect([r.client_position_n, r.client_position_ci95]).toEqual([now.length, positionCi(now)]);
      expect(r.trend).toBe('up');
      expect(r.trend_significant).toBe(true);
    }
    const rows = await get(`/projects/${project.uuid}/queries/`);
    const row = (id: number) => rows.ranking_queries.find((q: { id: number }) => q.id === id);
    expect(row(first.id)).toMatchObject({ trend: 'up', trend_significant: true });
    expect(row(second.id).trend_significant).toBe(false);
    expect(row(first.id).client_position_n).toBe(
      (await brandPositions('a.prompt_id = $2 AND a.execution_id = $3', [first.id, executions[2].id])).length,
    );
  });

  /** The brand's positions in the entity rows of the answers (accuracy answers name entities too). */
  const brandEntityPositions = async (promptId?: number) =>
    (
      await h.ctx.db.query<{ position: number }>(
        `SELECT ae.position FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
         WHERE a.project_id = $1 AND ae.is_brand AND ae.position IS NOT NULL
           AND a.status IN ('COMPLETED', 'NO_ANSWER') AND ($2::int IS NULL OR a.prompt_id = $2)`,
        [project.id, promptId ?? null],
      )
    ).rows.map((r) => r.position);

  it('gives the brand’s average over the range on the Competitors tab and the ranking dashboard', async () => {
    const [first] = ranking();
    const all = await brandEntityPositions();
    const tab = await get(`/projects/${project.uuid}/competitors/`);
    const brand = tab.competitors.find((c: { is_client: boolean }) => c.is_client);
    expect([brand.avg_n, brand.avg_ci95]).toEqual([all.length, positionCi(all)]);

    const dashboard = await get(`/ranking-query/${first.uuid}/competitors/`);
    const mine = dashboard.competitors.find((c: { is_client: boolean }) => c.is_client);
    const ofPrompt = await brandEntityPositions(first.id);
    expect([mine.avg_n, mine.avg_ci95]).toEqual([ofPrompt.length, positionCi(ofPrompt)]);
    // The halves of the week: around 8.5 six days ago, around 1.5 today.
    expect(mine).toMatchObject({ trend: 'up', trend_significant: true });
  });

  it('gives share of voice out of each provider’s entity mentions', async () => {
    const sov = await get(`/projects/${project.uuid}/share-of-voice/`);
    const { rows } = await h.ctx.db.query<{ engine: string; total: number; brand: number }>(
      `SELECT a.engine, count(*)::int AS total, count(*) FILTER (WHERE ae.is_brand)::int AS brand
       FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id WHERE a.project_id = $1 GROUP BY a.engine`,
      [project.id],
    );
    for (const r of rows) {
      const cell = sov.share_matrix[r.engine][HUBSPOT.entity_name];
      expect([cell.percentage_n, cell.percentage_ci95]).toEqual([
        r.total,
        proportionCi95(r.brand, r.total, 100),
      ]);
    }
  });

  it('gives the accuracy score’s interval from the judge’s scores', async () => {
    const stats = await get(`/question-query/${question().uuid}/stats/`);
    for (const s of stats.stats) {
      const { rows } = await h.ctx.db.query<{ score: string }>(
        `SELECT score FROM answers WHERE prompt_id = $1 AND engine = $2 AND score IS NOT NULL
           AND status IN ('COMPLETED', 'NO_ANSWER')`,
        [question().id, s.name],
      );
      const scores = rows.map((r) => Number(r.score));
      expect(scores.length).toBeGreaterThan(1);
      expect([s.averageScore_n, s.averageScore_ci95]).toEqual([
        scores.length,
        meanCi95(moments(scores), [0, 10]),
      ]);
    }
  });

  it('gives the brand detail’s weekly positions and the general metrics’ mention counts', async () => {
    const detail = await get(`/projects/${project.uuid}/`);
    const { weeks } = detail.chart_data.ranking;
    for (const engine of HUBSPOT.ai_engines) {
      const expected: [number, Ci95][] = [];
      for (const week of weeks) {
        const p = await brandPositions(
          `a.engine = $2 AND date_trunc('week', e.executed_at AT TIME ZONE 'UTC')::date = $3::date
           AND a.prompt_id IN (SELECT id FROM prompts WHERE kind = 'RANKING')`,
          [engine, week],
        );
        expected.push([p.length, positionCi(p)]);
      }
      const ranking = detail.chart_data.ranking;
      expect(
        weeks.map((_: string, i: number) => [
          ranking.providers_n[engine][i],
          ranking.providers_ci95[engine][i],
        ]),
      ).toEqual(expected);
    }

    const metrics = await get(`/projects/${project.uuid}/general-metrics/`);
    const { rows } = await h.ctx.db.query<{ engine: string; answers: number; mentions: number }>(
      `SELECT engine, count(*) FILTER (WHERE status = 'COMPLETED')::int AS answers,
         count(*) FILTER (WHERE mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions
       FROM answers WHERE project_id = $1 GROUP BY engine`,
      [project.id],
    );
    for (const r of rows) {
      const m = metrics.general_metrics.provider_metrics[r.engine];
      expect([m.mentions, m.mentions_n, m.mentions_ci95]).toEqual([
        r.mentions,
        r.answers,
        countCi95(r.mentions, r.answers),
      ]);
    }
  });

  it('gives the printable report’s provider positions with their trend', async () => {
    const [first] = ranking();
    const report = await get(`/reports/${executions[2].uuid}/`);
    const page = report.query_analysis_list.find((q: { query_id: number }) => q.query_id === first.id);
    for (const row of page.page2.provider_table_data) {
      const of = (execution: number) =>
        brandPositions('a.prompt_id = $2 AND a.engine = $3 AND a.execution_id = $4', [
          first.id,
          row.provider,
          execution,
        ]);
      const [now, before] = [await of(executions[2].id), await of(executions[1].id)];
      expect(row).toMatchObject({
        position_n: now.length,
        position_ci95: shownCi95(positionCi(now)),
        previous_position_n: before.length,
        previous_position_ci95: shownCi95(positionCi(before)),
        trend_significant: trendSignificant(positionCi(before), positionCi(now)),
      });
      expect(row.trend_significant).toBe(true);
    }
  });

  it('marks the day an engine’s served model changed on the charts that draw trends', async () => {
    const change = { engine: 'chatgpt', date: executions[2].day, to: 'gpt-constructed' };
    const charts = await get(`/ranking-query/${ranking()[0].uuid}/charts/`);
    expect(charts.model_changes).toEqual([expect.objectContaining(change)]);
    const detail = await get(`/projects/${project.uuid}/`);
    expect(detail.chart_data.ranking.model_changes).toEqual([expect.objectContaining(change)]);
    const metrics = await get(`/projects/${project.uuid}/general-metrics/`);
    expect(metrics.general_metrics.model_changes).toEqual([expect.objectContaining(change)]);
    const competitors = await get(`/projects/${project.uuid}/competitors/`);
    expect(competitors.model_changes).toEqual([expect.objectContaining(change)]);
    const report = await get(`/reports/${executions[2].uuid}/`);
    expect(report.query_analysis_list[0].page2.model_changes).toEqual([expect.objectContaining(change)]);
  });
});
