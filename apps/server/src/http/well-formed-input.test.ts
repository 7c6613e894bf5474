import { describe, expect, it } from 'vitest';
import { illFormedPath } from './well-formed-input.ts';

describe('illFormedPath', () => {
  it('finds a lone surrogate anywhere in a request value', () => {
    expect(illFormedPath({ name: 'Acme 😀', tags: ['a', 'b'] })).toBeNull();
    expect(illFormedPath({ competitors: [{ name: 'ok' }, { name: 'bad \ud800' }] })).toEqual([
      'competitors',
      '1',
      'name',
    ]);
    expect(illFormedPath({ '\udc00': 1 })).toEqual(['\udc00']);
    expect(illFormedPath('\udfff tail')).toEqual([]);
  });
});
