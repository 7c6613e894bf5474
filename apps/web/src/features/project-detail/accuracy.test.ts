import { describe, expect, it } from 'vitest';
import { ratingMeta, STATUS_COLORS } from './accuracy.ts';

describe('accuracy colours', () => {
  it('colours the overall status green, yellow and red', () => {
    expect(STATUS_COLORS.Correct).toBe('green');
    expect(STATUS_COLORS['Almost all correct']).toBe('yellow');
    expect(STATUS_COLORS['Incorrect response']).toBe('red');
  });

  it('labels ratings 2, 1 and 0, rounding averages', () => {
    expect(ratingMeta(2)).toEqual({ label: 'Correct', color: 'green' });
    expect(ratingMeta(1.2)).toEqual({ label: 'Almost correct', color: 'yellow' });
    expect(ratingMeta(0)).toEqual({ label: 'Wrong', color: 'red' });
    expect(ratingMeta(null)).toEqual({ label: 'No data', color: 'gray' });
  });
});
