import { describe, expect, it } from 'vitest';
import { nextStep } from './tour-store.ts';

describe('moving through the product tour', () => {
  it('goes forward and back, stays on the first step, and ends after the last', () => {
    expect(nextStep(0, 1, 3)).toBe(1);
    expect(nextStep(1, -1, 3)).toBe(0);
    expect(nextStep(0, -1, 3)).toBe(0);
    expect(nextStep(2, 1, 3)).toBeNull();
  });
});
