// Answers drawn from their parsed tree, rendered to HTML: the document's parts, what a hostile answer
// cannot do, and highlights that land on the text their offsets name.
import { MantineProvider } from '@mantine/core';
import type { HighlightKind } from '@sightline/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Highlight } from '../../lib/highlights.ts';
import { parseMarkdown } from '../../lib/markdown/parse.ts';
import { SafeMarkdown } from '../SafeMarkdown.tsx';
import { MarkdownTree } from './MarkdownTree.tsx';

/** The markup of `source` drawn, without Mantine's classes, styles and style sheets. */
const draw = (source: string, highlights: readonly Highlight[] = []) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MarkdownTree tree={parseMarkdown(source)} source={source} highlights={highlights} idPrefix="a1" />
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/ (class|style|data-(?!highlight)[a-z-]+)="[^"]*"/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, (svg) => `<svg${/aria-label="([^"]*)"/.exec(svg)?.[1] ?? ''}/>`);

/** The highlight of `text` (its first occurrence in `source`, from `from` on). */
const span = (source: string, text: string, kind: HighlightKind, from = 0): Highlight => {
  const start = source.indexOf(text, from);
  return { start, end: start + text.length, kind, label: kind === 'competitor' ? 'Beta' : '' };
};

/** The text of each <mark> with its kinds. */
const marks = (markup: string) =>
  [...markup.matchAll(/<mark data-highlight="([^"]*)"[^>]*>([^<]*)<\/mark>/g)].map((m) => [m[2], m[1]]);

describe('an answer drawn from its tree', () => {
  it('draws headings, paragraphs with their line breaks, lists and code blocks', () => {
    const html = draw(
      '## Top picks\n1. **HubSpot** – free\n2. Pipedrive\n\nLine one  \nline two\n```\nx < y\n```',
    );
    expect(html).toContain('<h5>Top picks</h5>');
    expect(html).toMatch(/<ol[^>]*>.*<strong>HubSpot<\/strong> – free.*Pipedrive.*<\/ol>/);
    expect(html).toContain('<p>Line one<br/>line two</p>');
    expect(html).toMatch(/<pre[^>]*>x &lt; y<\/pre>/);
  });

  it('draws bold, italic, strikethrough, inline code, links and bare URLs', () => {
    const html = draw('a **b** *c* ~~gone~~ `d` [e](https://e.com) https://f.com/x. mail@example.com');
    expect(html).toContain('a <strong>b</strong> <em>c</em> <del>gone</del> <code');
    expect(html).toMatch(/<code[^>]*>d<\/code>/);
    expect(html).toContain(
      '<a href="https://e.com/" target="_blank" rel="noopener noreferrer nofollow">e</a>',
    );
    expect(html).toContain(
      '<a href="https://f.com/x" target="_blank" rel="noopener noreferrer nofollow">https://f.com/x</a>.',
    );
    expect(html).toContain('href="mailto:mail@example.com"');
  });

  it('draws a comparison table with its header, cells and alignment, scrolling sideways', () => {
    const html = draw(
      '| Tool | Best for | Price |\n|---|:-:|--:|\n| **Acme** | Startups | $0 |\n| Beta | Teams |',
    );
    expect(html).toMatch(/<div tabindex="0" role="region" aria-label="Table from the answer">/);
    expect(html).toContain('<thead><tr><th>Tool</th><th>Best for</th><th>Price</th></tr></thead>');
    expect(html).toContain('<tbody><tr><td><strong>Acme</strong></td><td>Startups</td><td>$0</td></tr>');
    expect(html).toContain('<tr><td>Beta</td><td>Teams</td></tr></tbody>');
    expect(html).not.toContain('|');
  });

  it('draws nested lists, blockquotes and task lists', () => {
    const html = draw(
      '1. One\n   - a\n     1. deep\n2. Two\n\n> quoted **text**\n>\n> > nested\n\n- [x] done\n- [ ] open',
    );
    expect(html).toMatch(/<ol[^>]*><li><div><span>One<ul[^>]*><li><div><span>a<ol/);
    expect(html).toContain('deep');
    expect(html).toContain(
      '<blockquote><div><p>quoted <strong>text</strong></p><blockquote><div><p>nested</p>',
    );
    expect(html).toContain('<svgDone/></span><span>done</span>');
    expect(html).toContain('<svgTo do/></span><span>open</span>');
  });

  it('numbers an ordered list from where the answer starts it', () => {
    expect(draw('3. third\n4. fourth')).toMatch(/<ol[^>]*start="3"/);
  });

  it('shows images as links to them, with their alt text, and never loads them', () => {
    const html = draw('![Pricing chart](https://cdn.example/chart.png) ![](https://cdn.example/x.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://cdn.example/chart.png"');
    expect(html).toContain('<svg/>Pricing chart</a>');
    expect(html).toContain('<svg/>Image</a>');
  });

  it('links footnote references to their notes, and link references to their definitions', () => {
    const html = draw(
      'Acme leads[^src] per [the survey][s].\n\n[^src]: G2, 2025.\n\n[s]: https://survey.example/',
    );
    expect(html).toContain('<sup><a href="#a1-fn-1" aria-label="Footnote src">[src]</a></sup>');
    expect(html).toMatch(/<div id="a1-fn-1"><p>\[src\]<\/p><div><p>G2, 2025.<\/p>/);
    expect(html).toContain(
      '<a href="https://survey.example/" target="_blank" rel="noopener noreferrer nofollow">the survey</a>',
    );
  });

  it('shows raw HTML as its text and never links a script URL', () => {
    const html = draw(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> [click](javascript:alert(1)) [d](data:text/html,x) <javascript:alert(1)>\n\n[r]: vbscript:msgbox(1)\n\n[ref][r] ![i](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<(script|img)[\s>]/);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect([...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([]);
    expect(html).toContain('<span>click</span>');
  });

  it('draws a hostile depth of nesting flat past a bound', () => {
    const html = draw(`${'> '.repeat(40)}deep`);
    expect(html).toContain('deep');
    expect(html.match(/<blockquote>/g)?.length).toBeLessThan(20);
  });
});

describe('highlights on the drawn answer', () => {
  it('land on the text they name, past list markers, emphasis marks and CRLF line ends', () => {
    const source =
      '## Picks\r\n1. **Acme Pro** beats Beta [1]\r\n2. [Beta](https://beta.example) too\r\n\r\nAlso Gamma.';
    const highlights = [
      { ...span(source, '**Acme Pro**', 'position'), label: 'Acme' },
      span(source, 'Acme', 'brand'),
      span(source, 'Beta', 'competitor'),
      span(source, 'Beta', 'competitor', source.indexOf('[Beta')),
      span(source, '[1]', 'citation'),
    ];
    expect(marks(draw(source, highlights))).toEqual([
      ['Acme', 'position brand'],
      [' Pro', 'position'],
      ['Beta', 'competitor'],
      ['[1]', 'citation'],
      ['Beta', 'competitor'],
    ]);
  });

  it('follow a span across bold, a link and a table cell', () => {
    const source =
      'Pick **Acme** CRM or [Acme Cloud](https://acme.example) now.\n\n| Tool |\n|---|\n| **Acme** Suite |';
    const brand = span(source, 'Acme** CRM', 'brand');
    const link = span(source, 'Cloud](https://acme.example) now', 'brand');
    const cell = span(source, 'Acme** Suite', 'brand', source.indexOf('| **'));
    const html = draw(source, [brand, link, cell]);
    expect(html).toContain(
      'Pick <strong><mark data-highlight="brand">Acme</mark></strong><mark data-highlight="brand"> CRM</mark> or',
    );
    expect(html).toContain(
      '>Acme <mark data-highlight="brand">Cloud</mark></a><mark data-highlight="brand"> now</mark>.',
    );
    expect(html).toContain(
      '<td><strong><mark data-highlight="brand">Acme</mark></strong><mark data-highlight="brand"> Suite</mark></td>',
    );
  });

  it('land past escapes, entities and the markers of a quote’s continued lines', () => {
    const source = '> Acme \\*Pro\\* &amp;\n> Beta wins';
    const html = draw(source, [span(source, 'Pro', 'brand'), span(source, 'Beta', 'competitor')]);
    expect(marks(html)).toEqual([
      ['Pro', 'brand'],
      ['Beta', 'competitor'],
    ]);
    expect(html).toContain('Acme *<mark');
    expect(html).toContain('* &amp;\n<mark');
  });

  it('mark text in inline code and code blocks, but not the fences', () => {
    const source = 'Run `acme login`:\n\n```sh\nacme deploy\n```';
    const html = draw(source, [
      span(source, 'acme', 'brand'),
      span(source, 'acme', 'brand', source.indexOf('acme d')),
    ]);
    expect(marks(html)).toEqual([
      ['acme', 'brand'],
      ['acme', 'brand'],
    ]);
  });
});

describe('SafeMarkdown', () => {
  it('shows the source as plain, highlighted text until its tree is in', () => {
    const source = '<b>Acme</b> | [x](javascript:alert(1))';
    const html = renderToStaticMarkup(
      <MantineProvider>
        <SafeMarkdown source={source} highlights={[span(source, 'Acme', 'brand')]} />
      </MantineProvider>,
    );
    expect(html).toContain('&lt;b&gt;<mark data-highlight="brand"');
    expect(html).not.toContain('href=');
  });
});
