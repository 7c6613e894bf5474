// Report pipeline benchmark: a 100-prompt x 8-engine execution (3 base samples, adaptive sampling with
// the default plan) on the sandbox engines with a fixed simulated latency, run by real workers. Prints
// wall time against the lower bound (calls x latency / allowed concurrency), the share of time spent
// in answer analysis, and the answers spent with the brand-mention interval widths they reached per
// prompt x engine cell, against a fixed scheme that spreads the same number of answers evenly. Then
// the reads of that large execution: the agent feedback's build time (paid once, by the finish job)
// and its read from the stored row, and the reply sizes of the feedback and the printable report.
// Usage: node bench/report/run.ts [--prompts 100] [--latency 2000] [--concurrency 8] [--samples 3]
// Set DATABASE_URL to run it on PostgreSQL instead of an in-memory PGlite; REPORT_* variables change
// the sampling plan (REPORT_ADAPTIVE=false runs the fixed scheme through the pipeline).
import { parseArgs } from 'node:util';
import { ENGINES_READING_A, wilsonWidth } from '@sightline/contracts';
import { analyzeAnswer } from '../../apps/server/src/analysis/analyze-answer.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createEngines } from '../../apps/server/src/engines/index.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { recommendationRepo } from '../../apps/server/src/modules/recommendations/recommendations.repo.ts';
import { computeFeedback } from '../../apps/server/src/modules/recommendations/stored-feedback.ts';
import { newIdentity, numberedPrompts, TASKFLOW, taskflowAtScale } from '../../apps/server/src/seed/data.ts';
import { seedBrand, seedUser } from '../../apps/server/src/seed/factories.ts';

const { values } = parseArgs({
  options: {
    prompts: { type: 'string', default: '100' },
    latency: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    samples: { type: 'string', default: '3' },
  },
});
const prompts = Number(values.prompts);
const latencyMs = Number(values.latency);
const concurrency = Number(values.concurrency);
const samples = Number(values.samples);
const ENGINES = ENGINES_READING_A;

const schema = `bench_${Date.now()}`;
const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, schema)
  : await openPglite();
await migrate(db);
const config = loadConfig(
  {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('REPORT_'))),
    DATA_DIR: '/tmp/sightline-bench-report',
    ENGINE_CONCURRENCY: String(concurrency),
    REPORT_SAMPLES: String(samples),
    SANDBOX_LATENCY_MS: String(latencyMs),
    // The bench times the reports it starts itself.
    FIRST_REPORT_ON_CREATE: 'false',
    SCHEDULER: 'false',
    LOG_LEVEL: 'silent',
  },
  [],
);

let inFlight = 0;
let maxInFlight = 0;
let firstCall: number | undefined;
let lastCall = 0;
const engines = createEngines(config.engines);
const timedEngines = Object.fromEntries(
  Object.entries(engines).map(([code, adapter]) => [
    code,
    {
      ...adapter,
      ask: async (req: Parameters<typeof adapter.ask>[0]) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        firstCall ??= performance.now();
        return adapter.ask(req).finally(() => {
          inFlight--;
          lastCall = performance.now();
        });
      },
    },
  ]),
) as typeof engines;

const ctx = await createContext({
  config,
  db,
  clock: systemClock,
  log: { info() {}, error: (o) => console.error(o) },
  engines: timedEngines,
});
const user = await seedUser(db, newIdentity('bench-report'), { plan: 'ENTERPRISE' });
await db.query(`UPDATE plans SET queries_per_month = 100000 WHERE name = 'ENTERPRISE'`);
const project = await seedBrand(
  ctx,
  user.id,
  taskflowAtScale(numberedPrompts('best project management software', prompts)),
);
await ctx.queue.work(ctx.jobs);

const started = performance.now();
await ctx.executions.run(user.id, project.uuid);
for (;;) {
  await new Promise((r) => setTimeout(r, 100));
  const status = await ctx.executions.status(user.id, project.uuid);
  if (!status.running) break;
}
const wallMs = performance.now() - started;
const { rows } = await db.query<{ status: string; n: number }>(
  'SELECT status, count(*)::int AS n FROM answers GROUP BY status',
);
const calls = rows.reduce((n, r) => n + r.n, 0);
const boundMs = (calls * latencyMs) / (concurrency * ENGINES.length);

// Analysis cost, measured afterwards on the stored answers with the function the workers call, so
// the run itself is not slowed by measuring it.
const { rows: answered } = await db.query<{ engine: string; query_text: string; answer_text: string }>(
  `SELECT a.engine, p.query_text, a.answer_text FROM answers a JOIN prompts p ON p.id = a.prompt_id WHERE a.status = 'COMPLETED'`,
);
const analysisStart = performance.now();
for (const a of answered) {
  analyzeAnswer({
    engine: a.engine,
    prompt: a.query_text,
    answer: a.answer_text,
    brand: { name: TASKFLOW.entity_name, domain: TASKFLOW.domain },
  });
}
const analysisMs = performance.now() - analysisStart;

// Sampling: the interval widths the adaptive run reached per cell, against a fixed scheme with the
// same number of answers spread evenly (some cells one more than others). The sandbox is deterministic
// per (prompt, engine, day, sample), so the fixed scheme's answers are the stored ones where they exist
// and asked of the sandbox, analysed the same way, where it would have asked more.
const { rows: stored } = await db.query<{
  prompt_id: number;
  query_text: string;
  engine: (typeof ENGINES)[number];
  sample: number;
  status: string;
  mention: string | null;
}>(
  `SELECT a.prompt_id, p.query_text, a.engine, a.sample, a.status, a.mention
   FROM answers a JOIN prompts p ON p.id = a.prompt_id ORDER BY a.prompt_id, a.engine, a.sample`,
);
const [execution] = (
  await db.query<{ executed_at: Date; extra_budget: number; extra_spent: number }>(
    'SELECT executed_at, extra_budget, extra_spent FROM report_executions',
  )
).rows;
type Outcome = 'mentioned' | 'absent' | 'none';
const outcomeOf = (status: string, mention: string | null): Outcome =>
  status !== 'COMPLETED'
    ? 'none'
    : mention === 'RECOMMENDED' || mention === 'MENTIONED'
      ? 'mentioned'
      : 'absent';
const cellsByKey = new Map<
  string,
  { prompt: string; engine: (typeof ENGINES)[number]; outcomes: Outcome[] }
>();
for (const a of stored) {
  const key = `${a.prompt_id}:${a.engine}`;
  const cell = cellsByKey.get(key) ?? { prompt: a.query_text, engine: a.engine, outcomes: [] };
  cell.outcomes[a.sample - 1] = outcomeOf(a.status, a.mention);
  cellsByKey.set(key, cell);
}
const cells = [...cellsByKey.values()];
const widthOf = (outcomes: Outcome[]) =>
  wilsonWidth(outcomes.filter((o) => o === 'mentioned').length, outcomes.filter((o) => o !== 'none').length);
const instant = createEngines({ ...config.engines, sandboxLatencyMs: 0 });
const outcomeAt = async (cell: (typeof cells)[number], sample: number): Promise<Outcome> => {
  const known = cell.outcomes[sample - 1];
  if (known) return known;
  const answer = await instant[cell.engine].ask({
    engine: cell.engine,
    prompt: cell.prompt,
    sample,
    day: execution.executed_at.toISOString().slice(0, 10),
    project: {
      entity_name: TASKFLOW.entity_name,
      entity_label: TASKFLOW.entity_label,
      domain: TASKFLOW.domain,
      location: TASKFLOW.location,
      aliases: [],
    },
  });
  if (answer.status !== 'answered') return 'none';
  const analysis = analyzeAnswer({
    engine: cell.engine,
    prompt: cell.prompt,
    answer: answer.text,
    sources: answer.citations.map((c) => ({ url: c.url, title: c.title })),
    brand: { name: TASKFLOW.entity_name, label: TASKFLOW.entity_label, aliases: [], domain: TASKFLOW.domain },
    competitors: [],
  });
  return analysis.mention === 'recommended' || analysis.mention === 'mentioned' ? 'mentioned' : 'absent';
};
// A cell whose engine showed nothing (no AI Overview for the prompt) has no interval to narrow:
// both schemes are compared on the cells with at least one answer in the run.
const measured = cells.map((c) => c.outcomes.some((o) => o !== 'none'));
const evenly = Math.floor(calls / cells.length);
const fixedWidths: number[] = [];
for (const [i, cell] of cells.entries()) {
  const k = evenly + (i < calls - evenly * cells.length ? 1 : 0);
  const outcomes: Outcome[] = [];
  for (let sample = 1; sample <= k; sample++) outcomes.push(await outcomeAt(cell, sample));
  if (measured[i]) fixedWidths.push(widthOf(outcomes));
}
const adaptiveWidths = cells.map((c) => widthOf(c.outcomes)).filter((_, i) => measured[i]);
const widthFigures = (widths: number[]) => {
  const sorted = [...widths].sort((a, b) => a - b);
  const mean = sorted.reduce((s, w) => s + w, 0) / sorted.length;
  const p90 = sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)];
  return `mean ${mean.toFixed(3)}, p90 ${p90.toFixed(3)}, max ${sorted.at(-1)?.toFixed(3)}`;
};
const askedCounts = new Map<number, number>();
for (const c of cells) askedCounts.set(c.outcomes.length, (askedCounts.get(c.outcomes.length) ?? 0) + 1);

console.log(`database: ${db.kind}`);
console.log(
  `engine calls in flight at most: ${maxInFlight}; first call after ${((firstCall ?? 0) - started).toFixed(0)} ms, last call ended ${(lastCall - started).toFixed(0)} ms`,
);
console.log(
  `calls: ${calls} (${prompts} prompts x ${ENGINES.length} engines x ${samples} base samples + ${execution.extra_spent} extra), latency ${latencyMs} ms, concurrency ${concurrency} per engine`,
);
console.log(`answers: ${rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
console.log(`wall time: ${(wallMs / 1000).toFixed(2)} s`);
console.log(`lower bound: ${(boundMs / 1000).toFixed(2)} s`);
console.log(`over the bound: ${(((wallMs - boundMs) / boundMs) * 100).toFixed(1)} %`);
console.log(
  `analysis: ${(analysisMs / 1000).toFixed(2)} s of CPU for ${answered.length} answers, ${((analysisMs / wallMs) * 100).toFixed(1)} % of wall time`,
);
const { sampling } = config;
console.log(
  `sampling plan: ${sampling.samples} base samples, at most ${sampling.maxSamples} per cell, target width ${sampling.targetWidth ?? 'none'}, budget ${execution.extra_budget} extra answers (${sampling.extraBudgetRatio} x base)`,
);
console.log(
  `answers spent: ${calls} (${calls - execution.extra_spent} base + ${execution.extra_spent} extra) over ${cells.length} prompt x engine cells`,
);
console.log(
  `samples asked per cell: ${[...askedCounts]
    .sort((a, b) => a[0] - b[0])
    .map(([asked, n]) => `${asked}: ${n} cells`)
    .join(', ')}`,
);
console.log(
  `95 % mention-interval width over the ${adaptiveWidths.length} cells with answers (${cells.length - adaptiveWidths.length} without any):`,
);
console.log(`  adaptive (as run):                              ${widthFigures(adaptiveWidths)}`);
console.log(
  `  fixed, same answers spread evenly (${evenly}${calls % cells.length ? `-${evenly + 1}` : ''} per cell): ${widthFigures(fixedWidths)}`,
);

// Reads of this execution. Sizes are the JSON replies; times are medians of several reads.
const median = async (n: number, read: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await read();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
};
const [{ uuid }] = (await db.query<{ uuid: string }>('SELECT uuid::text FROM report_executions')).rows;
const executionRow = await recommendationRepo.execution(db, uuid);
if (!executionRow) throw new Error('no execution');
const builtMs = await median(3, () => computeFeedback(db, executionRow));
const kb = (value: unknown) => `${(JSON.stringify(value).length / 1024).toFixed(1)} KB`;
const asTab = { selected_only: true } as const;
const readMs = await median(9, () => ctx.recommendations.feedback(user.id, uuid, asTab));
console.log(
  `agent feedback: built from the answers in ${builtMs.toFixed(0)} ms (once, at finish); read stored in ${readMs.toFixed(1)} ms`,
);
console.log(
  `agent feedback reply: ${kb(await ctx.recommendations.feedback(user.id, uuid, asTab))} as the tab asks (selected_only), ${kb(await ctx.recommendations.feedback(user.id, uuid, { selected_only: false }))} with every query`,
);
console.log(`printable report reply: ${kb(await ctx.reportDocuments.get(user.id, uuid))}`);
await ctx.queue.stop();
await db.close();
process.exit(0);
