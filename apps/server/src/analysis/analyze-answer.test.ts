import { PUBLISHED_ACCURACY } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeLine } from '../cli/analyze.ts';
import { ANALYZER_VERSION, type AnalyzeAnswerInput, analyzeAnswer } from './analyze-answer.ts';

function analyze(answer: string, overrides: Partial<AnalyzeAnswerInput> = {}) {
  return analyzeAnswer({
    engine: 'chatgpt',
    prompt: 'best CRM for startups',
    answer,
    brand: { name: 'Acme' },
    competitors: ['Beta', 'Gamma'],
    ...overrides,
  });
}

describe('analyzeAnswer', () => {
  it('returns the ranking, the brand position and the sources', () => {
    const result = analyze(
      'Top picks:\n\n1. **Beta CRM** – simple ([G2][1])\n2. **Acme Cloud** – [site](https://www.acme.io/pricing?utm_source=chatgpt.com)\n\n[1]: https://g2.com/crm "G2"',
      { brand: { name: 'Acme', domain: 'acme.io' } },
    );
    expect(result.analyzer_version).toBe(ANALYZER_VERSION);
    expect(result.mention).toBe('recommended');
    expect(result.mentioned).toBe(true);
    expect(result.position).toBe(2);
    expect(result.ranking.map((r) => [r.position, r.matched_to, r.is_brand])).toEqual([
      [1, 'Beta', false],
      [2, 'Acme', true],
    ]);
    expect(result.sources).toEqual([
      { url: 'https://www.acme.io/pricing', domain: 'acme.io', title: 'site', is_client_domain: true },
      { url: 'https://g2.com/crm', domain: 'g2.com', title: 'G2', is_client_domain: false },
    ]);
  });

  it('reads a refusal only when the answer recommends nothing', () => {
    expect(analyze("I'm sorry, but I can't recommend specific brands.").refusal).toBe('declines');
    expect(analyze('').refusal).toBe('empty');
    // It says it cannot browse, then ranks anyway: an answer.
    const ranked = analyze("I can't browse the web, but from what I know:\n\n1. **Acme CRM**\n2. **Beta**");
    expect(ranked.refusal).toBeNull();
    expect(ranked.position).toBe(1);
    expect(analyze('1. **Beta CRM**\n2. **Gamma**').refusal).toBeNull();
  });

  it('matches the brand by label, alias and legal-suffix variants', () => {
    const result = analyze('1. ACME, Inc. Suite\n2. Beta', {
      brand: { name: 'Acme Corporation', aliases: ['ACME'] },
    });
    expect(result.position).toBe(1);
  });

  it('reports a brand named only in a comparison as mentioned without a position', () => {
    const result = analyze('1. **Beta CRM** – unlike Acme, it has a free tier.\n2. **Gamma**');
    expect(result).toMatchObject({ mentioned: true, mention: 'mentioned', position: null });
  });

  it('reports a brand named as a component as mentioned without a position', () => {
    const result = analyze('1. **Beta Laptop 14** – with an Acme processor\n2. **Gamma Book**');
    expect(result).toMatchObject({ mention: 'mentioned', position: null });
  });

  it('reports "I could not find information about" as a negative mention', () => {
    const result = analyze('I could not find information about Acme. Popular options are Beta and Gamma.');
    expect(result).toMatchObject({ mentioned: false, mention: 'negative', position: null });
    expect(result.ranking.map((r) => r.matched_to)).toEqual(['Beta', 'Gamma']);
  });

  it('counts a tracked line named after the brand as a mention of the brand', () => {
    const result = analyze('1. Beta\n2. Gamma\n\nBeta and Acme TV+ have originals.', {
      competitors: ['Beta', 'Gamma', 'Acme TV+'],
    });
    expect(result).toMatchObject({ mention: 'mentioned', position: null });
  });

  it('reports an absent brand', () => {
    expect(analyze('1. Beta\n2. Gamma')).toMatchObject({
      mentioned: false,
      mention: 'absent',
      position: null,
    });
  });

  it('counts untracked brands ahead of the brand in its position', () => {
    const result = analyze('1. **Zoho One**\n2. **Acme Cloud**', { competitors: [] });
    expect(result.position).toBe(2);
    expect(result.ranking[0]).toMatchObject({ entity: 'Zoho', is_brand: false });
    expect(result.ranking[0].matched_to).toBeUndefined();
  });

  it('accepts competitors with aliases', () => {
    const result = analyze('1. Betacorp Pro\n2. Acme', {
      competitors: [{ name: 'Beta', aliases: ['Betacorp'] }],
    });
    expect(result.ranking.map((r) => r.matched_to)).toEqual(['Beta', 'Acme']);
  });

  it('does not count a brand that is an ordinary word unless capitalised', () => {
    const result = analyze('There is nothing better than Beta for this.', { brand: { name: 'Nothing' } });
    expect(result.mention).toBe('absent');
  });
});

describe('CLI line analysis', () => {
  it('prints the id, mention, position, ranking names and sources', () => {
    const line = JSON.stringify({
      id: 'a1',
      engine: 'chatgpt',
      prompt: 'best CRM',
      answer: '1. Beta\n2. Acme https://acme.io/x',
      brand: { name: 'Acme' },
      competitors: ['Beta'],
    });
    expect(analyzeLine(line)).toEqual({
      id: 'a1',
      mentioned: true,
      position: 2,
      ranking: [
        { position: 1, name: 'Beta' },
        { position: 2, name: 'Acme' },
      ],
      sources: [{ url: 'https://acme.io/x', domain: 'acme.io' }],
    });
  });

  it('reports a malformed line without stopping', () => {
    expect(analyzeLine('{not json')).toMatchObject({ id: null });
    expect(analyzeLine('{"id":"x"}')).toMatchObject({ id: null, error: expect.stringContaining('engine') });
  });
});

describe('published accuracy', () => {
  it('is the current analyzer version’s: each version is scored by `npm run accuracy:release`', () => {
    expect(PUBLISHED_ACCURACY.analyzerVersion).toBe(ANALYZER_VERSION);
    expect(PUBLISHED_ACCURACY.heldOut.length).toBeGreaterThan(0);
  });
});
