import { describe, expect, it } from 'vitest';
import { truncateEncodedUrl, truncateUtf8 } from './bounded-text.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('truncateUtf8', () => {
  it('keeps text that fits', () => {
    expect(truncateUtf8('GPTBot/1.1', 512)).toBe('GPTBot/1.1');
    expect(truncateUtf8('漢字', 6)).toBe('漢字');
  });

  it('cuts by encoded bytes, at a character boundary', () => {
    const cjk = '漢'.repeat(2000);
    const cut = truncateUtf8(cjk, 512);
    expect(bytes(cut)).toBeLessThanOrEqual(512);
    expect(cut).toBe('漢'.repeat(170));
    // A four-byte character (an emoji) is never split into a replacement character.
    expect(truncateUtf8(`a${'😀'.repeat(10)}`, 6)).toBe('a😀');
  });
});

describe('truncateEncodedUrl', () => {
  it('never ends in part of an escape', () => {
    const url = `https://example.com/${encodeURIComponent('漢'.repeat(2000))}`;
    expect(url.length).toBeGreaterThan(18_000);
    for (const max of [1024, 1025, 1026, 1027]) {
      const cut = truncateEncodedUrl(url, max);
      expect(bytes(cut)).toBeLessThanOrEqual(max);
      expect(cut).toMatch(/(%[0-9A-F]{2})+$/);
      expect(() => decodeURIComponent(cut.slice(20))).not.toThrow();
    }
  });

  it('keeps a URL that fits', () => {
    expect(truncateEncodedUrl('https://example.com/a%20b', 1024)).toBe('https://example.com/a%20b');
  });
});
