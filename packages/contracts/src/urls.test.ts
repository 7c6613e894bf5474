import { describe, expect, it } from 'vitest';
import { bareDomain, cleanUrl, displayUrl, hostOf, pageKey } from './urls.ts';

describe('cleanUrl', () => {
  it('drops tracking parameters and the fragment, keeps meaningful queries', () => {
    expect(cleanUrl('https://www.g2.com/categories/crm?utm_source=openai#reviews')).toBe(
      'https://www.g2.com/categories/crm',
    );
    expect(cleanUrl('https://example.com/search?q=crm&utm_medium=x&ref=nav&_gsid=1')).toBe(
      'https://example.com/search?q=crm',
    );
    expect(cleanUrl('https://a.com/p#:~:text=hello')).toBe('https://a.com/p');
  });

  it('reads URLs as written in text: escaped ampersands, closing punctuation', () => {
    expect(cleanUrl('https://a.com/s?id=1&amp;st=tv')).toBe('https://a.com/s?id=1&st=tv');
    expect(cleanUrl(' https://www.wired.com/story/x/?utm_source=chatgpt.com). ')).toBe(
      'https://www.wired.com/story/x/',
    );
    expect(cleanUrl('(see https://en.wikipedia.org/wiki/Python_(language)).')).toBeNull();
    expect(cleanUrl('https://en.wikipedia.org/wiki/Python_(language)).')).toBe(
      'https://en.wikipedia.org/wiki/Python_(language)',
    );
  });

  it('is idempotent, so every layer that cleans agrees on the result', () => {
    const once = cleanUrl('https://Example.com/a/?utm_campaign=x&b=2#top')!;
    expect(cleanUrl(once)).toBe(once);
  });

  it('rejects non-web URLs', () => {
    expect(cleanUrl('mailto:sales@example.com')).toBeNull();
    expect(cleanUrl('ftp://files.example.com/x')).toBeNull();
    expect(cleanUrl('not a url')).toBeNull();
  });
});

describe('pageKey', () => {
  it('makes two spellings of one page equal: www, case of the host, trailing slash', () => {
    expect(pageKey('https://www.HubSpot.com/products/crm/')).toBe(
      pageKey('https://hubspot.com/products/crm'),
    );
    expect(pageKey('https://a.com/p?x=1')).not.toBe(pageKey('https://a.com/p?x=2'));
  });
});

describe('bareDomain', () => {
  it('keeps the host as people write it', () => {
    expect(bareDomain(' https://www.Example.com:8080/path?q#x ')).toBe('example.com');
    expect(bareDomain('example.com.')).toBe('example.com');
    expect(bareDomain('blog.example.co.uk/post')).toBe('blog.example.co.uk');
    expect(bareDomain('[::1]:3000')).toBe('[::1]');
    expect(bareDomain('')).toBe('');
  });
});

describe('hostOf and displayUrl', () => {
  it('show a URL briefly', () => {
    expect(hostOf('https://www.g2.com/categories/crm')).toBe('g2.com');
    expect(hostOf('g2.com')).toBeNull();
    expect(displayUrl('https://www.g2.com/categories/crm/')).toBe('g2.com/categories/crm');
    expect(displayUrl('http://example.com')).toBe('example.com');
  });
});
