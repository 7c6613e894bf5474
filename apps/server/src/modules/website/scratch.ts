import { extractPage } from './page-extract.ts';
import { collectSiteFacts } from './site-facts.ts';
import { ABOUT_HTML, HOME_HTML, PRICING_HTML } from './test-site.ts';

const pages = [
  { kind: 'home' as const, content: extractPage(HOME_HTML, 'https://acmeboards.example/') },
  { kind: 'about' as const, content: extractPage(ABOUT_HTML, 'https://acmeboards.example/about') },
  { kind: 'pricing' as const, content: extractPage(PRICING_HTML, 'https://acmeboards.example/pricing') },
];
const f = collectSiteFacts(pages, { entityName: 'Acme Boards', domain: 'acmeboards.example' });
console.log(f.categories, f.audiences, f.definitions, f.prices);
console.log(pages[0].content.blocks, pages[0].content.links);
