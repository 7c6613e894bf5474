import { describe, expect, it } from 'vitest';
import { createEntityMatcher } from './entity-matching.ts';
import { classifyHead, trimHead } from './head-classification.ts';

const matcher = createEntityMatcher({ name: 'Acme' }, ['Beta']);
const classify = (text: string) =>
  classifyHead({ text, mentions: matcher.findMentions(text), matcher }, 0, text.length);

describe('classifyHead', () => {
  it('recognises items, labels and attributes', () => {
    expect(classify('Acme Swift 3').kind).toBe('item');
    expect(classify('Best Overall: Beta One')).toMatchObject({ kind: 'item', nameStart: 14 });
    expect(classify('Top Picks')).toMatchObject({ kind: 'label', section: 'rec' });
    expect(classify('Factors to Consider')).toMatchObject({ kind: 'label', section: 'nonrec' });
    expect(classify('Other Considerations')).toMatchObject({ kind: 'label', section: 'rec' });
    expect(classify('Pros')).toMatchObject({ kind: 'attribute' });
    expect(classify('Best for Acme fans').kind).not.toBe('item');
    expect(classify('Quantum Widget 5')).toMatchObject({ kind: 'item' });
  });

  it('trims numbering, emoji and emphasis', () => {
    const text = '#### 🧳 **1. Acme – The Carry-On**:';
    const [s, e] = trimHead(text, 0, text.length);
    expect(text.slice(s, e)).toBe('Acme – The Carry-On');
  });
});
