// Report pipeline benchmark: a 100-prompt x 8-engine x 3-sample execution on the sandbox engines with a
// fixed simulated latency, run by real workers. Prints wall time against the lower bound
// (calls x latency / allowed concurrency) and the share of time spent in answer analysis.
// Usage: node bench/report/run.ts [--prompts 100] [--latency 2000] [--concurrency 8]
// Set DATABASE_URL to run it on PostgreSQL instead of an in-memory PGlite.
import { parseArgs } from 'node:util';
import { analyzeAnswer } from '../../apps/server/src/analysis/analyze-answer.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createEngines } from '../../apps/server/src/engines/index.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';

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
const ENGINES = [
  'chatgpt',
  'claude',
  'gemini',
  'perplexity',
  'copilot',
  'deepseek',
  'ai_overviews',
  'ai_mode',
] as const;

const schema = `bench_${Date.now()}`;
const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, schema)
  : await openPglite();
await migrate(db);
const config = loadConfig(
  {
    DATA_DIR: '/tmp/sightline-bench-report',
    ENGINE_CONCURRENCY: String(concurrency),
    REPORT_SAMPLES: String(samples),
    SANDBOX_LATENCY_MS: String(latencyMs),
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
const { rows: users } = await db.query<{ id: number }>(
  `INSERT INTO users (email, password_hash, name, unsubscribe_code) VALUES ('bench@example.com', 'x', 'Bench', 'bench') RETURNING id`,
);
await db.query(
  `INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, (SELECT id FROM plans WHERE name = 'ENTERPRISE'), 'ACTIVE')`,
  [users[0].id],
);
await db.query(`UPDATE plans SET queries_per_month = 100000 WHERE name = 'ENTERPRISE'`);
const project = await ctx.projects.create(
  users[0].id,
  {
    entity_name: 'Taskflow',
    location: 'Barcelona',
    domain: 'taskflow.io',
    description: '',
    entity_website: '',
    timezone: 'UTC',
    remove_logo: false,
    ai_engines: [...ENGINES],
    ranking_queries: Array.from({ length: prompts }, (_, i) => ({
      id: undefined,
      query_text: `best project management software ${i}`,
    })),
  },
  null,
);
await ctx.queue.work(ctx.jobs);

const started = performance.now();
await ctx.executions.run(users[0].id, project.uuid);
for (;;) {
  await new Promise((r) => setTimeout(r, 100));
  const status = await ctx.executions.status(users[0].id, project.uuid);
  if (!status.running) break;
}
const wallMs = performance.now() - started;
const calls = prompts * ENGINES.length * samples;
const boundMs = (calls * latencyMs) / (concurrency * ENGINES.length);
const { rows } = await db.query<{ status: string; n: number }>(
  'SELECT status, count(*)::int AS n FROM answers GROUP BY status',
);

// Analysis cost, measured afterwards on the stored answers with the function the workers call, so
// the run itself is not slowed by measuring it.
const { rows: stored } = await db.query<{ engine: string; query_text: string; answer_text: string }>(
  `SELECT a.engine, p.query_text, a.answer_text FROM answers a JOIN prompts p ON p.id = a.prompt_id WHERE a.status = 'COMPLETED'`,
);
const analysisStart = performance.now();
for (const a of stored) {
  analyzeAnswer({
    engine: a.engine,
    prompt: a.query_text,
    answer: a.answer_text,
    brand: { name: 'Taskflow', domain: 'taskflow.io' },
  });
}
const analysisMs = performance.now() - analysisStart;

console.log(`database: ${db.kind}`);
console.log(
  `engine calls in flight at most: ${maxInFlight}; first call after ${((firstCall ?? 0) - started).toFixed(0)} ms, last call ended ${(lastCall - started).toFixed(0)} ms`,
);
console.log(
  `calls: ${calls} (${prompts} prompts x ${ENGINES.length} engines x ${samples} samples), latency ${latencyMs} ms, concurrency ${concurrency} per engine`,
);
console.log(`answers: ${rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
console.log(`wall time: ${(wallMs / 1000).toFixed(2)} s`);
console.log(`lower bound: ${(boundMs / 1000).toFixed(2)} s`);
console.log(`over the bound: ${(((wallMs - boundMs) / boundMs) * 100).toFixed(1)} %`);
console.log(
  `analysis: ${(analysisMs / 1000).toFixed(2)} s of CPU for ${stored.length} answers, ${((analysisMs / wallMs) * 100).toFixed(1)} % of wall time`,
);
await ctx.queue.stop();
await db.close();
process.exit(0);
