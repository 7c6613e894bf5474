import { describe, expect, it } from 'vitest';
import { postParts, sequenceLength, typedSequence } from './typing.ts';

describe('the typed-out display', () => {
  const texts = ['Get cited on g2.com.', 'Then publish.'];

  it('shows the texts one after the other, word by word', () => {
    expect(sequenceLength(texts)).toBe(6);
    expect(typedSequence(texts, 0)).toEqual(['', '']);
    expect(typedSequence(texts, 2)).toEqual(['Get cited ', '']);
    expect(typedSequence(texts, 5)).toEqual(['Get cited on g2.com.', 'Then ']);
    expect(typedSequence(texts, 99)).toEqual(texts);
  });
});

describe('social post content', () => {
  it('highlights links, hashtags and mentions', () => {
    expect(postParts('Try #crm with @acme at https://acme.com now')).toEqual([
      { text: 'Try ', kind: 'plain' },
      { text: '#crm', kind: 'tag' },
      { text: ' with ', kind: 'plain' },
      { text: '@acme', kind: 'tag' },
      { text: ' at ', kind: 'plain' },
      { text: 'https://acme.com', kind: 'link' },
      { text: ' now', kind: 'plain' },
    ]);
  });
});
