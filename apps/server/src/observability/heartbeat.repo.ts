// SQL of worker heartbeats: one row per worker process, its last sign of life.
import type { Queryable } from '../db/database.ts';

/** Rows of processes silent this long are removed when another process beats. */
const FORGET_AFTER = '1 day';

export const heartbeatRepo = {
  async beat(q: Queryable, processId: string, now: Date) {
    await q.query(
      `INSERT INTO worker_heartbeats (process_id, seen_at) VALUES ($1, $2)
       ON CONFLICT (process_id) DO UPDATE SET seen_at = excluded.seen_at`,
      [processId, now],
    );
    await q.query(
      `DELETE FROM worker_heartbeats WHERE seen_at < $1::timestamptz - interval '${FORGET_AFTER}'`,
      [now],
    );
  },

  async stop(q: Queryable, processId: string) {
    await q.query('DELETE FROM worker_heartbeats WHERE process_id = $1', [processId]);
  },

  /** The newest heartbeat of any worker, or null when none has beaten. */
  async newest(q: Queryable): Promise<Date | null> {
    const { rows } = await q.query<{ seen_at: Date | null }>(
      'SELECT max(seen_at) AS seen_at FROM worker_heartbeats',
    );
    return rows[0]?.seen_at ?? null;
  },
};
