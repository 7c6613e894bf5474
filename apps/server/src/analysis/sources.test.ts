import { cleanUrl } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { extractSources, urlsInText } from './sources.ts';

describe('sources', () => {
  it('cleans tracking parameters, highlight fragments and escaped ampersands', () => {
    expect(cleanUrl('https://www.wired.com/story/x/?utm_source=chatgpt.com')).toBe(
      'https://www.wired.com/story/x/',
    );
    expect(cleanUrl('https://a.com/p#:~:text=hello')).toBe('https://a.com/p');
    expect(cleanUrl('https://a.com/s?id=1&amp;st=tv')).toBe('https://a.com/s?id=1&st=tv');
    expect(cleanUrl('not a url')).toBeNull();
  });

  it('finds markdown links, footnotes and bare URLs in order', () => {
    const text = 'See [Acme](https://acme.com/a) and https://b.org/x.\n\n[1]: https://c.net/y "C title"';
    expect(urlsInText(text)).toEqual([
      { url: 'https://acme.com/a', title: 'Acme' },
      { url: 'https://b.org/x.' },
      { url: 'https://c.net/y', title: 'C title' },
    ]);
  });

  it('merges structured and textual citations, one per page, with registrable domains', () => {
    const sources = extractSources(
      'Read https://blog.acme.co.uk/post?utm_source=chatgpt.com and https://www.wired.com/story/x/#:~:text=a',
      [{ url: 'https://www.wired.com/story/x/', title: 'Wired' }, { url: 'https://www.wired.com/story/x' }],
      'https://acme.co.uk',
    );
    expect(sources).toEqual([
      { url: 'https://www.wired.com/story/x/', domain: 'wired.com', title: 'Wired', is_client_domain: false },
      { url: 'https://blog.acme.co.uk/post', domain: 'acme.co.uk', is_client_domain: true },
    ]);
  });
});
