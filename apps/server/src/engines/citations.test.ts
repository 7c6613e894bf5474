import { describe, expect, it } from 'vitest';
import { extractSources } from '../analysis/sources.ts';
import { normalizeCitations } from './citations.ts';

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

  it('gives the answer analysis the very URLs it keeps, so each source finds its citation kind', () => {
    const citations = normalizeCitations([
      { url: 'https://www.g2.com/categories/crm?ref=nav&amp;page=2', kind: 'retrieved' },
      { url: 'https://example.com/guide?utm_source_platform=x#pricing', kind: 'retrieved' },
      { url: 'https://en.wikipedia.org/wiki/Pipedrive_(software)', kind: 'cited' },
    ]);
    const sources = extractSources('The answer text.', citations);
    expect(sources.map((s) => s.url)).toEqual(citations.map((c) => c.url));
    expect(citations.map((c) => c.url)).toEqual([
      'https://en.wikipedia.org/wiki/Pipedrive_(software)',
      'https://www.g2.com/categories/crm?page=2',
      'https://example.com/guide',
    ]);
  });
});
