import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse.ts';
import { sourceOffsets } from './source-offsets.ts';

const textNodes = (node: Nodes): Extract<Nodes, { type: 'text' }>[] =>
  node.type === 'text' ? [node] : 'children' in node ? node.children.flatMap(textNodes) : [];

describe('source offsets of rendered text', () => {
  it('give every character of every text node its place in the source', () => {
    const source =
      '## Picks 😀\r\n1. **Acme Pro** beats Beta [1]\r\n   - nested *item*\r\n2. [Beta](https://beta.example) too\r\n\r\n> quoted\r\n> line\r\n\r\n| A | **B** |\r\n|---|---|\r\n| x \\| y | ~~z~~ |';
    const nodes = textNodes(parseMarkdown(source));
    expect(nodes.length).toBeGreaterThan(10);
    for (const node of nodes) {
      const offsets = sourceOffsets(
        node.value,
        source,
        node.position?.start.offset ?? 0,
        node.position?.end.offset ?? 0,
      );
      expect(offsets.map((o) => source[o]).join('')).toBe(node.value);
    }
  });

  it('skip escapes and continued lines’ markers, and put a decoded entity where its spelling starts', () => {
    const source = 'a \\*b\\* &copy; c\n> d';
    expect(sourceOffsets('a *b* © c', source, 0, 16)).toEqual([0, 1, 3, 4, 6, 7, 8, 14, 15]);
    expect(sourceOffsets('x\ny', '> x\n> y', 2, 7)).toEqual([2, 3, 6]);
  });

  it('count UTF-16 units, as the parser’s offsets do', () => {
    expect(sourceOffsets('😀 a', '# 😀 a', 2, 6)).toEqual([2, 3, 4, 5]);
  });
});
