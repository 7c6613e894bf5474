import { describe, expect, it } from 'vitest';
import { dedupeSuggestions } from './suggestions.ts';

describe('dedupeSuggestions', () => {
  it('drops rephrasings that differ only in case, order, spacing or filler words', () => {
    const items = [
      { query_text: 'Best CRM in Spain' },
      { query_text: '  best   crm  in spain ' },
      { query_text: 'Spain best CRM' },
      { query_text: 'The best CRM for Spain?' },
      { query_text: 'Cheapest CRM' },
      { query_text: '' },
    ];
    expect(dedupeSuggestions(items, 10).map((i) => i.query_text)).toEqual([
      'Best CRM in Spain',
      'Cheapest CRM',
    ]);
    expect(dedupeSuggestions(items, 1)).toHaveLength(1);
  });
});
