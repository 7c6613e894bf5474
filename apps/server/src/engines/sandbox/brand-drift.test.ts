import { addDays } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { brandPropensity, dayIndex, drift } from './brand-drift.ts';

const key = { brand: 'Attio', engine: 'chatgpt', prompt: 'best CRM for startups' };

describe('brand drift', () => {
  it('indexes calendar days', () => {
    expect(dayIndex('1970-01-02')).toBe(1);
    expect(() => dayIndex('yesterday')).toThrow();
  });

  it('moves smoothly from day to day', () => {
    for (let i = 0; i < 120; i++) {
      const a = drift('k', addDays('2026-01-01', i));
      const b = drift('k', addDays('2026-01-01', i + 1));
      expect(Math.abs(a - b)).toBeLessThan(0.6);
    }
  });

  it('keeps the propensity in [0.05, 0.95] and makes weeks differ', () => {
    const weekly = Array.from({ length: 26 }, (_, w) => brandPropensity(key, addDays('2026-01-05', w * 7)));
    for (const p of weekly) {
      expect(p).toBeGreaterThanOrEqual(0.05);
      expect(p).toBeLessThanOrEqual(0.95);
    }
    expect(Math.max(...weekly) - Math.min(...weekly)).toBeGreaterThan(0.1);
  });

  it('spreads cells over [0, 1]: many near never or always, some contested', () => {
    const bases = Array.from({ length: 2000 }, (_, i) =>
      brandPropensity({ ...key, prompt: `prompt ${i}` }, '2026-03-02'),
    );
    const share = (test: (p: number) => boolean) => bases.filter(test).length / bases.length;
    // The brand-wide walk moves every cell of a day together, so the two ends are counted as one.
    expect(share((p) => p < 0.15 || p > 0.85)).toBeGreaterThan(0.3);
    expect(share((p) => p > 0.35 && p < 0.65)).toBeGreaterThan(0.1);
  });

  it('has mean-zero drift with unit-ish spread over a long run', () => {
    const values = Array.from({ length: 2000 }, (_, i) => drift('spread', addDays('2020-01-01', i * 3)));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    expect(Math.abs(mean)).toBeLessThan(0.25);
    expect(sd).toBeGreaterThan(0.5);
    expect(sd).toBeLessThan(1.5);
  });
});
