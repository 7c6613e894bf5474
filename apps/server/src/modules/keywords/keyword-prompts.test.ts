import { KEYWORD_PROMPTS_PER_KEYWORD } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../website/page-extract.ts';
import { collectSiteFacts } from '../website/site-facts.ts';
import { ABOUT_HTML, HOME_HTML } from '../website/test-site.ts';
import { dedupeKey } from '../website/text-utils.ts';
import { siteHintsOf, writeKeywordPrompts } from './keyword-prompts.ts';

const queries = (...args: Parameters<typeof writeKeywordPrompts>) =>
  writeKeywordPrompts(...args).map((p) => p.query);

describe('writeKeywordPrompts', () => {
  it('writes question forms, "best … for …", comparisons, alternatives and the country variant', () => {
    const prompts = queries(['crm software'], { country: 'ES', language: 'en' }, null);
    expect(prompts).toEqual([
      'What is the best crm software?',
      'Best crm software in Spain',
      'Best crm software for small businesses',
      'Crm software comparison',
      'Crm software alternatives',
      'How do I choose the right crm software?',
      'Crm software reviews',
      'Affordable crm software in Spain',
    ]);
  });

  it('names the country as the language does, and leaves it out worldwide', () => {
    expect(queries(['crm'], { country: 'US', language: 'en' }, null)).toContain(
      'Best crm in the United States',
    );
    expect(queries(['crm'], { country: 'MX', language: 'es' }, null)).toContain('Mejor crm en México');
    expect(queries(['crm'], { country: 'CA', language: 'fr' }, null)).toContain(
      'Meilleur choix de crm au Canada',
    );
    expect(queries(['crm'], { country: 'FR', language: 'fr' }, null)).toContain(
      'Meilleur choix de crm en France',
    );
    expect(queries(['crm'], { country: 'CH', language: 'de' }, null)).toContain('Beste crm in der Schweiz');
    const worldwide = queries(['crm'], { country: 'GLOBAL', language: 'en' }, null);
    expect(worldwide.some((q) => / in /.test(q))).toBe(false);
  });

  it('writes other languages with the English forms around the keyword as typed', () => {
    expect(queries(['クラウド会計'], { country: 'JP', language: 'ja' }, null)[0]).toBe(
      'What is the best クラウド会計?',
    );
  });

  it("uses the website's brand, audience and city", () => {
    const pages = [
      { kind: 'home' as const, content: extractPage(HOME_HTML, 'https://acmeboards.example/') },
      { kind: 'about' as const, content: extractPage(ABOUT_HTML, 'https://acmeboards.example/about') },
    ];
    const hints = siteHintsOf(collectSiteFacts(pages, { entityName: '', domain: 'acmeboards.example' }));
    expect(hints).toMatchObject({ brand: 'Acme Boards', kind: 'software', city: 'Barcelona' });
    const prompts = queries(['kanban tool'], { country: 'ES', language: 'en' }, hints);
    expect(prompts).toContain('Alternatives to Acme Boards');
    expect(prompts).toContain('Is Acme Boards a good kanban tool?');
    expect(prompts).toContain(`Best kanban tool for ${hints.audiences[0]}`);
    expect(prompts).toContain('Best kanban tool in Barcelona');
  });

  it('offers local searches for a local business', () => {
    const venue = { brand: undefined, kind: 'venue' as const, audiences: [], city: undefined };
    expect(queries(['bakery'], { country: 'GLOBAL', language: 'en' }, venue)).toContain('Bakery near me');
    expect(queries(['panadería'], { country: 'ES', language: 'es' }, venue)).toContain(
      'Panadería cerca de mí',
    );
  });

  it('writes at most 8 per keyword, never the same prompt twice, the same every time', () => {
    const keywords = ['crm', 'CRM', 'sales pipeline'];
    const market = { country: 'GB', language: 'en' };
    const prompts = writeKeywordPrompts(keywords, market, null);
    expect(writeKeywordPrompts(keywords, market, null)).toEqual(prompts);
    for (const k of keywords)
      expect(prompts.filter((p) => p.keyword === k).length).toBeLessThanOrEqual(KEYWORD_PROMPTS_PER_KEYWORD);
    // "CRM" repeats "crm": all of its prompts are already there.
    expect(prompts.filter((p) => p.keyword === 'CRM')).toEqual([]);
    const keys = prompts.map((p) => dedupeKey(p.query));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
