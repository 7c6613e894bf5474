import { describe, expect, it } from 'vitest';
import { cleanUrl, normalizeCitations } from './citations.ts';

describe('cleanUrl', () => {
  it('drops tracking parameters and fragments, keeps meaningful queries', () => {
    expect(cleanUrl('https://www.g2.com/categories/crm?utm_source=openai#reviews')).toBe(
      'https://www.g2.com/categories/crm',
    );
    expect(cleanUrl('https://example.com/search?q=crm&utm_medium=x')).toBe(
      'https://example.com/search?q=crm',
    );
  });

  it('rejects non-web URLs', () => {
    expect(cleanUrl('mailto:sales@example.com')).toBeUndefined();
    expect(cleanUrl('not a url')).toBeUndefined();
  });
});

describe('normalizeCitations', () => {
  it('merges duplicates, lets cited win over retrieved and keeps the first title', () => {
    const out = normalizeCitations([
      { url: 'https://www.hubspot.com/products/crm/', kind: 'retrieved' },
      { url: 'https://zapier.com/blog/best-crm-app/', title: 'The best CRM software', kind: 'retrieved' },
      { url: 'https://hubspot.com/products/crm?utm_source=openai', title: 'HubSpot CRM', kind: 'cited' },
      { url: 'ftp://files.example.com/x', kind: 'cited' },
    ]);
    expect(out).toEqual([
      { url: 'https://www.hubspot.com/products/crm/', title: 'HubSpot CRM', kind: 'cited' },
      { url: 'https://zapier.com/blog/best-crm-app/', title: 'The best CRM software', kind: 'retrieved' },
    ]);
  });
});
