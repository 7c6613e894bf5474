// Adaptive sampling through the real pipeline on the sandbox engines: cells whose samples split are
// asked again until their mention interval is narrow enough, within the per-cell maximum and the
// report's budget; retried jobs and repeated decisions add nothing; the report shows where it went.
import {
  ExecutionSamplingSchema,
  RankingResponsesSchema,
  ReportDocumentSchema,
  ReportStatusSchema,
  wilsonWidth,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createEngines, type EngineAdapter, EngineError } from '../src/engines/index.ts';
import { decideSamples } from '../src/modules/reports/decide-samples.ts';
import { executionRepo } from '../src/modules/reports/execution.repo.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { bearer, createBrand, register, startHarness } from './harness.ts';

/** The sandbox answers by day: a fixed day makes every run of this file see the same answers. */
const DAY = new Date('2026-03-02T09:00:00Z');
const ENGINES = ['chatgpt', 'perplexity', 'ai_overviews'];
const RANKING = [
  'best CRM software for small businesses',
  'top CRM tools for startups',
  'best CRM for real estate agents',
  'CRM with the best email integration',
  'cheapest CRM for freelancers',
];

interface AnswerRow {
  id: number;
  execution_id: number;
  prompt_id: number;
  engine: string;
  sample: number;
  status: string;
  mention: string | null;
}

const setUp = async (env: Record<string, string>, engines?: Record<string, EngineAdapter>) => {
  const h = await startHarness({
    env,
    engines: engines && { ...createEngines(loadConfig({}, []).engines), ...engines },
  });
  const { session } = await register(h);
  const project = await createBrand(h, session, {
    ...HUBSPOT,
    ai_engines: ENGINES,
    ranking_queries: RANKING,
  });
  const run = async () => {
    h.clock.current = DAY;
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/run/`,
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(202);
    return res.json().execution.id as number;
  };
  const answers = async (executionId: number) =>
    (
      await h.ctx.db.query<AnswerRow>(
        `SELECT a.id, a.execution_id, a.prompt_id, a.engine, a.sample, a.status, a.mention
         FROM answers a JOIN prompts p ON p.id = a.prompt_id
         WHERE a.execution_id = $1 AND p.kind = 'RANKING' ORDER BY a.prompt_id, a.engine, a.sample`,
        [executionId],
      )
    ).rows;
  return { h, session, project, run, answers };
};

/** The ranking answers of an execution grouped per prompt x engine, samples in order. */
const cells = (rows: AnswerRow[]) => {
  const out = new Map<string, AnswerRow[]>();
  for (const r of rows)
    out.set(`${r.prompt_id}:${r.engine}`, [...(out.get(`${r.prompt_id}:${r.engine}`) ?? []), r]);
  return [...out.values()];
};
const answered = (rows: AnswerRow[]) => rows.filter((r) => r.status === 'COMPLETED');
const mentioned = (rows: AnswerRow[]) =>
  answered(rows).filter((r) => r.mention === 'RECOMMENDED' || r.mention === 'MENTIONED');
const width = (rows: AnswerRow[]) => wilsonWidth(mentioned(rows).length, answered(rows).length);

describe('adaptive sampling with budget to spare (3 base, target 0.6, at most 8)', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  let executionId: number;
  beforeAll(async () => {
    t = await setUp({ REPORT_EXTRA_BUDGET: '3' });
  });
  afterAll(async () => {
    await t?.h.close();
  });

  it('does not finish while an extra sample is pending, and a repeated decision adds nothing', async () => {
    const { h } = t;
    executionId = await t.run();
    await h.ctx.reportJobs.startJob.handle({ executionId });
    // Collect the base samples by hand, leaving the queued jobs (their duplicates) for later.
    for (const row of await t.answers(executionId)) {
      await h.ctx.reportJobs.collectJobs
        .find((j) => j.name === `report.answer.${row.engine}`)
        ?.handle({ answerId: row.id });
    }
    const { rows: questions } = await h.ctx.db.query<{ id: number; engine: string }>(
      `SELECT a.id, a.engine FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND p.kind = 'QUESTION'`,
      [executionId],
    );
    for (const row of questions) {
      await h.ctx.reportJobs.collectJobs
        .find((j) => j.name === `report.answer.${row.engine}`)
        ?.handle({ answerId: row.id });
    }
    const afterBase = await t.answers(executionId);
    const extras = afterBase.filter((r) => r.sample > 3);
    // Some cells of these prompts split on their base samples and asked a fourth.
    expect(extras.length).toBeGreaterThan(0);
    expect(extras.every((r) => r.sample === 4 && r.status === 'PENDING')).toBe(true);

    await h.ctx.reportJobs.finishJob.handle({ executionId });
    expect((await executionRepo.get(h.ctx.db, executionId))?.status).toBe('RUNNING');

    // The decision again, for every cell: the fourth samples are pending, so nothing changes.
    const spent = (await executionRepo.get(h.ctx.db, executionId))?.extra_spent;
    expect(await h.ctx.db.tx((q) => decideSamples(q, executionId))).toEqual([]);
    expect(await t.answers(executionId)).toEqual(afterBase);
    expect((await executionRepo.get(h.ctx.db, executionId))?.extra_spent).toBe(spent);
    // The same sample inserted twice is the idempotency key at work: no row and nothing spent.
    const execution = await executionRepo.get(h.ctx.db, executionId);
    if (!execution) throw new Error('execution missing');
    const [first] = extras;
    expect(
      await h.ctx.db.tx((q) =>
        executionRepo.addExtraSamples(q, execution, [
          { prompt_id: first.prompt_id, engine: first.engine as 'chatgpt', sample: first.sample },
        ]),
      ),
    ).toEqual([]);
    expect((await executionRepo.get(h.ctx.db, executionId))?.extra_spent).toBe(spent);

    await h.drainJobs();
    expect((await executionRepo.get(h.ctx.db, executionId))?.status).toBe('COMPLETED');
  });

  it('asks a cell again only while its interval is wider than the target, and stops there', async () => {
    const { rows: plan } = await t.h.ctx.db.query<{ extra_budget: number; extra_spent: number }>(
      'SELECT extra_budget, extra_spent FROM report_executions WHERE id = $1',
      [executionId],
    );
    const all = await t.answers(executionId);
    // 5 prompts x 3 engines x 3 base samples, three times over as budget.
    expect(plan[0].extra_budget).toBe(3 * 5 * 3 * 3);
    expect(all.filter((r) => r.sample > 3)).toHaveLength(plan[0].extra_spent);
    expect(plan[0].extra_spent).toBeLessThan(plan[0].extra_budget);
    let stoppedAtBase = 0;
    for (const cell of cells(all)) {
      expect(cell.map((r) => r.sample)).toEqual(cell.map((_, i) => i + 1));
      expect(cell.length).toBeLessThanOrEqual(8);
      if (answered(cell).length === 0) continue;
      // The budget was not used up: every cell ends at the target (or at the maximum).
      if (cell.length < 8) expect(width(cell)).toBeLessThanOrEqual(0.6);
      // Every extra sample was asked because the cell was still too wide without it.
      if (cell.length > 3) expect(width(cell.slice(0, -1))).toBeGreaterThan(0.6);
      else stoppedAtBase++;
    }
    expect(stoppedAtBase).toBeGreaterThan(0);
  });

  it('runs a collecting job and the start step again without another answer', async () => {
    const before = await t.answers(executionId);
    const last = before.filter((r) => r.sample > 3).at(-1);
    if (!last) throw new Error('expected an extra sample');
    await t.h.ctx.reportJobs.collectJobs
      .find((j) => j.name === `report.answer.${last.engine}`)
      ?.handle({ answerId: last.id });
    await t.h.ctx.reportJobs.startJob.handle({ executionId });
    await t.h.drainJobs();
    expect(await t.answers(executionId)).toEqual(before);
  });

  it('shows per cell the samples asked, n and the interval, and the extra answers spent', async () => {
    const { h, session, project } = t;
    const all = await t.answers(executionId);
    const status = ReportStatusSchema.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/projects/${project.uuid}/execution-status/`,
          headers: bearer(session),
        })
      ).json(),
    );
    expect(status.executions[0].sampling).toMatchObject({
      adaptive: true,
      base_samples: 3,
      max_samples: 8,
      target_width: 0.6,
      extra_spent: all.filter((r) => r.sample > 3).length,
    });

    const report = ReportDocumentSchema.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/reports/${status.executions[0].uuid}/`,
          headers: bearer(session),
        })
      ).json(),
    );
    const sampling = ExecutionSamplingSchema.parse(report.sampling);
    expect(sampling.cells).toHaveLength(5 * 3);
    for (const cell of cells(all)) {
      const shown = sampling.cells.find(
        (c) => c.query_id === cell[0].prompt_id && c.provider === cell[0].engine,
      );
      expect(shown).toMatchObject({
        asked: cell.length,
        extra: cell.length - 3,
        n: answered(cell).length,
        mentions: mentioned(cell).length,
        stop: answered(cell).length === 0 ? 'no_answers' : 'target',
      });
      expect((shown?.mention_high ?? 0) - (shown?.mention_low ?? 0)).toBeCloseTo(width(cell), 10);
      const row = report.query_analysis_list
        .find((q) => q.query_id === cell[0].prompt_id)
        ?.page2.provider_table_data.find((p) => p.provider === cell[0].engine);
      expect(row).toMatchObject({ n: answered(cell).length, extra: cell.length - 3 });
    }

    // Each listed answer says which model was asked for and which answered.
    const prompt = project.ranking_queries[0];
    const responses = RankingResponsesSchema.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/ranking-query/${prompt.uuid}/responses/?page_size=50`,
          headers: bearer(session),
        })
      ).json(),
    );
    expect(responses.responses.length).toBeGreaterThan(0);
    for (const r of responses.responses) {
      expect(r.model).toBe(`sandbox-${r.provider}-1`);
      expect(r.served_model).toBe(r.model);
    }
  });
});

describe('adaptive sampling limits', () => {
  it('never asks a cell more than its maximum', async () => {
    // A target no cell reaches by 5 samples (8 of 8 is still 0.32 wide) and budget to spare.
    const t = await setUp({ REPORT_TARGET_WIDTH: '0.3', REPORT_MAX_SAMPLES: '5', REPORT_EXTRA_BUDGET: '5' });
    try {
      const executionId = await t.run();
      await t.h.drainJobs();
      for (const cell of cells(await t.answers(executionId))) {
        expect(cell).toHaveLength(answered(cell.slice(0, 3)).length === 0 ? 3 : 5);
      }
    } finally {
      await t.h.close();
    }
  });

  it('spends exactly the report budget when cells would take more, spread over the cells', async () => {
    const t = await setUp({ REPORT_TARGET_WIDTH: '0.3', REPORT_EXTRA_BUDGET: '0.2' });
    try {
      const executionId = await t.run();
      await t.h.drainJobs();
      const execution = await executionRepo.get(t.h.ctx.db, executionId);
      const budget = Math.floor(0.2 * 5 * 3 * 3);
      expect(execution).toMatchObject({ status: 'COMPLETED', extra_budget: budget, extra_spent: budget });
      const all = await t.answers(executionId);
      expect(all.filter((r) => r.sample > 3)).toHaveLength(budget);
      // Until every cell has its base answers a cell takes its even share (9 for 15 cells: one),
      // so the first engine's cells cannot take it all: the extras reach two engines or more.
      expect(Math.max(...cells(all).map((c) => c.length))).toBe(4);
      expect(new Set(all.filter((r) => r.sample > 3).map((r) => r.engine)).size).toBeGreaterThan(1);
    } finally {
      await t.h.close();
    }
  });

  it('leaves failed answers out of n, so a cell with a failure asks again', async () => {
    const sandbox = createEngines(loadConfig({}, []).engines);
    // ChatGPT refuses every second sample for good; its other samples answer as usual.
    const chatgpt: EngineAdapter = {
      ...sandbox.chatgpt,
      async ask(req) {
        if (req.sample === 2)
          throw new EngineError('refused', { kind: 'http', status: 400, retryable: false });
        return sandbox.chatgpt.ask(req);
      },
    };
    const t = await setUp({}, { chatgpt });
    try {
      const executionId = await t.run();
      await t.h.drainJobs();
      const chatgptCells = cells(await t.answers(executionId)).filter((c) => c[0].engine === 'chatgpt');
      expect(chatgptCells).toHaveLength(5);
      for (const cell of chatgptCells) {
        expect(cell[1].status).toBe('FAILED');
        // Two answers are at least 0.66 wide: three samples asked, but n = 2 is not enough.
        expect(cell.length).toBeGreaterThan(3);
        expect(answered(cell)).toHaveLength(cell.length - 1);
      }
    } finally {
      await t.h.close();
    }
  });

  it('asks the fixed number of samples with REPORT_ADAPTIVE=false', async () => {
    const t = await setUp({ REPORT_ADAPTIVE: 'false' });
    try {
      const executionId = await t.run();
      await t.h.drainJobs();
      expect(await executionRepo.get(t.h.ctx.db, executionId)).toMatchObject({
        max_samples: 3,
        target_width: null,
        extra_budget: 0,
        extra_spent: 0,
      });
      expect(await t.answers(executionId)).toHaveLength(5 * 3 * 3);
    } finally {
      await t.h.close();
    }
  });
});
