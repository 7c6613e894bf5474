import { describe, expect, it } from 'vitest';
import {
  capitalize,
  dedupeKey,
  foldText,
  joinList,
  possessive,
  splitSentences,
  truncate,
} from './text-utils.ts';

describe('text utils', () => {
  it('splits sentences at end punctuation followed by a capital or digit', () => {
    expect(splitSentences('We bake. Since 2012! Open daily? yes. e.g. this')).toEqual([
      'We bake.',
      'Since 2012!',
      'Open daily? yes. e.g. this',
    ]);
  });
  it('folds accents, case and punctuation', () => {
    expect(foldText('  Café, CRÈME & Co.  ')).toBe('cafe creme co');
  });
  it('builds dedupe keys that ignore order and filler words', () => {
    expect(dedupeKey('Best CRM in Spain?')).toBe(dedupeKey('the best crm for spain'));
    expect(dedupeKey('Best CRM in Spain')).not.toBe(dedupeKey('Cheapest CRM in Spain'));
  });
  it('formats lists, possessives, capitals and truncation', () => {
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinList([])).toBe('');
    expect(possessive('Acme')).toBe("Acme's");
    expect(possessive('Acme Boards')).toBe("Acme Boards'");
    expect(capitalize('best')).toBe('Best');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
  });
});
