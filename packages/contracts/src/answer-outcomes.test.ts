import { describe, expect, it } from 'vitest';
import {
  answerOutcomesNote,
  NO_ANSWER_OUTCOMES,
  simulatedAnswersNote,
  simulatedShareLabel,
} from './answer-outcomes.ts';

describe('answerOutcomesNote', () => {
  it('says nothing when every answer counted', () => {
    expect(answerOutcomesNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 24 })).toBeNull();
  });

  it('says how many of all the answers were left out, and why', () => {
    expect(answerOutcomesNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 21, answers_refused: 3 })).toBe(
      '3 of 24 answers refused',
    );
    expect(
      answerOutcomesNote({
        answers_counted: 18,
        answers_empty: 2,
        answers_refused: 3,
        answers_failed: 1,
        answers_simulated: 0,
      }),
    ).toBe('3 of 24 answers refused, 2 empty, 1 failed');
    expect(answerOutcomesNote({ ...NO_ANSWER_OUTCOMES, answers_failed: 1 })).toBe('1 of 1 answer failed');
  });
});

describe('the simulated note', () => {
  it('says when all or some of the answers a figure rests on come from the sandbox, and nothing otherwise', () => {
    expect(simulatedAnswersNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 24 })).toBeNull();
    expect(simulatedAnswersNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 24, answers_simulated: 24 })).toBe(
      'Simulated: all 24 answers from the sandbox',
    );
    expect(simulatedAnswersNote({ ...NO_ANSWER_OUTCOMES, answers_counted: 24, answers_simulated: 8 })).toBe(
      'Partly simulated: 8 of 24 answers from the sandbox',
    );
  });
});

describe('the simulated marker of a table cell', () => {
  it('says Simulated when every answer is, the share when some are, and nothing otherwise', () => {
    expect(simulatedShareLabel({ answers_counted: 30, answers_simulated: 0 })).toBeNull();
    expect(simulatedShareLabel({ answers_counted: 30, answers_simulated: 30 })).toBe('Simulated');
    expect(simulatedShareLabel({ answers_counted: 30, answers_simulated: 12 })).toBe('40 % simulated');
  });
});
