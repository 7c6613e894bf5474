import { describe, expect, it } from 'vitest';
import { answerOutcomesNote, NO_ANSWER_OUTCOMES } from './answer-outcomes.ts';

describe('answerOutcomesNote', () => {
  it('says nothing when every answer counted', () => {
    expect(answerOutcomesNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 24 })).toBeNull();
  });

  it('says how many of all the answers were left out, and why', () => {
    expect(answerOutcomesNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 21, answers_refused: 3 })).toBe(
      '3 of 24 answers refused',
    );
    expect(
      answerOutcomesNote({ answers_counted: 18, answers_empty: 2, answers_refused: 3, answers_failed: 1 }),
    ).toBe('3 of 24 answers refused, 2 empty, 1 failed');
    expect(answerOutcomesNote({ ...NO_ANSWER_OUTCOMES, answers_failed: 1 })).toBe('1 of 1 answer failed');
  });
});
