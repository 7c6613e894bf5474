import { describe, expect, it } from 'vitest';
import { addRatedBy, ratedByNote } from './rating-judges.ts';

const none = { llm: 0, fact_check: 0, unknown: 0, models: [] };

describe('ratedByNote', () => {
  it('names the one judge that rated, and says nothing without ratings', () => {
    expect(ratedByNote(none)).toBeNull();
    expect(ratedByNote({ ...none, llm: 4, models: ['gpt-4o-mini'] })).toBe('Rated by gpt-4o-mini');
    expect(ratedByNote({ ...none, fact_check: 3 })).toBe('Rated by the fact check');
  });

  it('gives each judge its ratings when several rated', () => {
    expect(ratedByNote({ llm: 12, fact_check: 3, unknown: 0, models: ['gpt-4o-mini'] })).toBe(
      'Rated by gpt-4o-mini (12), the fact check (3)',
    );
    expect(ratedByNote({ ...none, fact_check: 2, unknown: 5 })).toBe(
      'Rated by the fact check (2), an unrecorded judge (5)',
    );
  });
});

describe('addRatedBy', () => {
  it('sums the judges of several groups, each model once', () => {
    expect(
      addRatedBy([
        { llm: 2, fact_check: 1, unknown: 0, models: ['b-model'] },
        { llm: 1, fact_check: 0, unknown: 3, models: ['a-model', 'b-model'] },
      ]),
    ).toEqual({ llm: 3, fact_check: 1, unknown: 3, models: ['a-model', 'b-model'] });
  });
});
