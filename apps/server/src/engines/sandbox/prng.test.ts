import { describe, expect, it } from 'vitest';
import { hash32, seededRandom, unitFromKey } from './prng.ts';

describe('seeded randomness', () => {
  it('repeats for the same key and differs for another', () => {
    const a = seededRandom('crm', 'chatgpt', '2026-01-05', 0);
    const b = seededRandom('crm', 'chatgpt', '2026-01-05', 0);
    const c = seededRandom('crm', 'chatgpt', '2026-01-05', 1);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('is roughly uniform', () => {
    const r = seededRandom('uniform');
    const n = 20_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += r.next();
    expect(sum / n).toBeGreaterThan(0.48);
    expect(sum / n).toBeLessThan(0.52);
  });

  it('keeps int within bounds and shuffle a permutation', () => {
    const r = seededRandom('bounds');
    for (let i = 0; i < 1000; i++) {
      const v = r.int(2, 5);
      expect(v).toBeGreaterThanOrEqual(2);
      expect(v).toBeLessThanOrEqual(5);
    }
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('hashes to unsigned 32-bit integers and units to [0, 1)', () => {
    expect(hash32('x')).toBeGreaterThanOrEqual(0);
    expect(hash32('x')).toBeLessThan(2 ** 32);
    expect(unitFromKey('a', 1)).toBe(unitFromKey('a', 1));
    expect(unitFromKey('a', 1)).toBeLessThan(1);
  });
});
