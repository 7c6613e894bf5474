// Whether the session an access token belongs to is still open. One primary-key read, remembered
// for a moment, so a busy client costs a query every couple of seconds rather than one a request.
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { tokenRepo } from './token.repo.ts';

/** How stale an answer may be: another API process's revocation takes effect within this time. */
export const SESSION_CHECK_TTL_MS = 2_000;
/** Entries kept before the cache starts over: bounds memory under a flood of distinct sessions. */
const MAX_ENTRIES = 10_000;

export const createSessionCheck = (deps: { db: Database; clock: Clock }) => {
  const cache = new Map<string, { userId: number; open: boolean; until: number }>();
  return {
    async isOpen(sessionId: string, userId: number): Promise<boolean> {
      const now = deps.clock.now().getTime();
      const hit = cache.get(sessionId);
      if (hit && hit.until > now) return hit.open && hit.userId === userId;
      const row = await tokenRepo.session(deps.db, sessionId);
      const entry = {
        userId: row?.user_id ?? -1,
        open: row !== null && row.revoked_at === null,
        until: now + SESSION_CHECK_TTL_MS,
      };
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(sessionId, entry);
      return entry.open && entry.userId === userId;
    },
    /** Called after this process ends sessions of the user, so they stop here at once. */
    forget(userId: number) {
      for (const [id, entry] of cache) if (entry.userId === userId) cache.delete(id);
    },
  };
};

export type SessionCheck = ReturnType<typeof createSessionCheck>;
