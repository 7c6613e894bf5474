import { describe, expect, it } from 'vitest';
import { parseMarkdownBlocks } from './markdown-blocks.ts';

describe('parseMarkdownBlocks', () => {
  it('classifies lines with their depth and content offsets', () => {
    const text =
      '### Top picks\n\n1. **Acme**\n   * CPU: fast\n---\n| A | B |\n|---|---|\n| x | y |\nClosing words.';
    const blocks = parseMarkdownBlocks(text);
    expect(blocks.map((b) => [b.kind, b.depth])).toEqual([
      ['heading', 3],
      ['list-item', 0],
      ['list-item', 3],
      ['rule', 0],
      ['table-row', 0],
      ['table-row', 0],
      ['table-row', 0],
      ['paragraph', 0],
    ]);
    expect(text.slice(blocks[1].contentStart, blocks[1].end)).toBe('**Acme**');
    expect(blocks[5].separator).toBe(true);
    const [first] = blocks[6].cells ?? [];
    expect(text.slice(first[0], first[1]).trim()).toBe('x');
  });
});
