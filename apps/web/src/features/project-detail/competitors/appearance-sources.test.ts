import { describe, expect, it } from 'vitest';
import { visibleSources } from './appearance-sources.ts';

describe('visibleSources', () => {
  const urls = ['a', 'b', 'c', 'd', 'e'];
  it('shows three and counts the rest until expanded', () => {
    expect(visibleSources(urls, false)).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(visibleSources(urls, true)).toEqual({ shown: urls, hidden: 2 });
    expect(visibleSources(['a'], false)).toEqual({ shown: ['a'], hidden: 0 });
  });
});
