// Entry point: `node apps/server/src/main.ts [--role=api|worker|all] [--migrate-only]`.
// Exits non-zero on a fatal error (logged first) so that whatever supervises it (npm start, systemd,
// the container orchestrator) starts a fresh process.
import { billingTestModeNotice, loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { buildApp } from './http/app.ts';
import { buildOperatorApp } from './http/health.routes.ts';
import { startWorker } from './jobs/start-worker.ts';
import { systemClock } from './lib/clock.ts';
import { exitOnUncaughtErrors } from './lib/fatal.ts';
import { createLogger } from './lib/logger.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const log = createLogger(config.logLevel);

const die = exitOnUncaughtErrors(log);

const stops: Array<() => Promise<unknown>> = [];
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

try {
  const { db, applied } = await openConfiguredDatabase(config);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  if (process.argv.includes('--migrate-only')) {
    await db.close();
    process.exit(0);
  }

  const ctx = await createContext({ config, db, clock: systemClock, log });
  await ctx.auth.grantListedAdmins();
  stops.push(
    () => ctx.queue.stop(),
    () => db.close(),
  );
  if (config.role === 'worker' || config.role === 'all') {
    const { stopHeartbeat, ...resumed } = await startWorker(ctx);
    // Before the queue and the database close (stops run in order).
    stops.unshift(stopHeartbeat);
    log.info({ jobs: ctx.jobs.length, ...resumed }, 'worker started');
    if (config.role === 'worker' && config.metricsPort) {
      const operator = await buildOperatorApp(ctx);
      await operator.listen({ port: config.metricsPort, host: config.host });
      stops.unshift(() => operator.close());
      log.info(`worker health and metrics on port ${config.metricsPort}`);
    }
  }
  if (config.role === 'api' || config.role === 'all') {
    const app = await buildApp(ctx, { loggerInstance: log });
    await app.listen({ port: config.port, host: config.host });
    stops.unshift(() => app.close());
    log.info(`Sightline is running on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
    if (config.billing.provider === 'local') {
      const notice = billingTestModeNotice(config.billing.chosen);
      if (config.billing.chosen) log.warn(notice);
      else log.info(notice);
    }
    // Tells a supervising `npm start` that the app answers, so it can say where.
    process.send?.({ type: 'ready', url: config.publicUrl });
  }
} catch (err) {
  die(err, 'could not start');
}
