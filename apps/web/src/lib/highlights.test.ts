import { describe, expect, it } from 'vitest';
import { highlightsOf, kindsIn, piecesOf } from './highlights.ts';

const source =
  '## Picks\r\n1. **Acme Pro** beats Beta [1]\n2. [Beta](https://beta.example) too\n\nAlso Gamma.';
const at = (text: string) => source.indexOf(text);
const spans = {
  brand: [[at('Acme'), at('Acme') + 4]] as [number, number][],
  competitors: [{ name: 'Beta', spans: [[at('Beta'), at('Beta') + 4]] as [number, number][] }],
  position: [at('**Acme'), at(' beats')] as [number, number],
  citations: [{ span: [at('[1]'), at('[1]') + 3] as [number, number], url: 'https://one.example/' }],
};

/** Offsets of text that follows on in the source from `start`. */
const from = (start: number) => (i: number) => start + i;

describe('highlights of an answer', () => {
  it('cuts text at every highlight edge and names what covers each piece', () => {
    const highlights = highlightsOf(spans, 'Acme');
    expect(kindsIn(highlights)).toEqual(['position', 'brand', 'competitor', 'citation']);
    const text = 'Acme Pro';
    const pieces = piecesOf(text, from(at('Acme Pro')), highlights);
    expect(pieces.map((p) => [p.text, p.kinds])).toEqual([
      ['Acme', ['position', 'brand']],
      [' Pro', ['position']],
    ]);
    const line = ' beats Beta [1]';
    expect(piecesOf(line, from(at(line)), highlights).map((p) => [p.text, p.kinds, p.labels])).toEqual([
      [' beats ', [], []],
      ['Beta', ['competitor'], ['Beta']],
      [' ', [], []],
      ['[1]', ['citation'], ['https://one.example/']],
    ]);
  });

  it('leaves text outside every highlight whole', () => {
    expect(piecesOf('Also Gamma.', from(at('Also')), highlightsOf(spans, 'Acme'))).toEqual([
      { text: 'Also Gamma.', start: at('Also'), kinds: [], labels: [] },
    ]);
  });

  it('cuts text whose characters skip part of the source (markup left out) by where each one sits', () => {
    // "Acme Pro" read from "**Acme** Pro": the brand span ends inside, the position covers it all.
    const offsets = [2, 3, 4, 5, 8, 9, 10, 11];
    const highlights = [
      { start: 0, end: 12, kind: 'position' as const, label: '' },
      { start: 2, end: 6, kind: 'brand' as const, label: 'Acme' },
    ];
    expect(
      piecesOf('Acme Pro', (i) => offsets[i], highlights).map((p) => [p.text, p.start, p.kinds]),
    ).toEqual([
      ['Acme', 2, ['position', 'brand']],
      [' Pro', 8, ['position']],
    ]);
  });
});
