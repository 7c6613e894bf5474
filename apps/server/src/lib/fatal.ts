// An error no handler caught leaves the process in an unknown state: log it and exit non-zero, so
// whatever supervises the process (npm start, systemd, the orchestrator) starts a fresh one. Job and
// report state lives in the database, and a new worker resumes it (docs/decisions.md).
import type { Logger } from 'pino';

export const exitOnUncaughtErrors = (log: Logger) => {
  const die = (err: unknown, msg: string) => {
    log.fatal({ err }, msg);
    process.exit(1);
  };
  process.on('uncaughtException', (err) => die(err, 'uncaught exception, exiting'));
  process.on('unhandledRejection', (reason) => die(reason, 'unhandled promise rejection, exiting'));
  return die;
};
