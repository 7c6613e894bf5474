import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { genericCategory, matchCategory } from './category-match.ts';

describe('the catalogue', () => {
  it('has at least 30 categories of at least 8 entities with domains', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
    for (const category of CATALOGUE) {
      expect(category.entities.length, category.id).toBeGreaterThanOrEqual(8);
      for (const e of category.entities) expect(e.domain, e.name).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(category.sources.length, category.id).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('matchCategory', () => {
  it('reaches every category from a prompt with its first keyword', () => {
    for (const category of CATALOGUE) {
      expect(matchCategory(`What are the best ${category.keywords[0]} options for 2026?`).id).toBe(
        category.id,
      );
    }
  });

  it.each([
    ['best CRM for startups', 'crm'],
    ['Which VPN is best for streaming Netflix abroad?', 'vpn'],
    ['top noise cancelling headphones for flights', 'headphones'],
    ['cheapest hosting for a WordPress blog', 'web-hosting'],
    ['good running shoes for flat feet', 'running-shoes'],
  ])('matches "%s" to %s', (prompt, id) => {
    expect(matchCategory(prompt).id).toBe(id);
  });

  it('falls back to entities made from the words of the prompt', () => {
    const category = matchCategory('best dog walking apps in Berlin');
    expect(category.id).toBe('generic:dog walking apps berlin');
    expect(category.entities.map((e) => e.name)).toContain('DogHub');
    expect(category.entities.length).toBeGreaterThanOrEqual(8);
    expect(genericCategory('best?').topic).toBe('options');
  });
});
