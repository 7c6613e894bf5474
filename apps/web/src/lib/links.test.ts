import { describe, expect, it } from 'vitest';
import { externalLinkProps, safeHref } from './links.ts';

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' \tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/relative/path',
  'not a url',
];

describe('links from data', () => {
  it('keep http(s) and mailto URLs, normalised', () => {
    expect(safeHref('https://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('mailto:sales@example.com')).toBe('mailto:sales@example.com');
    expect(externalLinkProps('https://example.com/x')).toEqual({
      href: 'https://example.com/x',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    });
  });

  it.each(hostile)('neutralise %j', (url) => {
    expect(safeHref(url)).toBeNull();
    expect(externalLinkProps(url)).toBeNull();
  });
});
