import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('safe markdown', () => {
  it('reads headings, paragraphs with line breaks, lists and code', () => {
    const blocks = parseMarkdown(
      '## Top picks\n1. **HubSpot** – free\n2. Pipedrive\n\nLine one\nline two\n```\nx < y\n```',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'list', 'paragraph', 'code']);
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: true });
    expect(blocks[2]).toMatchObject({
      children: [{ text: 'Line one' }, { type: 'break' }, { text: 'line two' }],
    });
    expect(blocks[3]).toEqual({ type: 'code', text: 'x < y' });
  });

  it('reads inline bold, italic, code, links and bare URLs', () => {
    expect(parseInline('a **b** *c* `d` [e](https://e.com) https://f.com/x.')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://e.com/', children: [{ type: 'text', text: 'e' }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://f.com/x', children: [{ type: 'text', text: 'https://f.com/x' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps HTML as text and drops unsafe links', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: 'click)' }]);
  });
});
