// Entry point: `node apps/server/src/main.ts [--role=api|worker|all] [--migrate-only]`.
import { loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { buildApp } from './http/app.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);

const { db, applied } = await openConfiguredDatabase(config);
if (applied.length > 0) log.info({ applied }, 'migrations applied');
if (process.argv.includes('--migrate-only')) {
  await db.close();
  process.exit(0);
}

const ctx = await createContext({ config, db, clock: systemClock, log });
const stops: Array<() => Promise<unknown>> = [];

if (config.role === 'worker' || config.role === 'all') {
  await ctx.queue.work(ctx.jobs);
  if (config.scheduler) await ctx.queue.boss.schedule(ctx.reportJobs.tickJob.name, '* * * * *');
  const resumed = await ctx.reportJobs.resumeInFlight();
  log.info({ jobs: ctx.jobs.length, resumedExecutions: resumed }, 'worker started');
}
if (config.role === 'api' || config.role === 'all') {
  const app = await buildApp(ctx, { loggerInstance: log });
  await app.listen({ port: config.port, host: config.host });
  stops.push(() => app.close());
  log.info(`Sightline is running on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}
stops.push(
  () => ctx.queue.stop(),
  () => db.close(),
);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  for (const stop of stops) await stop().catch((err) => log.error({ err }, 'shutdown step failed'));
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
