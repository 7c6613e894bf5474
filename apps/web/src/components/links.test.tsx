// The shared components that draw URLs from data, rendered to HTML: a hostile URL never becomes an href.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../lib/markdown/parse.ts';
import { AppearanceSources } from './competitors/AppearanceSources.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { MarkdownTree } from './markdown/MarkdownTree.tsx';
import { SourceLinks } from './SourceLinks.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
const hostile = ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'];

describe('links drawn from data', () => {
  it('ExternalLink links a web URL in a new tab and shows anything else as text', () => {
    const safe = html(<ExternalLink url="https://example.com/a">site</ExternalLink>);
    expect(hrefs(safe)).toEqual(['https://example.com/a']);
    expect(safe).toContain('target="_blank"');
    expect(safe).toContain('rel="noopener noreferrer nofollow"');
    for (const url of hostile) {
      const markup = html(<ExternalLink url={url}>site</ExternalLink>);
      expect(hrefs(markup)).toEqual([]);
      expect(markup).toContain('site');
    }
  });

  it('source lists, appearance sources and answers link only the web URLs', () => {
    const urls = ['https://example.com/ok', ...hostile];
    const answer = `[a](${hostile[0]}) [b](https://example.com/ok) <${hostile[2]}> ![c](${hostile[1]})`;
    const markup = [
      html(<SourceLinks urls={urls} empty="none" />),
      html(<AppearanceSources sources={urls.slice(0, 3)} />),
      html(<MarkdownTree tree={parseMarkdown(answer)} source={answer} highlights={[]} idPrefix="a" />),
    ];
    for (const m of markup) expect(hrefs(m)).toEqual(['https://example.com/ok']);
  });
});
