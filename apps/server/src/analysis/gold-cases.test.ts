import { describe, expect, it } from 'vitest';
import {
  type BenchAnswer,
  buildGoldCases,
  type CaseResult,
  namedInText,
  scoreResults,
} from './gold-cases.ts';

const answer: BenchAnswer = {
  id: 'query-7/chatgpt/run1',
  engine: 'chatgpt',
  prompt: 'best blender',
  answer: '1. **Acme Blend 5** with a Gamma motor\n2. **Beta Pro**\n\nSee [Delta](https://delta.example).',
  category_brands: ['Acme', 'Beta', 'Delta', 'Epsilon', 'Zeta', 'Zeta Home', 'Eta'],
};

describe('buildGoldCases', () => {
  const cases = buildGoldCases([answer], {
    [answer.id]: { split: 'dev', ranked: ['Acme', 'Beta'], mentioned: ['Gamma'], notes: '' },
  });

  it('makes one case per ranked brand, per mentioned brand and two absent category brands', () => {
    expect(cases.map((c) => [c.id, c.label.mentioned, c.label.position])).toEqual([
      ['query-7/chatgpt/run1/Acme', true, 1],
      ['query-7/chatgpt/run1/Beta', true, 2],
      ['query-7/chatgpt/run1/Gamma', true, null],
      // Delta is named in a link: not absent beyond doubt.
      ['query-7/chatgpt/run1/Epsilon', false, null],
      ['query-7/chatgpt/run1/Zeta', false, null],
    ]);
    expect(cases.every((c) => c.split === 'dev' && c.answer === answer.answer)).toBe(true);
  });

  it('gives every case the category and the labelled names but its own, sorted, as competitors', () => {
    expect(cases[0].competitors).toEqual(['Beta', 'Delta', 'Epsilon', 'Eta', 'Gamma', 'Zeta', 'Zeta Home']);
  });

  it('leaves out the other entry of a labelled maker and line pair', () => {
    const withLine = buildGoldCases([{ ...answer, category_brands: ['Acme Home', 'Acme', 'Epsilon'] }], {
      [answer.id]: { split: 'test', ranked: ['Acme'], mentioned: [] },
    });
    expect(withLine.map((c) => [c.brand.name, c.split, c.label.mentioned])).toEqual([
      ['Acme', 'test', true],
      ['Epsilon', 'test', false],
    ]);
  });
});

describe('namedInText', () => {
  it('finds a name in any case, spacing or part of an alternative', () => {
    expect(namedInText('the Kitchen Aid mixer', 'KitchenAid')).toBe(true);
    expect(namedInText('see hp.com', 'HP')).toBe(true);
    expect(namedInText('switch to Ting today', 'US Mobile / Ting')).toBe(true);
    expect(namedInText('shipping is free', 'HP')).toBe(false);
  });
});

describe('scoreResults', () => {
  it('counts exact positions and the mention F1', () => {
    const [acme, beta, gamma] = buildGoldCases([answer], {
      [answer.id]: { split: 'dev', ranked: ['Acme', 'Beta'], mentioned: ['Gamma'] },
    });
    const results: CaseResult[] = [
      { goldCase: acme, mentioned: true, position: 1 },
      { goldCase: beta, mentioned: true, position: 3 },
      { goldCase: gamma, mentioned: false, position: null },
    ];
    const score = scoreResults(results);
    expect(score.exactPosition).toBeCloseTo(2 / 3);
    // precision 1, recall 2/3
    expect(score.mentionF1).toBeCloseTo(0.8);
  });
});
