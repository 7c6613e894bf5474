import { describe, expect, it } from 'vitest';
import {
  deterministicAccuracyJudge,
  extractNumbers,
  judgeAccuracy,
  ratingForScore,
} from './accuracy-judge.ts';

const question = 'How big is the Acme X1 battery and when did it launch?';
const expected = 'The Acme X1 has a 5,000 mAh battery and launched in 2023 at $499, designed by Jane Doe.';

describe('extractNumbers', () => {
  it('reads units, currencies and formatting variants', () => {
    expect(extractNumbers('5,000 mAh and 5000mAh')).toMatchObject([
      { value: 5000, unit: 'mah' },
      { value: 5000, unit: 'mah' },
    ]);
    expect(extractNumbers('$2.5 billion')).toMatchObject([{ value: 2.5e9, unit: 'usd' }]);
    expect(extractNumbers('2.5bn USD')).toMatchObject([{ value: 2.5e9, unit: 'usd' }]);
    expect(extractNumbers('in 2023')).toMatchObject([{ value: 2023, isYear: true }]);
    expect(extractNumbers('40%')).toMatchObject([{ value: 40, unit: '%' }]);
  });
});

describe('judgeAccuracy', () => {
  it('rates an answer with every fact correct', () => {
    const verdict = judgeAccuracy({
      question,
      expected,
      answer: 'It ships a 5000 mAh battery; it launched in 2023 for $499. Jane Doe designed it.',
    });
    expect(verdict.rating).toBe(2);
    expect(verdict.score).toBeGreaterThanOrEqual(7.5);
    expect(verdict.justification).toMatch(/^The answer .*\.$/);
  });

  it('rates an answer missing a fact as almost correct', () => {
    const verdict = judgeAccuracy({
      question,
      expected,
      answer: 'It has a 5,000 mAh battery and launched in 2023.',
    });
    expect(verdict.rating).toBe(1);
    expect(verdict.justification).toContain('misses');
  });

  it('lowers a contradicted figure more than a missing one', () => {
    const missing = judgeAccuracy({
      question,
      expected,
      answer: 'It launched in 2023 for $499, by Jane Doe.',
    });
    const wrong = judgeAccuracy({
      question,
      expected,
      answer: 'It has a 4,000 mAh battery and launched in 2023 for $499, by Jane Doe.',
    });
    expect(wrong.score).toBeLessThan(missing.score);
    expect(wrong.rating).toBeLessThanOrEqual(1);
    expect(wrong.justification).toContain('contradicts');
  });

  it('rates an unrelated answer as wrong', () => {
    const verdict = judgeAccuracy({ question, expected, answer: 'I do not know.' });
    expect(verdict).toMatchObject({ rating: 0 });
  });

  it('uses the dashboard score bands', () => {
    expect([ratingForScore(7.5), ratingForScore(7.4), ratingForScore(2.5), ratingForScore(2.4)]).toEqual([
      2, 1, 1, 0,
    ]);
  });

  it('is available behind the judge interface', async () => {
    const verdict = await deterministicAccuracyJudge.judge({ question, expected, answer: expected });
    expect(verdict.rating).toBe(2);
  });
});
