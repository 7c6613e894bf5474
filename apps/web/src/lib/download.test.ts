import { describe, expect, it } from 'vitest';
import { datedFileName } from './download.ts';

describe('datedFileName', () => {
  it('adds the local date, zero padded', () => {
    expect(datedFileName('top-citations', 'csv', new Date(2026, 10, 2, 23, 30))).toBe(
      'top-citations-2026-11-02.csv',
    );
  });
});
