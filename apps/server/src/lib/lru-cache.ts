// A map of at most `max` entries that forgets the least recently used one first, each entry
// remembered for `ttlMs`: per-key structures fed by request data stay bounded whatever arrives.
import type { Clock } from './clock.ts';

export interface LruCache<K, V> {
  /** The value if remembered and fresh (counts as a use). */
  get(key: K): V | undefined;
  /** The value even if stale, without counting a use. */
  peek(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
}

export const createLruCache = <K, V>(options: {
  max: number;
  ttlMs: number;
  clock: Clock;
}): LruCache<K, V> => {
  const { max, ttlMs, clock } = options;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.until <= clock.now().getTime()) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, until: clock.now().getTime() + ttlMs });
      while (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
};
