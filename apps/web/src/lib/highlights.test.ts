import { describe, expect, it } from 'vitest';
import { highlightsOf, kindsIn, piecesOf } from './highlights.ts';
import { type Inline, parseMarkdown } from './markdown.ts';

const source =
  '## Picks\r\n1. **Acme Pro** beats Beta [1]\n2. [Beta](https://beta.example) too\n\nAlso Gamma.';
const at = (text: string) => source.indexOf(text);
const spans = {
  brand: [[at('Acme'), at('Acme') + 4]] as [number, number][],
  competitors: [{ name: 'Beta', spans: [[at('Beta'), at('Beta') + 4]] as [number, number][] }],
  position: [at('**Acme'), at(' beats')] as [number, number],
  citations: [{ span: [at('[1]'), at('[1]') + 3] as [number, number], url: 'https://one.example/' }],
};

/** Every text node of the parsed document with its offset. */
const textNodes = (nodes: Inline[]): { text: string; start?: number }[] =>
  nodes.flatMap((n) => (n.type === 'text' ? [n] : 'children' in n ? textNodes(n.children) : []));

describe('highlights on the parsed answer', () => {
  it('gives every text node its offset in the raw source (CRLF, list markers and emphasis skipped)', () => {
    const blocks = parseMarkdown(source);
    const nodes = blocks.flatMap((b) =>
      b.type === 'list' ? b.items.flatMap(textNodes) : b.type === 'code' ? [] : textNodes(b.children),
    );
    expect(nodes.length).toBeGreaterThan(4);
    for (const node of nodes)
      expect(source.slice(node.start, (node.start ?? 0) + node.text.length)).toBe(node.text);
  });

  it('cuts text at every highlight edge and names what covers each piece', () => {
    const highlights = highlightsOf(spans, 'Acme');
    expect(kindsIn(highlights)).toEqual(['position', 'brand', 'competitor', 'citation']);
    const text = 'Acme Pro';
    const pieces = piecesOf(text, at('Acme Pro'), highlights);
    expect(pieces.map((p) => [p.text, p.kinds])).toEqual([
      ['Acme', ['position', 'brand']],
      [' Pro', ['position']],
    ]);
    const line = ' beats Beta [1]';
    expect(piecesOf(line, at(line), highlights).map((p) => [p.text, p.kinds, p.labels])).toEqual([
      [' beats ', [], []],
      ['Beta', ['competitor'], ['Beta']],
      [' ', [], []],
      ['[1]', ['citation'], ['https://one.example/']],
    ]);
  });

  it('leaves text outside every highlight whole', () => {
    expect(piecesOf('Also Gamma.', at('Also'), highlightsOf(spans, 'Acme'))).toEqual([
      { text: 'Also Gamma.', start: at('Also'), kinds: [], labels: [] },
    ]);
  });
});
