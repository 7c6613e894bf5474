import { describe, expect, it } from 'vitest';
import { latestMonthsFirst, volumeInterval, volumeKeyword } from './keyword-math.ts';

describe('volumeKeyword', () => {
  it('asks for the prompt lowercase, without the punctuation Google Ads refuses', () => {
    expect(volumeKeyword('What is the best CRM for startups?')).toBe('what is the best crm for startups');
    expect(volumeKeyword('¿Cuál es la mejor opción de CRM?')).toBe('cuál es la mejor opción de crm');
    expect(volumeKeyword("Acme's  R&D — tools, 2026!")).toBe("acme's r&d tools 2026");
  });

  it('gives up on prompts longer than 10 words or 80 characters: those cannot be measured', () => {
    expect(volumeKeyword('one two three four five six seven eight nine ten')).not.toBeNull();
    expect(volumeKeyword('one two three four five six seven eight nine ten eleven')).toBeNull();
    expect(volumeKeyword('x'.repeat(81))).toBeNull();
    expect(volumeKeyword('?!')).toBeNull();
  });
});

describe('volumeInterval', () => {
  it('names the order of magnitude, never the figure', () => {
    expect(volumeInterval(0)).toBe('0-10');
    expect(volumeInterval(9)).toBe('0-10');
    expect(volumeInterval(10)).toBe('10-100');
    expect(volumeInterval(999)).toBe('100-1K');
    expect(volumeInterval(1000)).toBe('1K-10K');
    expect(volumeInterval(74_000)).toBe('10K-100K');
    expect(volumeInterval(100_000)).toBe('100K-1M');
    expect(volumeInterval(3_000_000)).toBe('1M+');
    expect(volumeInterval(null)).toBe('No data');
  });
});

describe('latestMonthsFirst', () => {
  it('puts the latest reported month first, whatever order the provider used', () => {
    const months = latestMonthsFirst([
      { year: 2025, month: 11, volume: 110 },
      { year: 2026, month: 1, volume: 130 },
      { year: 2025, month: 12, volume: 120 },
    ]);
    expect(months.slice(0, 3)).toEqual([130, 120, 110]);
    expect(months).toHaveLength(12);
    expect(months.slice(3).every((m) => m === null)).toBe(true);
  });

  it('leaves a month without a figure empty and drops months older than a year', () => {
    const months = latestMonthsFirst([
      { year: 2026, month: 3, volume: 50 },
      { year: 2026, month: 1, volume: null },
      { year: 2025, month: 4, volume: 40 },
      { year: 2025, month: 3, volume: 30 },
    ]);
    expect(months[0]).toBe(50);
    expect(months[1]).toBeNull();
    expect(months[2]).toBeNull();
    expect(months[11]).toBe(40);
    expect(latestMonthsFirst([])).toEqual(Array(12).fill(null));
  });
});
