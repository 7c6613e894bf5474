// Liveness and readiness of a process. Ready means it can do its work: the database answers, every
// migration of this code is applied, and some worker (this process or another) beat recently, since
// an API without workers accepts reports it can never run.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { Clock } from '../lib/clock.ts';
import { heartbeatRepo } from './heartbeat.repo.ts';

const HEARTBEAT_INTERVAL_MS = 30_000;
/** Three missed beats: the worker is gone (or its event loop is stuck). */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS;

export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    worker: 'ok' | 'stale' | 'none' | 'unknown';
  };
}

export const createHealth = (deps: {
  db: Database;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
}) => {
  const { db, clock, log } = deps;
  return {
    async readiness(): Promise<Readiness> {
      try {
        const pending = await pendingMigrations(db);
        const newest = await heartbeatRepo.newest(db);
        const worker =
          newest === null
            ? 'none'
            : clock.now().getTime() - newest.getTime() <= HEARTBEAT_STALE_MS
              ? 'ok'
              : 'stale';
        const migrations = pending.length === 0 ? 'ok' : 'pending';
        return {
          ready: migrations === 'ok' && worker === 'ok',
          checks: { database: 'ok', migrations, worker },
        };
      } catch {
        return {
          ready: false,
          checks: { database: 'unreachable', migrations: 'unknown', worker: 'unknown' },
        };
      }
    },

    /** A worker's heartbeat, now and every HEARTBEAT_INTERVAL_MS until stopped. */
    async startHeartbeat() {
      const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
      const beat = () =>
        heartbeatRepo
          .beat(db, processId, clock.now())
          .catch((err: unknown) => log.error({ err }, 'worker heartbeat failed'));
      await beat();
      const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await heartbeatRepo.stop(db, processId).catch(() => undefined);
      };
    },
  };
};

export type Health = ReturnType<typeof createHealth>;
