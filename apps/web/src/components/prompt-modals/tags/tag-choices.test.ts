import { describe, expect, it } from 'vitest';
import { pickedTags, tagChoices } from './tag-choices.ts';

const seo = { id: 1, name: 'SEO' };
const launch = { id: 2, name: 'Launch 2026' };
const brand = { id: 3, name: 'Brand' };
const tags = [brand, launch, seo];

describe('tag choices', () => {
  it('offers every unpicked tag for an empty search and nothing to create', () => {
    expect(tagChoices(tags, [3], '')).toEqual({ options: [launch, seo], create: null });
    expect(tagChoices(tags, [], '   ')).toEqual({ options: tags, create: null });
  });

  it('filters by a part of the name, ignoring case', () => {
    expect(tagChoices(tags, [], 'AUN').options).toEqual([launch]);
    expect(tagChoices(tags, [], 'x').options).toEqual([]);
  });

  it('offers to create a trimmed new name, not one that exists in another case', () => {
    expect(tagChoices(tags, [], '  Pricing ').create).toBe('Pricing');
    expect(tagChoices(tags, [], 'seo').create).toBeNull();
    expect(tagChoices(tags, [1], 'seo')).toEqual({ options: [], create: null });
    // A longer name that contains an existing one is new.
    expect(tagChoices(tags, [], 'SEO audit')).toEqual({ options: [], create: 'SEO audit' });
  });
});

describe('picked tags', () => {
  it('shows current names in the picked order and drops deleted tags', () => {
    expect(pickedTags([1, 3], [{ id: 1, name: 'Search' }, brand], [])).toEqual([
      { id: 1, name: 'Search' },
      brand,
    ]);
    expect(pickedTags([2, 1], [seo], [])).toEqual([seo]);
  });

  it('uses the names the prompt came with until the tags have loaded', () => {
    expect(pickedTags([1], undefined, [seo])).toEqual([seo]);
    expect(pickedTags([1], undefined, [])).toEqual([]);
  });
});
