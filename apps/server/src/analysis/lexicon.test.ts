import { describe, expect, it } from 'vitest';
import { NON_RECOMMENDATION_SECTION, RECOMMENDATION_SECTION, WHERE_TO_BUY_INTENT } from './lexicon.ts';

describe('lexicon', () => {
  it('recognises where-to-buy questions', () => {
    for (const q of ['best place buy swimwear', 'where can I buy a cheap TV?', 'best women’s swimwear store'])
      expect(WHERE_TO_BUY_INTENT.test(q)).toBe(true);
    for (const q of ['best laptop under $1000', 'top CRM for startups'])
      expect(WHERE_TO_BUY_INTENT.test(q)).toBe(false);
  });

  it('separates recommendation sections from advice sections', () => {
    expect(NON_RECOMMENDATION_SECTION.test('Things to Consider When Choosing')).toBe(true);
    expect(NON_RECOMMENDATION_SECTION.test('Other Options')).toBe(false);
    expect(RECOMMENDATION_SECTION.test('Other Options')).toBe(true);
  });
});
