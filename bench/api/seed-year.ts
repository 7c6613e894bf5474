// A brand with a year of daily history: 50 prompts x 8 engines x 3 samples (the seeding module's
// seedHistory: two real days through the pipeline, repeated back over the year).
import type { AppContext } from '../../apps/server/src/context.ts';
import type { ManualClock } from '../../apps/server/src/lib/clock.ts';
import { newIdentity, taskflowAtScale } from '../../apps/server/src/seed/data.ts';
import { seedBrand, seedHistory, seedUser } from '../../apps/server/src/seed/factories.ts';

/** The seeded user signs in through the API, as clients do. */
export const BENCH_USER = { ...newIdentity('bench-api'), password: 'Bench!Pass1' };
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
  const user = await seedUser(ctx.db, BENCH_USER, { plan: 'ADVANCE' });
  const project = await seedBrand(
    ctx,
    user.id,
    taskflowAtScale(
      TOPICS.flatMap((t) => [
        `best ${t}`,
        `top ${t} for small businesses`,
        `${t} with the best reviews`,
        `cheapest ${t}`,
      ]),
      Array.from({ length: 10 }, (_, i) => ({
        query_text: `Question ${i + 1}: where is Taskflow based?`,
        expected_response: 'Taskflow is based in Barcelona, Spain.',
      })),
    ),
  );
  await seedHistory(ctx, clock, project, days);
  return { userId: user.id, project };
};
