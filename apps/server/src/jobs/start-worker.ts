// What a worker process runs: every job of the codebase, the scheduler tick once a minute (when
// SCHEDULER is on) and the executions, keyword analyses, alert detections, webhook deliveries and
// recommendation runs a previous process left in flight.
import type { AppContext } from '../context.ts';

const SCHEDULER_CRON = '* * * * *';
/** The retention rules once a day, at a quiet hour (UTC). */
const RETENTION_CRON = '17 3 * * *';

export const startWorker = async (ctx: AppContext) => {
  await ctx.queue.work(ctx.jobs);
  const stopHeartbeat = await ctx.health.startHeartbeat();
  if (ctx.config.scheduler) {
    // The tick's payload is an empty object: pg-boss would otherwise send null, which the job refuses.
    await ctx.queue.boss.schedule(ctx.reportJobs.tickJob.name, SCHEDULER_CRON, {});
    if (ctx.config.retention.enabled)
      await ctx.queue.boss.schedule(ctx.retention.job.name, RETENTION_CRON, {});
  }
  return {
    stopHeartbeat,
    resumedExecutions: await ctx.reportJobs.resumeInFlight(),
    resumedKeywordAnalyses: await ctx.keywordJobs.resumeInFlight(),
    resumedAlerts: await ctx.alertJobs.resume(),
    resumedRecommendations: await ctx.recommendationJobs.resumeInFlight(),
  };
};
