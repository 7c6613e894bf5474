// Writes accepted visits in batches: the collect endpoints only put classified rows into a bounded
// buffer; a flush (every interval, whenever a batch is full, and on shutdown) inserts a batch and adds
// it to the roll-ups in one statement. A full buffer refuses new events (the sender retries with
// the same ids), and a failed flush keeps its rows for the next one.

import type { Logger } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { websiteAnalysisRepo as repo, type VisitRow } from './website-analysis.repo.ts';

export interface VisitWriterOptions {
  flushIntervalMs: number;
  bufferMax: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
}

export const createVisitWriter = (deps: { db: Database; log: Logger }, options: VisitWriterOptions) => {
  const { db, log } = deps;
  // A bigger batch folds more events into each roll-up row: fewer upserts per event.
  const batchSize = options.batchSize ?? 5000;
  let buffer: VisitRow[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let stopped = false;

  const writeAll = async () => {
    while (buffer.length > 0) {
      const batch = buffer.slice(0, batchSize);
      buffer = buffer.slice(batch.length);
      try {
        await repo.insertVisits(db, batch);
      } catch (err) {
        // Kept in front for the next flush: event ids make a repeated insert harmless.
        buffer = [...batch, ...buffer];
        log.error({ err, rows: batch.length }, 'website visits: flush failed, kept for the next one');
        return;
      }
    }
  };

  /** Flushes are serialised: one flush at a time, in order. */
  const flush = () => {
    flushing = flushing.then(writeAll);
    return flushing;
  };

  const timer = setInterval(() => {
    if (buffer.length > 0) void flush();
  }, options.flushIntervalMs);
  timer.unref();

  return {
    /** Queues rows; false (nothing queued) when the buffer would overflow or the writer stopped. */
    offer(rows: readonly VisitRow[]): boolean {
      if (stopped || buffer.length + rows.length > options.bufferMax) return false;
      buffer.push(...rows);
      if (buffer.length >= batchSize) void flush();
      return true;
    },
    flush,
    /** Rows waiting for a flush. */
    get pending() {
      return buffer.length;
    },
    /** Refuses new rows and writes what is buffered (the process is shutting down). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
};

export type VisitWriter = ReturnType<typeof createVisitWriter>;
