import { describe, expect, it } from 'vitest';
import { formatAverage, visibleSources } from './appearance-sources.ts';

describe('formatAverage', () => {
  it('shows one decimal, or a dash without a value', () => {
    expect(formatAverage(2)).toBe('2.0');
    expect(formatAverage(3.46)).toBe('3.5');
    expect(formatAverage(null)).toBe('—');
  });
});

describe('visibleSources', () => {
  const urls = ['a', 'b', 'c', 'd', 'e'];
  it('shows three and counts the rest until expanded', () => {
    expect(visibleSources(urls, false)).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(visibleSources(urls, true)).toEqual({ shown: urls, hidden: 2 });
    expect(visibleSources(['a'], false)).toEqual({ shown: ['a'], hidden: 0 });
  });
});
