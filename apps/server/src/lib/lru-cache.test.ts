import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { createLruCache } from './lru-cache.ts';

describe('createLruCache', () => {
  it('never holds more than its size, forgetting the least recently used first', () => {
    const cache = createLruCache<string, number>({ max: 3, ttlMs: 60_000, clock: new ManualClock() });
    for (const [k, v] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(k, v);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    for (let i = 0; i < 10_000; i++) cache.set(`random-${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('forgets an entry after its time, though peek still shows it', () => {
    const clock = new ManualClock();
    const cache = createLruCache<string, number>({ max: 3, ttlMs: 1000, clock });
    cache.set('a', 1);
    clock.advance(999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.peek('a')).toBe(1);
  });
});
