// A brand with a year of daily history: 50 prompts x 8 engines x 3 samples. The two newest days run
// through the real pipeline (sandbox engines, analysis, roll-ups); the other 363 days repeat those
// roll-ups with shifted dates, so the dashboards read a year of rows at the volume production makes.

import { addDays, DAY_MS, isoDay } from '@sightline/contracts';
import { runExecutionsAt } from '../../apps/server/src/cli/seed-history.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import type { ManualClock } from '../../apps/server/src/lib/clock.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { DAILY_TABLES, rebuildWeeklyRollups } from '../../apps/server/src/modules/reports/rollups.ts';

/** The seeded user signs in through the API, as clients do. */
export const BENCH_USER = { email: 'bench-api@example.com', password: 'Bench!Pass1' };
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
const TOPICS = [
  'project management software',
  'task management apps',
  'team collaboration tools',
  'kanban boards',
  'time tracking software',
  'gantt chart tools',
  'resource planning software',
  'agile tools for startups',
  'remote team software',
  'client portal software',
];

export const seedYear = async (ctx: AppContext, clock: ManualClock, days = 365) => {
  const { db } = ctx;
  const { rows: users } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, unsubscribe_code) VALUES ($1, $2, 'Bench', 'bench-api')
     RETURNING id`,
    [BENCH_USER.email, await hashPassword(BENCH_USER.password)],
  );
  const userId = users[0].id;
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, (SELECT id FROM plans WHERE name = 'ADVANCE'), 'ACTIVE')`,
    [userId],
  );
  const ranking = TOPICS.flatMap((t) => [
    `best ${t}`,
    `top ${t} for small businesses`,
    `${t} with the best reviews`,
    `cheapest ${t}`,
  ]);
  const project = await ctx.projects.create(
    userId,
    {
      entity_name: 'Taskflow',
      location: 'Barcelona, Spain',
      domain: 'taskflow.io',
      description: '',
      entity_website: '',
      timezone: 'UTC',
      remove_logo: false,
      ai_engines: [...ENGINES],
      ranking_queries: ranking.map((query_text) => ({ id: undefined, query_text })),
      question_queries: Array.from({ length: 10 }, (_, i) => ({
        id: undefined,
        query_text: `Question ${i + 1}: where is Taskflow based?`,
        expected_response: 'Taskflow is based in Barcelona, Spain.',
      })),
    },
    null,
  );
  const now = clock.now();
  await runExecutionsAt(ctx, clock, project, [new Date(now.getTime() - DAY_MS), now]);
  clock.current = now;

  const today = isoDay(now);
  // Older days: copies of the two real days, alternating, shifted back one day at a time.
  for (const table of DAILY_TABLES) {
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()
       ORDER BY ordinal_position`,
      [table],
    );
    const columns = rows.map((r) => r.column_name);
    const select = columns.map((c) => (c === 'day' ? `(day - (g.n * 2))::date` : c)).join(', ');
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${select} FROM ${table}, generate_series(1, $2::int) AS g(n)
       WHERE project_id = $1 AND day >= $3::date - 1`,
      [project.id, Math.ceil((days - 2) / 2), today],
    );
  }
  // Weekly roll-ups over the year, recomputed from the copied daily rows as the pipeline does.
  const first = addDays(today, -(days - 1));
  await rebuildWeeklyRollups(db, project.id, first, today);
  await db.query(
    `INSERT INTO report_executions (project_id, status, trigger, samples, engines, executed_at, started_at, completed_at)
     SELECT $1, 'COMPLETED', 'SEED', 3, $2::text[], t, t, t
     FROM generate_series($3::timestamptz - interval '2 days', $3::timestamptz - ($4::int * interval '1 day'), interval '-1 day') t`,
    [project.id, [...ENGINES], now, days - 1],
  );
  return { userId, project };
};
