import { describe, expect, it } from 'vitest';
import { isComparisonContext, isNegativeContext, sentenceAround } from './mention-context.ts';

describe('mention context', () => {
  it('finds the sentence around a position in run-together text', () => {
    const text = 'First one.Second one here. Third.';
    const [s, e] = sentenceAround(text, text.indexOf('here'));
    expect(text.slice(s, e)).toBe('Second one here.');
  });

  it('detects comparisons and components', () => {
    const text = 'It is cheaper than the Acme and powered by Beta chips, and Gamma is great.';
    expect(isComparisonContext(text, text.indexOf('Acme'), 0)).toBe(true);
    expect(isComparisonContext(text, text.indexOf('Beta'), 0)).toBe(true);
    expect(isComparisonContext(text, text.indexOf('Gamma'), text.indexOf('and Gamma'))).toBe(false);
  });

  it('detects "no information" and advice against', () => {
    const text = "I couldn't find information about Acme. Beta is good. Avoid Gamma.";
    expect(isNegativeContext(text, text.indexOf('Acme'))).toBe(true);
    expect(isNegativeContext(text, text.indexOf('Beta'))).toBe(false);
    expect(isNegativeContext(text, text.indexOf('Gamma'))).toBe(true);
  });
});
