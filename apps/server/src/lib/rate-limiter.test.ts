import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('spaces call starts evenly over the minute', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const waits: number[] = [];
    const limiter = createRateLimiter(120, clock, async (ms) => {
      waits.push(ms);
    });
    await Promise.all([limiter.take(), limiter.take(), limiter.take()]);
    expect(waits).toEqual([500, 1000]);
    clock.advance(5000);
    await limiter.take();
    expect(waits).toEqual([500, 1000]);
  });

  it('does nothing without a limit', async () => {
    const limiter = createRateLimiter(0, new ManualClock(), async () => {
      throw new Error('should not wait');
    });
    await limiter.take();
  });
});
