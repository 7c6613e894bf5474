// Storage per brand-day: a brand with a day of answers (20 prompts of one product category x the eight
// default engines x the default samples, adaptive sampling included) whose texts are the real answers
// of AI Product Bench run 1, run through the report pipeline the workers run (collection, analysis,
// spans, sources, entities, roll-ups, stored feedback). Prints what that day adds to the database, by
// table (rows, their bytes, and the relation on disk with its TOAST and indexes), the answers' bytes
// split into raw text and the rest, then the same once the retention job removed the texts (before and
// after VACUUM FULL gives the space back). Figures only; it asserts nothing.
// Usage: node bench/storage/run.ts [--prompts 20]
// Set DATABASE_URL to measure on PostgreSQL instead of an in-memory PGlite.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DAY_MS, ENGINES_READING_A } from '@sightline/contracts';
import type { BenchAnswer } from '../../apps/server/src/analysis/gold-cases.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createEngines, type EngineAdapter } from '../../apps/server/src/engines/index.ts';
import { ManualClock } from '../../apps/server/src/lib/clock.ts';
import { newIdentity } from '../../apps/server/src/seed/data.ts';
import { seedBrand, seedReports, seedUser } from '../../apps/server/src/seed/factories.ts';

const { values } = parseArgs({ options: { prompts: { type: 'string', default: '20' } } });
const promptCount = Number(values.prompts);

// The category with the most prompts; the brand its answers name most often, the others its rivals.
const bench = readFileSync(
  path.join(import.meta.dirname, '../../fixtures/answers/product-bench-run1.jsonl'),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as BenchAnswer);
const categories = new Map<string, BenchAnswer[]>();
for (const a of bench) {
  const key = (a.category_brands ?? []).join('|');
  categories.set(key, [...(categories.get(key) ?? []), a]);
}
const category = [...categories.values()].sort(
  (x, y) => new Set(y.map((a) => a.prompt)).size - new Set(x.map((a) => a.prompt)).size,
)[0];
const answersOf = new Map<string, BenchAnswer[]>();
for (const a of category) answersOf.set(a.prompt, [...(answersOf.get(a.prompt) ?? []), a]);
const prompts = [...answersOf.keys()].slice(0, promptCount);
const named = (brand: string) =>
  category.filter((a) => a.answer.toLowerCase().includes(brand.toLowerCase())).length;
const brand = [...(category[0].category_brands ?? [])].sort((x, y) => named(y) - named(x))[0];

const schema = `bench_storage_${Date.now()}`;
const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, schema)
  : await openPglite();
await migrate(db);
const config = loadConfig(
  {
    DATA_DIR: path.join(tmpdir(), 'sightline-bench-storage'),
    FIRST_REPORT_ON_CREATE: 'false',
    SCHEDULER: 'false',
    LOG_LEVEL: 'silent',
  },
  [],
);

// Every engine answers with the bench's real answers to the prompt (ChatGPT's and AI Mode's, taken in
// turn by engine and sample), citing their sources, as a live engine would.
const sandbox = createEngines(config.engines);
const fixtureEngine = (code: (typeof ENGINES_READING_A)[number], index: number): EngineAdapter => ({
  ...sandbox[code],
  live: true,
  async ask(req) {
    const answers = answersOf.get(req.prompt) ?? [];
    const a = answers[(index + req.sample) % answers.length];
    return {
      status: 'answered',
      text: a.answer,
      citations: (a.sources ?? []).map((s) => ({ url: s.url, title: s.title, kind: 'cited' as const })),
      searchQueries: [req.prompt],
      model: sandbox[code].model,
      servedModel: null,
      usage: { inputTokens: 20, outputTokens: Math.round(a.answer.length / 4) },
      latencyMs: 0,
      simulated: false,
    };
  },
});
const engines = {
  ...sandbox,
  ...Object.fromEntries(ENGINES_READING_A.map((code, i) => [code, fixtureEngine(code, i)])),
};

const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
const ctx = await createContext({
  config,
  db,
  clock,
  log: { info() {}, error: (o) => console.error(o) },
  engines,
});
await ctx.queue.prepare(ctx.jobs);
const user = await seedUser(db, newIdentity('bench-storage'), { plan: 'ENTERPRISE' });
const project = await seedBrand(ctx, user.id, {
  title: brand,
  entity_name: brand,
  location: 'United States',
  domain: `${brand.toLowerCase().replace(/\W+/g, '')}.com`,
  ai_engines: [...ENGINES_READING_A],
  timezone: 'UTC',
  ranking_queries: prompts,
  question_queries: [],
});

interface TableSize {
  rows: number;
  /** The rows' bytes as stored (pg_column_size of each row). */
  bytes: number;
  /** The relation on disk: heap, TOAST and indexes (pg_total_relation_size). */
  disk: number;
  toast: number;
  indexes: number;
}
const tableNames = (
  await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY 1`,
  )
).rows.map((r) => r.name);
const sizes = async (): Promise<Map<string, TableSize>> => {
  const out = new Map<string, TableSize>();
  for (const name of tableNames) {
    const [row] = (
      await db.query<TableSize>(
        `SELECT (SELECT count(*) FROM ${name})::int AS rows,
           (SELECT coalesce(sum(pg_column_size(t.*)), 0) FROM ${name} t)::bigint::float AS bytes,
           pg_total_relation_size('${name}')::float AS disk,
           coalesce((SELECT pg_total_relation_size(reltoastrelid) FROM pg_class
             WHERE oid = '${name}'::regclass AND reltoastrelid <> 0), 0)::float AS toast,
           pg_indexes_size('${name}')::float AS indexes`,
      )
    ).rows;
    out.set(name, row);
  }
  return out;
};
interface AnswerBytes {
  answers: number;
  text_chars: number;
  text: number;
  spans: number;
  ranking: number;
  row: number;
}
const answerBytes = async () =>
  (
    await db.query<AnswerBytes>(
      `SELECT count(*)::int AS answers, coalesce(sum(length(answer_text)), 0)::float AS text_chars,
         coalesce(sum(pg_column_size(answer_text)), 0)::float AS text,
         coalesce(sum(pg_column_size(spans)), 0)::float AS spans,
         coalesce(sum(pg_column_size(ranking)), 0)::float AS ranking,
         coalesce(sum(pg_column_size(a.*)), 0)::float AS row
       FROM answers a`,
    )
  ).rows[0];
const textIndex = async () =>
  (await db.query<{ disk: number }>(`SELECT pg_relation_size('answers_text_kept_idx')::float AS disk`))
    .rows[0].disk;

const before = await sizes();
await seedReports(ctx, clock, project, [clock.now()]);
const kept = await sizes();
const keptAnswers = await answerBytes();
const keptIndex = await textIndex();
const changed = tableNames.filter((n) => kept.get(n)?.rows !== before.get(n)?.rows);

// Two years and a day later, the daily job removes the texts (the brand's account pays: nothing else goes).
clock.advance((config.retention.answerTextDays + 1) * DAY_MS);
const removal = await ctx.retention.run();
const removed = await sizes();
const removedAnswers = await answerBytes();
// Only this run's tables: on PostgreSQL the schema shares its database with others.
await db.exec(`VACUUM FULL ${changed.join(', ')}`);
const vacuumed = await sizes();
const vacuumedIndex = await textIndex();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const NO_SIZE: TableSize = { rows: 0, bytes: 0, disk: 0, toast: 0, indexes: 0 };
/** What the day added to these tables, measured at `now`. */
const grown = (now: Map<string, TableSize>, names: readonly string[]): TableSize =>
  names.reduce((s, name) => {
    const a = now.get(name) ?? NO_SIZE;
    const b = before.get(name) ?? NO_SIZE;
    return {
      rows: s.rows + a.rows - b.rows,
      bytes: s.bytes + a.bytes - b.bytes,
      disk: s.disk + a.disk - b.disk,
      toast: s.toast + a.toast - b.toast,
      indexes: s.indexes + a.indexes - b.indexes,
    };
  }, NO_SIZE);
const OWN = ['answers', 'answer_sources', 'answer_entities', 'execution_feedback'];
const rollups = changed.filter((n) => /metrics|_domains_|served_models/.test(n));
const others = changed.filter((n) => !OWN.includes(n) && !rollups.includes(n));
const GROUPS: [string, readonly string[]][] = [
  ...OWN.map((n): [string, string[]] => [n, [n]]),
  [`roll-ups (${rollups.length} tables)`, rollups],
  [`other (${others.length} tables)`, others],
  ['total', changed],
];
const printGroups = (title: string, now: Map<string, TableSize>) => {
  console.log(title);
  console.log(
    `  ${''.padEnd(24)} ${'rows'.padStart(6)} ${'row bytes'.padStart(11)} ${'on disk'.padStart(11)}   of which TOAST, indexes`,
  );
  for (const [name, tables] of GROUPS) {
    const t = grown(now, tables);
    console.log(
      `  ${name.padEnd(24)} ${String(t.rows).padStart(6)} ${kb(t.bytes).padStart(11)} ${kb(t.disk).padStart(11)}   ${kb(t.toast)}, ${kb(t.indexes)}`,
    );
  }
};
const printAnswers = (a: AnswerBytes) =>
  console.log(
    `  answers' row bytes: raw text ${kb(a.text)} (${(a.text_chars / 1024).toFixed(0)} K characters, compressed) + the rest ${kb(a.row - a.text)} (spans ${kb(a.spans)}, ranking ${kb(a.ranking)}): ${kb(a.row / a.answers)} an answer`,
  );

const [{ extra_spent: extra }] = (
  await db.query<{ extra_spent: number }>('SELECT extra_spent FROM report_executions')
).rows;
console.log(`database: ${db.kind}`);
console.log(
  `brand ${brand}: ${prompts.length} prompts x ${ENGINES_READING_A.length} engines x ${config.sampling.samples} samples + ${extra} extra (adaptive sampling) = ${keptAnswers.answers} answers, texts from AI Product Bench run 1; one day`,
);
console.log(`roll-ups: ${rollups.join(', ')}`);
console.log(`other: ${others.join(', ')}`);
printGroups('one brand-day, texts kept:', kept);
printAnswers(keptAnswers);
console.log(
  `the retention job ${config.retention.answerTextDays + 1} days later: ${removal?.answerTexts?.answers} texts removed in ${removal?.answerTexts?.batches} statement(s)`,
);
printGroups('the same brand-day, texts removed (before VACUUM: the space is reused by later rows):', removed);
printAnswers(removedAnswers);
printGroups('after VACUUM FULL:', vacuumed);
console.log(
  `index of the answers whose text is kept (answers_text_kept_idx): ${kb(keptIndex)} with the texts, ${kb(vacuumedIndex)} once removed`,
);
// Answers, their sources and entities grow with every report; the weekly and monthly roll-up rows are
// updated through their week or month, and a small table's page overhead is paid once.
const answerTables = (now: Map<string, TableSize>) =>
  (grown(now, ['answers', 'answer_sources', 'answer_entities']).disk * 365) / 1024 / 1024;
console.log(
  `answers with their sources and entities, a year of daily reports of this brand: ${answerTables(kept).toFixed(0)} MB on disk with the texts, ${answerTables(vacuumed).toFixed(0)} MB once removed`,
);
await ctx.queue.stop();
await db.close();
process.exit(0);
