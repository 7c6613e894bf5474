import { describe, expect, it } from 'vitest';
import { answeredOnly } from './answered-series.ts';

describe('answer figures over days', () => {
  it('leaves days without answers out instead of drawing them as zero', () => {
    expect(answeredOnly([0, 12, 0, 0, 9], [false, true, true, false, true])).toEqual([null, 12, 0, null, 9]);
  });
});
