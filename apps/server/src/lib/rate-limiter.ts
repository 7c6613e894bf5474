// Spaces calls to at most `perMinute` starts a minute within this process; 0 means no limit.
import type { Clock } from './clock.ts';

export interface RateLimiter {
  /** Resolves when the caller may start its call. */
  take(): Promise<void>;
}

export const createRateLimiter = (
  perMinute: number,
  clock: Clock,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): RateLimiter => {
  if (perMinute <= 0) return { take: async () => {} };
  const spacingMs = 60_000 / perMinute;
  let nextSlot = 0;
  return {
    async take() {
      const now = clock.now().getTime();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + spacingMs;
      if (slot > now) await sleep(slot - now);
    },
  };
};
