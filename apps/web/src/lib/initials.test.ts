import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of up to two words', () => {
    expect(initials('Acme Boards')).toBe('AB');
    expect(initials('Brand 11')).toBe('B1');
    expect(initials('Google AI Overviews')).toBe('GA');
    expect(initials(' claude ')).toBe('C');
    expect(initials('')).toBe('');
  });
});
