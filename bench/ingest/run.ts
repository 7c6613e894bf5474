// Website ingest benchmark. (1) Sustained events accepted per second through the public endpoints on
// loopback: a separate load process keeps requests in flight for a while (server-side batches of 100
// on ingest/, one page view per request on collect/), then the writer drains; events per second of
// wall time and per CPU-second of the server process (PGlite runs inside it; PostgreSQL's own CPU
// is not counted). (2) p50 / p95 of the website dashboard on a year of visits at 100k events a day
// (roll-ups for the year, raw events for the last days). Goals: >= 5,000 events/s per core accepted,
// dashboard p95 < 100 ms. It asserts nothing.
// Usage: npm run bench:ingest [-- --seconds 10 --runs 40 --raw-days 7]; DATABASE_URL runs it on PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays, isoDay } from '@sightline/contracts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { ManualClock } from '../../apps/server/src/lib/clock.ts';
import { websiteAnalysisRepo } from '../../apps/server/src/modules/website-analysis/website-analysis.repo.ts';
import { ASANA, newIdentity } from '../../apps/server/src/seed/data.ts';
import { seedBrand, seedUser } from '../../apps/server/src/seed/factories.ts';
import { printTimedCalls } from '../timed-calls.ts';
import { seedVisits } from './seed-visits.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '40' },
    'raw-days': { type: 'string', default: '7' },
    'per-day': { type: 'string', default: '100000' },
  },
});

const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, `bench_ingest_${Date.now()}`)
  : await openPglite();
await migrate(db);
const config = loadConfig(
  {
    DATA_DIR: '/tmp/sightline-bench-ingest',
    LOG_LEVEL: 'silent',
    SCHEDULER: 'false',
    FIRST_REPORT_ON_CREATE: 'false',
    COLLECT_RATE_LIMIT_PER_MINUTE: '100000000',
    INGEST_RATE_LIMIT_PER_MINUTE: '100000000',
    VISIT_BUFFER_MAX: '200000',
  },
  [],
);
const clock = new ManualClock();
const ctx = await createContext({ config, db, clock, log: { info() {}, error: (o) => console.error(o) } });
await ctx.queue.prepare(ctx.jobs);
const app = await buildApp(ctx);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const user = { ...newIdentity('bench-ingest'), password: 'Bench!Pass1' };
const owner = await seedUser(db, user, { plan: 'ADVANCE' });
const brand = async () => {
  const project = await seedBrand(ctx, owner.id, ASANA);
  return {
    project,
    key: await websiteAnalysisRepo.trackingKey(db, project.id),
    ingestKey: (await ctx.websiteAnalysis.rotateIngestKey(owner.id, project.uuid)).secret,
  };
};
console.log(`database: ${db.kind}; cores: ${(await import('node:os')).availableParallelism()}`);

const stored = async (projectId: number) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM website_visits WHERE project_id = $1', [
      projectId,
    ])
  ).rows[0].n;

/** The load process's summary of a run (see load.ts). */
const runLoad = async (args: string[]) => {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'load.ts'), `--url=${address}`, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.on('exit', resolve));
  return JSON.parse(out) as { accepted: number; refused: number; requests: number; elapsed: number };
};

/** One sustained run against an endpoint; the load process is separate, so CPU is the server's. */
const sustained = async (endpoint: 'ingest' | 'collect', batch: number, concurrency: number) => {
  const { project, key, ingestKey } = await brand();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const load = await runLoad([
    `--key=${endpoint === 'ingest' ? ingestKey : key}`,
    `--seconds=${values.seconds}`,
    `--concurrency=${concurrency}`,
    `--batch=${batch}`,
    `--endpoint=${endpoint}`,
  ]);
  await ctx.visitWriter.flush();
  const drained = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const written = await stored(project.id);
  console.log(
    `${endpoint}/ (${batch} per request, ${concurrency} in flight): ${load.accepted} accepted in ${load.elapsed.toFixed(1)} s ` +
      `= ${Math.round(load.accepted / load.elapsed)} events/s; refused ${load.refused}; written ${written} ` +
      `(all written after ${drained.toFixed(1)} s = ${Math.round(written / drained)} events/s); ` +
      `server CPU ${cpuSeconds.toFixed(1)} s = ${Math.round(written / cpuSeconds)} events per CPU-second`,
  );
};

console.log('\nSustained ingest on loopback');
await sustained('ingest', 100, 8);
await sustained('collect', 1, 32);

// Random keys on both endpoints and long multibyte URLs, in rounds: the server's heap after a full
// collection must stay flat (every per-key structure is bounded), and the valid brand's long-URL
// visits are all stored.
console.log('\nHostile flood: random keys and 2,000-character CJK URLs');
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const memory = () => {
  collectGarbage();
  const { rss, heapUsed } = process.memoryUsage();
  return `heap after a full GC ${mb(heapUsed)}, rss ${mb(rss)}`;
};
console.log(`before: ${memory()}`);
for (let round = 1; round <= 3; round++) {
  let requests = 0;
  for (const endpoint of ['ingest', 'collect'] as const) {
    const flood = await runLoad([
      '--key=sltk_',
      `--seconds=${Math.max(2, Number(values.seconds) / 2)}`,
      '--concurrency=16',
      '--batch=1',
      `--endpoint=${endpoint}`,
      '--random-keys',
      '--long-urls',
    ]);
    requests += flood.requests;
  }
  const { project: valid, key: validKey } = await brand();
  const longUrls = await runLoad([
    `--key=${validKey}`,
    '--seconds=2',
    '--concurrency=4',
    '--batch=5',
    '--endpoint=collect',
    '--long-urls',
  ]);
  await ctx.visitWriter.flush();
  console.log(
    `round ${round}: ${requests} requests with random keys; ${longUrls.accepted} long-URL visits accepted, ` +
      `${await stored(valid.id)} stored; ${memory()}`,
  );
}

console.log(`\nDashboard on a year of visits at ${values['per-day']} events a day`);
const { project } = await brand();
const today = isoDay(clock.now());
const seedStart = performance.now();
const seeded = await seedVisits(db, project.id, {
  today,
  days: 365,
  perDay: Number(values['per-day']),
  rawDays: Number(values['raw-days']),
});
console.log(
  `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${seeded.events} events in the roll-ups ` +
    `(${seeded.rollup_rows} page-day rows), ${seeded.raw} raw events (last ${values['raw-days']} days)`,
);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login/',
  payload: { email: user.email, password: user.password },
});
const headers = { authorization: `Bearer ${login.json().token}` };
const base = `/api/website-analysis/${project.uuid}/dashboard/`;
const year = `time_range=custom&start_date=${addDays(today, -364)}&end_date=${today}`;
const calls: Record<string, string> = {
  'dashboard (default 30 days)': base,
  'dashboard (7 days)': `${base}?time_range=7d`,
  'dashboard (1 year)': `${base}?${year}`,
  'dashboard (30 days, visits page 50)': `${base}?page=50`,
  'dashboard (30 days, URL search)': `${base}?endpoint_filter=page-17`,
  'dashboard (1 year, URL search)': `${base}?${year}&endpoint_filter=page-17`,
  'projects/dashboard-metrics/ (Referred Users)': '/api/projects/dashboard-metrics/',
  'projects/{id}/general-metrics/ (AI visits, 1 year)': `/api/projects/${project.uuid}/general-metrics/?${year}`,
};
const runs = Number(values.runs);
await printTimedCalls(app, calls, { headers, runs });
await app.close();
await ctx.queue.stop();
await db.close();
process.exit(0);
