import { describe, expect, it } from 'vitest';
import { extractPage } from './page-extract.ts';
import { generatePrompts } from './prompt-generator.ts';
import { collectSiteFacts, type SitePage } from './site-facts.ts';
import type { GenerationContext } from './suggestions.ts';
import { ABOUT_HTML, HOME_HTML, PRICING_HTML } from './test-site.ts';
import { dedupeKey } from './text-utils.ts';

const contextFor = (pages: SitePage[], entityName: string, entityLocation: string, domain: string) => ({
  entityName,
  entityLocation,
  domain,
  pages,
  facts: collectSiteFacts(pages, { entityName, domain }),
});

const acme = (): GenerationContext =>
  contextFor(
    [
      { kind: 'home', content: extractPage(HOME_HTML, 'https://acmeboards.example/') },
      { kind: 'about', content: extractPage(ABOUT_HTML, 'https://acmeboards.example/about') },
      { kind: 'pricing', content: extractPage(PRICING_HTML, 'https://acmeboards.example/pricing') },
    ],
    'Acme Boards',
    'Spain',
    'acmeboards.example',
  );

const bakery = (): GenerationContext =>
  contextFor(
    [
      {
        kind: 'home',
        content: extractPage(
          `<title>Miga | Vegan bakery in Madrid</title>
           <p>Miga is a vegan bakery that bakes sourdough and cakes every morning.</p>`,
          'https://miga.example/',
        ),
      },
    ],
    'Miga',
    'Madrid, Spain',
    'miga.example',
  );

describe('generatePrompts', () => {
  it('writes 8-12 ranking prompts built on the category, location and audiences', () => {
    const { ranking_queries } = generatePrompts(acme());
    expect(ranking_queries.length).toBeGreaterThanOrEqual(8);
    expect(ranking_queries.length).toBeLessThanOrEqual(12);
    const texts = ranking_queries.map((r) => r.query_text);
    expect(texts).toContain('Best project management software in Spain');
    expect(texts).toContain('Top project management software for small teams');
    expect(texts).toContain('Most affordable project management software in Spain');
    expect(texts).toContain('Which project management software has the best reviews in Spain?');
    expect(texts.some((t) => t.includes('alternatives'))).toBe(true);
    expect(texts.filter((t) => t.includes('project management software')).length).toBeGreaterThanOrEqual(8);
    for (const r of ranking_queries) {
      expect(r.query_text).not.toMatch(/acme/i);
      expect(r.explanation).toMatch(/^[A-Z].*\.$/);
      expect(r.explanation.split(/\.\s/).length).toBe(1);
    }
  });

  it('writes 5-8 accuracy prompts whose answers quote the site', () => {
    const { question_queries } = generatePrompts(acme());
    expect(question_queries.length).toBeGreaterThanOrEqual(5);
    expect(question_queries.length).toBeLessThanOrEqual(8);
    const byQuestion = Object.fromEntries(question_queries.map((q) => [q.query_text, q.expected_response]));
    expect(byQuestion['What does Acme Boards do?']).toBe(
      'Acme Boards is a project management software that helps small teams plan, track and ship work on time.',
    );
    expect(byQuestion['When was Acme Boards founded?']).toContain('2012');
    expect(byQuestion['How much does Acme Boards cost?']).toBe(
      "According to acmeboards.example, Acme Boards' prices are Starter at €9 per month and Team at €29 per month.",
    );
    expect(byQuestion['Where is Acme Boards based?']).toBe('Acme Boards is based in Barcelona, Spain.');
    expect(byQuestion['Who founded Acme Boards?']).toContain('Ana García and Luis Pérez');
  });

  it('does not ask what the site does not answer', () => {
    const { question_queries, ranking_queries } = generatePrompts(bakery());
    const questions = question_queries.map((q) => q.query_text);
    expect(questions).toContain('What does Miga do?');
    expect(questions).not.toContain('How much does Miga cost?');
    expect(questions).not.toContain('Who founded Miga?');
    expect(questions).not.toContain('When was Miga founded?');
    expect(ranking_queries.map((r) => r.query_text)).toEqual(
      expect.arrayContaining([
        'Best vegan bakery in Madrid, Spain',
        'Best vegan bakery in Spain',
        'Where can I find a good vegan bakery near Madrid?',
      ]),
    );
    expect(ranking_queries.length).toBeGreaterThanOrEqual(8);
  });

  it('is deterministic and free of duplicates', () => {
    const a = generatePrompts(acme());
    expect(generatePrompts(acme())).toEqual(a);
    for (const list of [a.ranking_queries, a.question_queries]) {
      const keys = list.map((q) => dedupeKey(q.query_text));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('still produces ranking prompts when the site names no category or location', () => {
    const ctx = contextFor(
      [{ kind: 'home', content: extractPage('<title>Welcome</title>', 'https://x.example/') }],
      'Xyz',
      '',
      'x.example',
    );
    const { ranking_queries, question_queries } = generatePrompts(ctx);
    expect(ranking_queries.length).toBeGreaterThanOrEqual(8);
    expect(ranking_queries.every((r) => !r.query_text.includes(' in '))).toBe(true);
    expect(question_queries.map((q) => q.query_text)).toEqual(["What is Xyz's official website?"]);
  });
});
