// `npm run seed:demo`: a demo user with a brand and six weeks of sandbox history, so a newcomer
// sees full screens at once. Running it again replaces the demo user and their data.
import { DAY_MS, DEMO_ACCOUNT } from '@sightline/contracts';
import { loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { ManualClock } from '../lib/clock.ts';
import { randomToken } from '../lib/crypto.ts';
import { createLogger } from '../lib/logger.ts';
import { nextScheduledRun } from '../lib/schedule.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { userRepo } from '../modules/auth/user.repo.ts';
import { subscriptionRepo } from '../modules/subscription/subscription.repo.ts';
import { runExecutionsAt } from './seed-history.ts';

const config = loadConfig({ SCHEDULER: 'false', REPORT_SAMPLES: '2', ...process.env });
const log = createLogger('warn');
const { db } = await openConfiguredDatabase(config);
const now = new Date();
const clock = new ManualClock(new Date(now.getTime() - 43 * DAY_MS));
const ctx = await createContext({ config, db, clock, log });
await ctx.queue.prepare(ctx.jobs);

await db.query('DELETE FROM users WHERE email = $1', [DEMO_ACCOUNT.email]);
const user = await db.tx(async (q) => {
  const created = await userRepo.insert(q, {
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    name: 'Demo Marketer',
    companyName: 'Taskflow',
    companyRole: 'marketing_manager',
    referral: 'other',
    currentPosition: 'growing',
    seoObjectives: ['track_presence', 'monitor_competitors'],
    additionalInfo: '',
    unsubscribeCode: randomToken(24),
  });
  if (!created) throw new Error('demo user exists');
  await subscriptionRepo.insertTrial(q, created.id, new Date(now.getTime() + 14 * DAY_MS));
  return created;
});
// Seeded mail would only land in the demo inbox; the demo user is unsubscribed from the start.
await userRepo.unsubscribe(db, user.id);

const SCHEDULE = { day: 'MON', hour: 9, timezone: 'Europe/Madrid' } as const;
const project = await ctx.projects.create(
  user.id,
  {
    title: 'Taskflow',
    description: 'Project management software for small teams',
    entity_name: 'Taskflow',
    entity_label: 'Taskflow',
    location: 'Barcelona, Spain',
    domain: 'taskflow.io',
    entity_website: 'https://taskflow.io',
    aliases: [],
    ai_engines: ['chatgpt', 'claude', 'gemini', 'perplexity', 'copilot', 'ai_overviews'],
    timezone: SCHEDULE.timezone,
    scheduled_day: SCHEDULE.day,
    scheduled_hour: SCHEDULE.hour,
    remove_logo: false,
    ranking_queries: [
      'best project management software for small teams',
      'top task management apps for startups',
      'project management tools with time tracking',
      'best alternatives to Trello',
    ].map((query_text) => ({ id: undefined, query_text })),
    question_queries: [
      {
        id: undefined,
        query_text: 'Where is Taskflow based?',
        expected_response: 'Taskflow is based in Barcelona, Spain.',
      },
      {
        id: undefined,
        query_text: 'What does Taskflow do?',
        expected_response: 'Taskflow is project management software for small teams.',
      },
    ],
  },
  null,
);

// Weekly runs for six weeks, plus yesterday and today so the last-24h comparison has data.
const moments = [42, 35, 28, 21, 14, 7, 1, 0].map((days) => new Date(now.getTime() - days * DAY_MS - 60_000));
await runExecutionsAt(
  ctx,
  clock,
  { id: project.id, ai_engines: project.ai_engines },
  moments,
  (done, total) => process.stdout.write(`\rRunning sandbox reports: ${done}/${total}`),
);
// The brand was created on the clock of six weeks ago; its next weekly run is the one after today.
await db.query('UPDATE projects SET next_execution_at = $2 WHERE id = $1', [
  project.id,
  nextScheduledRun(SCHEDULE.day, SCHEDULE.hour, SCHEDULE.timezone, now),
]);
await ctx.queue.stop();
await db.close();
console.log(`\nDemo ready. Sign in as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
