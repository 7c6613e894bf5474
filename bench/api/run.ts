// API benchmark: every brand detail and dashboard call on a brand with a year of daily history.
// Prints p50 / p95 and the reply size per call (goals: p95 under 100 ms on this machine, replies under
// 100 KB). It asserts nothing.
// Usage: node bench/api/run.ts [--runs 40] [--only <text>] (only the calls whose name holds the text);
// DATABASE_URL runs it on PostgreSQL.
import { parseArgs } from 'node:util';
import { addDays, isoDay } from '@sightline/contracts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { ManualClock } from '../../apps/server/src/lib/clock.ts';
import { printTimedCalls } from '../timed-calls.ts';
import { BENCH_USER, seedYear } from './seed-year.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '40' }, only: { type: 'string' } },
});
const runs = Number(values.runs);
const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, `bench_api_${Date.now()}`)
  : await openPglite();
await migrate(db);
const config = loadConfig(
  {
    DATA_DIR: '/tmp/sightline-bench-api',
    LOG_LEVEL: 'silent',
    SCHEDULER: 'false',
    // The seeded year is the brand's whole history.
    FIRST_REPORT_ON_CREATE: 'false',
  },
  [],
);
const clock = new ManualClock();
const ctx = await createContext({ config, db, clock, log: { info() {}, error: (o) => console.error(o) } });
await ctx.queue.prepare(ctx.jobs);

const seedStart = performance.now();
const { project, userId } = await seedYear(ctx, clock);
// A tag on five ranking prompts, for the general metrics narrowed by tag.
const tag = await ctx.tags.create(userId, project.uuid, 'Bench');
for (const p of project.ranking_queries.slice(0, 5))
  await ctx.tags.assign(userId, project.uuid, tag.id, p.uuid, true);
const counts = await db.query<{ table: string; n: number }>(
  `SELECT 'answers' AS table, count(*)::int AS n FROM answers
   UNION ALL SELECT 'metrics_daily', count(*)::int FROM metrics_daily
   UNION ALL SELECT 'entity_metrics_daily', count(*)::int FROM entity_metrics_daily
   UNION ALL SELECT 'source_metrics_daily', count(*)::int FROM source_metrics_daily
   UNION ALL SELECT 'entity_metrics_weekly', count(*)::int FROM entity_metrics_weekly
   UNION ALL SELECT 'source_metrics_weekly', count(*)::int FROM source_metrics_weekly
   UNION ALL SELECT 'report_executions', count(*)::int FROM report_executions`,
);
console.log(`database: ${db.kind}; seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
console.log(counts.rows.map((r) => `${r.table} ${r.n}`).join(', '));

const app = await buildApp(ctx);
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login/',
  payload: { email: BENCH_USER.email, password: BENCH_USER.password },
});
const headers = { authorization: `Bearer ${login.json().token}` };
const { rows: latest } = await db.query<{ uuid: string }>(
  `SELECT uuid FROM report_executions WHERE project_id = $1 ORDER BY executed_at DESC LIMIT 1`,
  [project.id],
);
const { rows: prompts } = await db.query<{ id: number; kind: string }>(
  `SELECT DISTINCT ON (kind) id, kind FROM prompts WHERE project_id = $1 ORDER BY kind, id`,
  [project.id],
);
const promptOf = (kind: string) => prompts.find((p) => p.kind === kind)?.id;
const day = (daysAgo: number) => addDays(isoDay(clock.now()), -daysAgo);
// A change on the ranking prompt a month ago: its effect estimate reads 12 weeks of answers.
await ctx.recommendations.addChange(userId, latest[0].uuid, {
  change_type: 'Other',
  description: 'Bench change',
  url: null,
  implementation_date: day(30),
  query_id: String(promptOf('RANKING')),
});
const year = `start_date=${day(364)}&end_date=${day(0)}`;
// Ranges that start and end mid-week, so their edge days come from the daily roll-ups.
const midweek = `start_date=${day(360)}&end_date=${day(3)}`;
const sixWeeksMidweek = `start_date=${day(44)}&end_date=${day(3)}`;
const base = `/api/projects/${project.uuid}`;
const ranking = `/api/ranking-query/${promptOf('RANKING')}`;
const question = `/api/question-query/${promptOf('QUESTION')}`;
const calls: Record<string, string> = {
  'projects/': '/api/projects/',
  'projects/dashboard-metrics/': '/api/projects/dashboard-metrics/',
  'projects/{id}/': `${base}/`,
  'projects/{id}/queries/': `${base}/queries/`,
  'projects/{id}/queries/ (summary)': `${base}/queries/?view=summary`,
  'projects/{id}/ranking-queries/{qid}/results/': `${base}/ranking-queries/${promptOf('RANKING')}/results/`,
  'projects/{id}/question-queries/{qid}/results/': `${base}/question-queries/${promptOf('QUESTION')}/results/`,
  'projects/{id}/important-websites/': `${base}/important-websites/`,
  'projects/{id}/important-websites/ (1 year)': `${base}/important-websites/?${year}`,
  'projects/{id}/important-websites/ (1 year, summary)': `${base}/important-websites/?view=summary&${year}`,
  'projects/{id}/important-websites/ (mid-week)': `${base}/important-websites/?${sixWeeksMidweek}`,
  'projects/{id}/important-websites/ (1y mid-week)': `${base}/important-websites/?${midweek}`,
  'projects/{id}/important-websites/details/ (1y mid-week)': `${base}/important-websites/details/?domain=taskflow.io&${midweek}`,
  'projects/{id}/competitors/': `${base}/competitors/`,
  'projects/{id}/competitors/ (mid-week)': `${base}/competitors/?${sixWeeksMidweek}`,
  'projects/{id}/competitors/ (1y mid-week)': `${base}/competitors/?${midweek}`,
  'projects/{id}/competitors/ (1 year)': `${base}/competitors/?${year}`,
  'projects/{id}/competitors/ (1 year, summary)': `${base}/competitors/?view=summary&${year}`,
  'projects/{id}/competitors/appearances/ (1y mid-week)': `${base}/competitors/appearances/?entity=asana&${midweek}`,
  'projects/{id}/competitors/appearances/ (1y, page 20)': `${base}/competitors/appearances/?entity=asana&page=20&${year}`,
  'projects/{id}/share-of-voice/': `${base}/share-of-voice/`,
  'projects/{id}/share-of-voice/ (mid-week)': `${base}/share-of-voice/?${sixWeeksMidweek}`,
  'projects/{id}/execution-status/': `${base}/execution-status/`,
  'projects/{id}/notifications/counts/': `${base}/notifications/counts/`,
  'notifications/counts/': '/api/notifications/counts/',
  'notifications/ (unread)': `/api/notifications/?project_id=${project.uuid}&is_read=false`,
  'reports/{id}/': `/api/reports/${latest[0].uuid}/`,
  'reports/{id}/llmo-feedback/': `/api/reports/${latest[0].uuid}/llmo-feedback/`,
  'reports/{id}/llmo-feedback/ (as the agent tab asks)': `/api/reports/${latest[0].uuid}/llmo-feedback/?selected_only=true`,
  'ranking-query/{id}/changes/': `${ranking}/changes/`,
  'ranking-query/{id}/overview/': `${ranking}/overview/`,
  'ranking-query/{id}/responses/': `${ranking}/responses/`,
  'ranking-query/{id}/charts/': `${ranking}/charts/`,
  'ranking-query/{id}/charts/ (1y)': `${ranking}/charts/?time_range=1y`,
  'ranking-query/{id}/sources/': `${ranking}/sources/`,
  'ranking-query/{id}/sources/ (1y)': `${ranking}/sources/?time_range=1y`,
  'ranking-query/{id}/source-trend/ (1y)': `${ranking}/source-trend/?time_range=1y&domain=taskflow.io`,
  'ranking-query/{id}/competitors/': `${ranking}/competitors/`,
  'ranking-query/{id}/competitors/ (1y)': `${ranking}/competitors/?time_range=1y`,
  'ranking-query/{id}/competitor-appearances/ (1y)': `${ranking}/competitor-appearances/?time_range=1y&entity=Taskflow`,
  'ranking-query/{id}/competitor-chart/ (1y)': `${ranking}/competitor-chart/?time_range=1y&entity=Taskflow`,
  'question-query/{id}/overview/': `${question}/overview/`,
  'question-query/{id}/responses/': `${question}/responses/`,
  'question-query/{id}/heatmap/ (1y)': `${question}/heatmap/?time_range=1y`,
  'question-query/{id}/stats/ (1y)': `${question}/stats/?time_range=1y`,
  'projects/{id}/general-metrics/': `${base}/general-metrics/`,
  'projects/{id}/general-metrics/ (1 year)': `${base}/general-metrics/?time_range=custom&${year}`,
  'projects/{id}/general-metrics/ (1y mid-week)': `${base}/general-metrics/?time_range=custom&${midweek}`,
  'projects/{id}/general-metrics/ (tag, 1 year)': `${base}/general-metrics/?time_range=custom&${year}&tags=${tag.id}`,
  'tags/{id}/list/': `/api/tags/${project.uuid}/list/`,
};

await printTimedCalls(app, calls, { headers, runs, only: values.only });
await app.close();
await ctx.queue.stop();
await db.close();
process.exit(0);
