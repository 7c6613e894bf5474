import { describe, expect, it } from 'vitest';
import { createEntityGroups } from './entity-groups.ts';
import type { KnownEntity } from './entity-matching.ts';

const entity = (name: string, isBrand = false): KnownEntity => ({ name, key: name.toLowerCase(), isBrand });

describe('createEntityGroups', () => {
  it('joins entities into companies and keeps the brand as the group name', () => {
    const [a, b, c] = [entity('Theragun'), entity('Therabody', true), entity('Other')];
    const groups = createEntityGroups([a, b, c]);
    groups.union(a, b);
    expect(groups.root(a)).toBe(b);
    expect(groups.members(a)).toEqual([a, b]);
    expect(groups.root(c)).toBe(c);
  });
});
