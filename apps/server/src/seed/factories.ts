// Users, brands and report history built on a running context, through the same services and jobs
// as production: `npm run seed:demo` and the benchmarks seed with these, and the test harness runs
// its reports through the same clock-and-drain loop. The shapes come from data.ts.
import { addDays, DAY_MS, isoDay, type PlanName } from '@sightline/contracts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { drainJobs } from '../jobs/drain.ts';
import type { ManualClock } from '../lib/clock.ts';
import { randomToken } from '../lib/crypto.ts';
import { emailVerificationRepo } from '../modules/auth/email-verification.repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { userRepo } from '../modules/auth/user.repo.ts';
import { parseProjectForm } from '../modules/projects/project-form.ts';
import { executionRepo } from '../modules/reports/execution.repo.ts';
import { rollupRepo } from '../modules/reports/rollups.repo.ts';
import { subscriptionRepo } from '../modules/subscription/subscription.repo.ts';
import { type BrandForm, brandFields, type Identity } from './data.ts';
import { seedRepo } from './seed.repo.ts';

/** A user on a trial that ends at `trialEnds`, or on a paid plan already running. */
export const seedUser = async (
  db: Database,
  user: Identity,
  subscription: { trialEnds: Date } | { plan: PlanName },
) =>
  db.tx(async (q) => {
    const created = await userRepo.insert(q, {
      email: user.email,
      passwordHash: await hashPassword(user.password),
      name: user.name,
      companyName: user.company,
      companyRole: 'marketing_manager',
      referral: 'other',
      currentPosition: 'growing',
      seoObjectives: ['track_presence', 'monitor_competitors'],
      additionalInfo: '',
      unsubscribeCode: randomToken(24),
    });
    if (!created) throw new Error(`${user.email} exists`);
    // Seeded people own their addresses (demo and benchmark accounts confirm nothing by mail).
    await emailVerificationRepo.markVerified(q, created.id, new Date());
    if ('plan' in subscription) await subscriptionRepo.insertActive(q, created.id, subscription.plan);
    else await subscriptionRepo.insertTrial(q, created.id, subscription.trialEnds);
    return created;
  });

/** A brand created by the brand service from the form the wizard would post. */
export const seedBrand = (ctx: AppContext, userId: number, form: BrandForm) =>
  ctx.projects.create(userId, parseProjectForm(brandFields(form)), null);

/**
 * Sets the clock at each moment in turn, starts a report there (`start`) and runs its jobs to the
 * end as a worker would: collecting on the engines, analysis, finish, roll-ups.
 */
export const runReportsAt = async (
  ctx: AppContext,
  clock: ManualClock,
  moments: Date[],
  start: (moment: Date) => Promise<void>,
  onProgress?: (done: number, total: number) => void,
) => {
  for (const [i, moment] of moments.entries()) {
    clock.current = moment;
    await start(moment);
    await drainJobs(ctx.queue, ctx.jobs);
    onProgress?.(i + 1, moments.length);
  }
};

/** Reports at past moments, as if the schedule had run them then (counted against no plan). */
export const seedReports = (
  ctx: AppContext,
  clock: ManualClock,
  project: { id: number; ai_engines: string[] },
  moments: Date[],
  onProgress?: (done: number, total: number) => void,
) =>
  runReportsAt(
    ctx,
    clock,
    moments,
    async (moment) => {
      const execution = await executionRepo.insert(ctx.db, {
        projectId: project.id,
        trigger: 'SEED',
        sampling: ctx.config.sampling,
        engines: project.ai_engines as never,
        executedAt: moment,
      });
      if (!execution) throw new Error('another execution of this project is in flight');
      await ctx.queue.send(ctx.reportJobs.startJob, { executionId: execution.id });
    },
    onProgress,
  );

/**
 * `days` days of daily history ending today: the two newest days run through the real pipeline,
 * the older ones repeat those days' roll-ups with shifted dates (as many rows as production makes),
 * and the weekly roll-ups are rebuilt from them as the pipeline does.
 */
export const seedHistory = async (
  ctx: AppContext,
  clock: ManualClock,
  project: { id: number; ai_engines: string[] },
  days: number,
) => {
  const now = clock.now();
  await seedReports(ctx, clock, project, [new Date(now.getTime() - DAY_MS), now]);
  clock.current = now;
  const today = isoDay(now);
  await seedRepo.copyDailyRollupsBack(ctx.db, project.id, today, Math.ceil((days - 2) / 2));
  await rollupRepo.rebuildWeeks(ctx.db, project.id, addDays(today, -(days - 1)), today);
  await seedRepo.insertPastExecutions(ctx.db, project.id, project.ai_engines, now, days - 1);
};

/** An accepted share of a brand with a registered user, as the invitation flow leaves it. */
export const seedShare = (
  db: Database,
  project: { id: number; customer_id: number },
  email: string,
  permission: 'VIEW' | 'EDIT',
) => seedRepo.insertAcceptedShare(db, project, email, permission);
