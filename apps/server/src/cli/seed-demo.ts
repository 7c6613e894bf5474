// `npm run seed:demo`: a demo user with a brand and six weeks of sandbox history, so a newcomer
// sees full screens at once. Running it again replaces the demo user and their data.
import { DAY_MS, DEMO_ACCOUNT } from '@sightline/contracts';
import { loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { ManualClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { nextScheduledRun } from '../lib/schedule.ts';
import { userRepo } from '../modules/auth/user.repo.ts';
import { TASKFLOW } from '../seed/data.ts';
import { seedDemoTraffic } from '../seed/demo-traffic.ts';
import { seedBrand, seedReports, seedUser } from '../seed/factories.ts';

const defaults = { SCHEDULER: 'false', REPORT_SAMPLES: '2' };
// The demo lays out its own report history: no first report at the brand's creation.
const fixed = { FIRST_REPORT_ON_CREATE: 'false' };
const config = loadConfig({ ...defaults, ...process.env, ...fixed });
const log = createLogger('warn');
const { db } = await openConfiguredDatabase(config);
const now = new Date();
const clock = new ManualClock(new Date(now.getTime() - 43 * DAY_MS));
const ctx = await createContext({ config, db, clock, log });
await ctx.queue.prepare(ctx.jobs);

await db.query('DELETE FROM users WHERE email = $1', [DEMO_ACCOUNT.email]);
const user = await seedUser(
  db,
  { ...DEMO_ACCOUNT, name: 'Demo Marketer', company: 'Taskflow' },
  { trialEnds: new Date(now.getTime() + 14 * DAY_MS) },
);
// Seeded mail would only land in the demo inbox; the demo user is unsubscribed from the start.
await userRepo.unsubscribe(db, user.id);
const project = await seedBrand(ctx, user.id, TASKFLOW);

// Weekly runs for six weeks, plus yesterday and today so the last-24h comparison has data.
const moments = [42, 35, 28, 21, 14, 7, 1, 0].map((days) => new Date(now.getTime() - days * DAY_MS - 60_000));
await seedReports(ctx, clock, project, moments, (done, total) =>
  process.stdout.write(`\rRunning sandbox reports: ${done}/${total}`),
);
// Six weeks of visits and AI-bot fetches of the brand's site, through the ingest path.
const traffic = await seedDemoTraffic(
  ctx,
  clock,
  { userId: user.id, uuid: project.uuid, website: TASKFLOW.entity_website },
  42,
  now,
);
process.stdout.write(`\nIngested ${traffic.accepted} website visits and bot fetches`);
// The brand was created on the clock of six weeks ago; its next weekly run is the one after today.
await db.query('UPDATE projects SET next_execution_at = $2 WHERE id = $1', [
  project.id,
  nextScheduledRun(TASKFLOW.scheduled_day, TASKFLOW.scheduled_hour, TASKFLOW.timezone, now),
]);
await ctx.queue.stop();
await db.close();
console.log(`\nDemo ready. Sign in as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
