import { describe, expect, it } from 'vitest';
import { cleanDisplayText, foldDiacritics, normalizeName, tokenize } from './text-normalization.ts';

describe('normalizeName', () => {
  it('ignores case, punctuation, diacritics and spacing', () => {
    for (const variant of ["De'Longhi", 'DeLonghi', 'De Longhi', 'De’Longhi', 'DELONGHI'])
      expect(normalizeName(variant)).toBe('delonghi');
    expect(normalizeName('Nestlé')).toBe('nestle');
  });

  it('drops legal suffixes and a leading article', () => {
    expect(normalizeName('Netflix, Inc.')).toBe('netflix');
    expect(normalizeName('Hulu, LLC')).toBe('hulu');
    expect(normalizeName('Acme GmbH')).toBe('acme');
    expect(normalizeName('Widgets Ltd')).toBe('widgets');
    expect(normalizeName('The North Face')).toBe('northface');
  });

  it('treats "&" and "and" alike and drops a possessive', () => {
    expect(normalizeName('Bob & Brad')).toBe(normalizeName('Bob and Brad'));
    expect(normalizeName("Quince's")).toBe('quince');
    expect(normalizeName("Lands' End")).toBe('landsend');
  });
});

describe('tokenize', () => {
  it('keeps offsets and splits words glued together by scraping', () => {
    const text = '$1,199.99Dell G15 AmazonWalmart Acme Center4.4';
    const tokens = tokenize(text).map((t) => t.raw);
    expect(tokens).toEqual([
      '1',
      '199',
      '99',
      'Dell',
      'G',
      '15',
      'Amazon',
      'Walmart',
      'Acme',
      'Center',
      '4',
      '4',
    ]);
    const dell = tokenize(text).find((t) => t.raw === 'Dell');
    expect(text.slice(dell?.start, dell?.end)).toBe('Dell');
  });
});

describe('display helpers', () => {
  it('folds diacritics', () => expect(foldDiacritics('Crème Brûlée')).toBe('Creme Brulee'));
  it('cleans markdown from a name', () =>
    expect(cleanDisplayText('**[Acme Swift 3](https://x.y)**:')).toBe('Acme Swift 3'));
  it('drops what is left of an empty link target', () =>
    expect(cleanDisplayText('Acme Swift 3]()**')).toBe('Acme Swift 3'));
});
