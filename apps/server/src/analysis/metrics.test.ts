import { describe, expect, it } from 'vitest';
import { accuracyClassOfAverage, adoptionRate, positionScore } from './metrics.ts';

describe('position score', () => {
  it('scores positions from 100 at first place down to 10 at the tenth', () => {
    expect([1, 2, 10, 11].map((p) => positionScore(p))).toEqual([100, 90, 10, 0]);
    expect(positionScore(null)).toBe(0);
  });

  it('uses the default adoption rates', () => {
    expect([adoptionRate('chatgpt'), adoptionRate('deepseek'), adoptionRate('unknown')]).toEqual([
      68, 25, 50,
    ]);
  });
});

describe('accuracy classes', () => {
  it('maps averages as the report does', () => {
    expect([1.5, 1.49, 0.5, 0.2, null].map(accuracyClassOfAverage)).toEqual([
      'correct',
      'almost-correct',
      'almost-correct',
      'wrong',
      'no-data',
    ]);
  });
});
