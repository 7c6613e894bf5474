// Stores accepted visits before they are acknowledged, and adds them to website_visits and the
// roll-ups in big batches afterwards.
// - Acknowledged means stored: a request's rows join the next insert into the inbox (group commit:
//   requests arriving while one insert runs share the next), and its reply waits for that commit, so
//   a 202 survives a crash of the process.
// - The mover takes the inbox's oldest rows in batches of thousands into website_visits and every
//   roll-up in one statement (the roll-up upserts cost per statement, not per row). It runs at start
//   (rows a crashed process left), then shortly after this process stored rows; any process may move
//   any row, so an idle server runs no query at all.
// - One bad row never blocks others: a statement the database refuses because of its rows is split
//   until the row stands alone, and that row goes to the dead-letter table with the reason. A
//   statement refused for any other reason (the database is unreachable) fails the requests in it
//   (503: their senders retry with the same ids) or leaves the inbox for the mover's next round.

import type { Logger } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { websiteAnalysisRepo as repo, type VisitRow } from './website-analysis.repo.ts';

export interface VisitWriterOptions {
  /** How soon after rows are stored the mover adds them to the dashboards. */
  flushIntervalMs: number;
  /** Rows waiting for their insert, over which a request is refused (the sender retries later). */
  bufferMax: number;
  /** Rows the mover takes per statement. */
  batchSize?: number;
}

/**
 * SQLSTATE classes of errors a row causes: data exceptions (22), integrity violations (23) and
 * program limits such as an index row too large (54). Anything else is the database's state.
 */
const ROW_ERROR_CLASSES = new Set(['22', '23', '54']);
const isRowError = (err: unknown) => {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && ROW_ERROR_CLASSES.has(code.slice(0, 2));
};
const reasonOf = (err: unknown) => {
  const { code, message } = err as { code?: string; message?: string };
  return `${code ?? 'error'}: ${message ?? String(err)}`.slice(0, 500);
};

/** The longest wait between rounds of the mover while the database keeps failing. */
const MAX_RETRY_MS = 60_000;

interface Waiting {
  rows: readonly VisitRow[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

export const createVisitWriter = (
  deps: {
    db: Database;
    log: Logger /** Told how many rows each committed insert stored. */;
    stored?: (rows: number) => void;
  },
  options: VisitWriterOptions,
) => {
  const { db, log } = deps;
  const batchSize = options.batchSize ?? 5000;
  let queue: Waiting[] = [];
  let waitingRows = 0;
  let storing: Promise<void> | null = null;
  let moving: Promise<void> = Promise.resolve();
  let moveTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let stopped = false;

  /** Stores `rows` in the inbox, isolating the rows the database refuses into the dead-letter table. */
  const storeIsolating = async (rows: readonly VisitRow[]): Promise<void> => {
    try {
      await repo.insertInbox(db, rows);
    } catch (err) {
      if (!isRowError(err)) throw err;
      if (rows.length === 1) {
        await repo.insertDeadLetter(db, rows[0], reasonOf(err));
        log.error(
          { err, event_id: rows[0].event_id },
          'website visits: a row was refused; kept as a dead letter',
        );
        return;
      }
      const half = Math.ceil(rows.length / 2);
      await storeIsolating(rows.slice(0, half));
      await storeIsolating(rows.slice(half));
    }
  };

  /**
   * Moves up to `limit` of the oldest inbox rows; when the database refuses them because of a row,
   * narrows to the first half until the oldest row alone fails, which becomes a dead letter.
   * Returns the rows taken out of the inbox.
   */
  const moveIsolating = async (limit: number): Promise<number> => {
    try {
      return await repo.moveInbox(db, limit);
    } catch (err) {
      if (!isRowError(err)) throw err;
      if (limit > 1) return moveIsolating(Math.ceil(limit / 2));
      const eventId = await repo.deadLetterOldestInbox(db, reasonOf(err));
      log.error({ err, event_id: eventId }, 'website visits: a row was refused; kept as a dead letter');
      return eventId === null ? 0 : 1;
    }
  };

  /**
   * Empties the inbox (what this process can take), batch by batch. After a failure the rows wait in
   * the inbox for a later round, sooner after the first failures than after many in a row.
   */
  const moveAll = async () => {
    try {
      while ((await moveIsolating(batchSize)) > 0);
      failures = 0;
    } catch (err) {
      failures++;
      log.error(
        { err },
        'website visits: moving stored visits failed; they wait in the inbox for the next round',
      );
      scheduleMove(Math.min(options.flushIntervalMs * 2 ** failures, MAX_RETRY_MS));
    }
  };

  /** Moves are serialised in this process: one at a time, in order. */
  const move = () => {
    moving = moving.then(moveAll);
    return moving;
  };

  function scheduleMove(delayMs = options.flushIntervalMs) {
    if (moveTimer || stopped) return;
    moveTimer = setTimeout(() => {
      moveTimer = null;
      void move();
    }, delayMs);
    moveTimer.unref();
  }

  const storeBatch = async (batch: Waiting[]) => {
    const rows = batch.flatMap((w) => w.rows);
    try {
      if (rows.length) await storeIsolating(rows);
      deps.stored?.(rows.length);
      for (const w of batch) w.resolve();
      scheduleMove();
    } catch (err) {
      log.error({ err, rows: rows.length }, 'website visits: a batch could not be stored; senders retry');
      for (const w of batch) w.reject(err);
    } finally {
      waitingRows -= rows.length;
    }
  };

  /** Stores queued requests until nobody waits; one insert at a time, in order of arrival. */
  const storeQueued = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await storeBatch(batch);
    }
    storing = null;
  };

  // Rows a stopped or crashed process stored and did not move.
  void move();

  return {
    /**
     * Stores `rows` with the next insert and resolves once they are committed (a row the database
     * refuses on its own counts as stored: it is kept as a dead letter); null (nothing queued) when
     * the buffer would overflow or the writer stopped. Rejects when the database cannot take them.
     */
    write(rows: readonly VisitRow[]): Promise<void> | null {
      if (stopped || waitingRows + rows.length > options.bufferMax) return null;
      waitingRows += rows.length;
      const done = new Promise<void>((resolve, reject) => queue.push({ rows, resolve, reject }));
      // Started on the next turn of the event loop, so that the requests ready in this one join it
      // (PGlite runs a statement on this thread: while it runs, no other request reaches here).
      storing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(storeQueued);
      return done;
    },
    /** Adds every stored visit to website_visits and the roll-ups now (the dashboards show them). */
    flush: move,
    /** Rows accepted and not yet stored. */
    get pending() {
      return waitingRows;
    },
    /** Refuses new rows, waits for the rows already taken and moves what is stored. */
    async stop() {
      stopped = true;
      if (moveTimer) clearTimeout(moveTimer);
      await storing;
      await move();
    },
  };
};

export type VisitWriter = ReturnType<typeof createVisitWriter>;
