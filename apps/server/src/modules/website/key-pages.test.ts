import { describe, expect, it } from 'vitest';
import { selectKeyPages } from './key-pages.ts';

const home = 'https://acme.example/';
const link = (path: string, text: string) => ({ url: new URL(path, home).href, text });

describe('selectKeyPages', () => {
  it('picks about, pricing and products pages by path and link text', () => {
    const pages = selectKeyPages(
      [
        link('/', 'Home'),
        link('/company', 'Company'),
        link('/plans', 'Plans'),
        link('/features', 'Features'),
        link('/blog/how-we-work', 'How we work'),
      ],
      home,
    );
    expect(pages).toEqual([
      { kind: 'about', url: 'https://acme.example/company' },
      { kind: 'pricing', url: 'https://acme.example/plans' },
      { kind: 'products', url: 'https://acme.example/features' },
    ]);
  });

  it('recognises a page by its link text alone', () => {
    expect(selectKeyPages([link('/p/123', 'Our pricing')], home)).toEqual([
      { kind: 'pricing', url: 'https://acme.example/p/123' },
    ]);
  });

  it('ignores other sites, login and legal pages, files and fragments of the home page', () => {
    const pages = selectKeyPages(
      [
        { url: 'https://other.example/about', text: 'About' },
        link('/login', 'Log in to pricing'),
        link('/privacy', 'About your privacy'),
        link('/pricing.pdf', 'Pricing PDF'),
        link('/#about', 'About'),
      ],
      home,
    );
    expect(pages).toEqual([]);
  });

  it('uses each URL once, prefers shallow pages and respects the limit', () => {
    const pages = selectKeyPages(
      [
        link('/services/web/design', 'Services'),
        link('/services', 'Services'),
        link('/about', 'About'),
        link('/pricing', 'Pricing'),
      ],
      home,
      2,
    );
    expect(pages).toEqual([
      { kind: 'about', url: 'https://acme.example/about' },
      { kind: 'pricing', url: 'https://acme.example/pricing' },
    ]);
    expect(
      selectKeyPages([link('/services/web/design', 'Services'), link('/services', 'Services')], home),
    ).toEqual([{ kind: 'products', url: 'https://acme.example/services' }]);
  });
});
