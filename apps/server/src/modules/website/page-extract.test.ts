import { describe, expect, it } from 'vitest';
import { extractPage } from './page-extract.ts';
import { HOME_HTML, PRICING_HTML } from './test-site.ts';

describe('extractPage', () => {
  const home = extractPage(HOME_HTML, 'https://acmeboards.example/');

  it('reads title, meta description, og:site_name and language', () => {
    expect(home.title).toBe('Acme Boards | Project management software for small teams');
    expect(home.description).toMatch(/^Acme Boards is a project management software/);
    expect(home.siteName).toBe('Acme Boards');
    expect(home.lang).toBe('en');
  });

  it('keeps headings and visible prose, without chrome, scripts or hidden text', () => {
    expect(home.headings).toEqual([
      { level: 1, text: 'Project management software for small teams' },
      { level: 2, text: 'Kanban boards, timelines and reports' },
    ]);
    const all = home.blocks.map((b) => b.text).join('\n');
    expect(all).toContain('Built for startups and agencies');
    expect(all).not.toContain('Secret hidden text');
    expect(all).not.toContain('tracking');
    expect(all).not.toContain('All rights reserved');
    expect(all).not.toContain('Log in');
    expect(home.paragraphs).toHaveLength(3);
  });

  it('resolves links, including navigation, and collects mailto addresses', () => {
    expect(home.links.map((l) => l.url)).toContain('https://acmeboards.example/about');
    expect(home.links).toContainEqual({ url: 'https://acmeboards.example/pricing', text: 'Pricing' });
    const page = extractPage(
      '<base href="/docs/"><a href="intro">Intro</a><a href="mailto:Hi@Acme.example?subject=x">Mail</a><a href="javascript:x()">x</a>',
      'https://acme.example/a/b',
    );
    expect(page.links).toEqual([{ url: 'https://acme.example/docs/intro', text: 'Intro' }]);
    expect(page.emails).toEqual(['hi@acme.example']);
  });

  it('reads JSON-LD organisations, founders, addresses and offers', () => {
    const [org] = home.jsonLd;
    expect(org).toMatchObject({
      types: ['Organization'],
      name: 'Acme Boards',
      foundingDate: '2012-03-01',
      founders: ['Ana García', 'Luis Pérez'],
      address: 'Barcelona, Spain',
      email: 'hello@acmeboards.example',
    });
    const page = extractPage(
      `<script type="application/ld+json"><!--
      {"@graph":[{"@type":["Bakery"],"name":"Miga","address":"Calle Mayor 1, Madrid"},
       {"@type":"Product","name":"Sourdough","offers":{"@type":"Offer","price":"4,50","priceCurrency":"eur"}}]}
      --></script><script type="application/ld+json">{broken</script>`,
      'https://miga.example/',
    );
    expect(page.jsonLd.map((e) => e.types[0])).toEqual(['Bakery', 'Product']);
    expect(page.jsonLd[0]!.address).toBe('Calle Mayor 1, Madrid');
    expect(page.jsonLd[1]!.offers).toEqual([{ name: undefined, price: 4.5, currency: 'EUR' }]);
  });

  it('keeps pricing cards as heading + text blocks in order', () => {
    const pricing = extractPage(PRICING_HTML, 'https://acmeboards.example/pricing');
    const idx = pricing.blocks.findIndex((b) => b.text === 'Starter');
    expect(pricing.blocks[idx]).toEqual({ kind: 'heading', level: 2, text: 'Starter' });
    expect(pricing.blocks[idx + 1]).toEqual({ kind: 'text', text: '€9 / month' });
  });

  it('survives empty and malformed documents', () => {
    const page = extractPage('<p>unclosed <b>bold', 'https://x.example/');
    expect(page.title).toBeUndefined();
    expect(page.blocks).toEqual([{ kind: 'text', text: 'unclosed bold' }]);
    expect(extractPage('', 'https://x.example/').blocks).toEqual([]);
  });
});
