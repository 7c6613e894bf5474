import { describe, expect, it } from 'vitest';
import { extractPage } from './page-extract.ts';
import { collectSiteFacts, findPrices, parseAmount, type SitePage } from './site-facts.ts';
import { ABOUT_HTML, HOME_HTML, PRICING_HTML } from './test-site.ts';

const acmePages: SitePage[] = [
  { kind: 'home', content: extractPage(HOME_HTML, 'https://acmeboards.example/') },
  { kind: 'about', content: extractPage(ABOUT_HTML, 'https://acmeboards.example/about') },
  { kind: 'pricing', content: extractPage(PRICING_HTML, 'https://acmeboards.example/pricing') },
];

const page = (kind: SitePage['kind'], html: string, url = 'https://miga.example/'): SitePage => ({
  kind,
  content: extractPage(html, url),
});

describe('collectSiteFacts on the Acme site', () => {
  const facts = collectSiteFacts(acmePages, { entityName: 'Acme Boards', domain: 'acmeboards.example' });

  it('summarises what the business does in its own words', () => {
    expect(facts.summary?.quote).toBe(
      'Acme Boards is a project management software that helps small teams plan, track and ship work on time.',
    );
    expect(facts.definitions[0]?.category).toBe('project management software');
    expect(facts.categories[0]?.phrase).toBe('project management software');
  });

  it('prefers a site sentence for the founding year and agrees with JSON-LD', () => {
    expect(facts.foundingYear).toEqual({
      value: 2012,
      quote: 'Acme Boards was founded in 2012 in Barcelona by Ana García and Luis Pérez.',
      url: 'https://acmeboards.example/about',
    });
  });

  it('finds founders, location, audiences and the mission', () => {
    expect(facts.founders?.value).toEqual(['Ana García', 'Luis Pérez']);
    expect(facts.location?.value).toBe('Barcelona, Spain');
    expect(facts.audiences.slice(0, 2)).toEqual(['small teams', 'startups']);
    expect(facts.mission?.quote).toBe(
      "Acme Boards' mission is to give every small team the calm, clear planning tools big companies take for granted.",
    );
    expect(facts.freeTrial?.quote).toBe('Every plan starts with a 14-day free trial.');
    expect(facts.contact?.value).toBe('hello@acmeboards.example');
  });

  it('reads plan prices with their currency and plan name', () => {
    expect(
      facts.prices.map(({ plan, amount, currency, display }) => ({ plan, amount, currency, display })),
    ).toEqual([
      { plan: 'Starter', amount: 9, currency: 'EUR', display: '€9 per month' },
      { plan: 'Team', amount: 29, currency: 'EUR', display: '€29 per month' },
    ]);
  });
});

describe('collectSiteFacts on sparse or different sites', () => {
  it('uses structured data when the prose says nothing', () => {
    const facts = collectSiteFacts(
      [
        page(
          'home',
          `<title>Miga — vegan bakery</title>
          <script type="application/ld+json">{"@type":"Bakery","name":"Miga","foundingDate":"2015",
            "address":{"addressLocality":"Madrid","addressCountry":"ES"}}</script>
          <h1>Miga</h1><p>Sourdough, cakes and coffee, baked every morning without animal products.</p>`,
        ),
      ],
      { entityName: 'Miga', domain: 'miga.example' },
    );
    expect(facts.foundingYear).toMatchObject({ value: 2015, quote: 'Miga was founded in 2015.' });
    expect(facts.location).toMatchObject({
      value: 'Madrid, Spain',
      quote: 'Miga is based in Madrid, Spain.',
    });
    expect(facts.categories[0]).toMatchObject({ phrase: 'vegan bakery', kind: 'venue' });
    expect(facts.prices).toEqual([]);
    expect(facts.founders).toBeUndefined();
  });

  it('reads "since", "we are" and "based in" statements', () => {
    const facts = collectSiteFacts(
      [
        page(
          'home',
          `<p>We're a family-run vegan bakery in the heart of Madrid.</p>
           <p>Baking since 1998. Our shop is located in Chamberí, Madrid.</p>
           <p>Loaves from €4,50 and cakes from 25 €.</p>`,
        ),
      ],
      { entityName: 'Miga', domain: 'miga.example' },
    );
    expect(facts.summary?.quote).toBe('Miga is a family-run vegan bakery in the heart of Madrid.');
    expect(facts.foundingYear?.value).toBe(1998);
    expect(facts.location?.value).toBe('Chamberí, Madrid');
    expect(facts.prices.map((p) => [p.amount, p.currency])).toEqual([
      [4.5, 'EUR'],
      [25, 'EUR'],
    ]);
  });

  it('ignores unrelated prices and claims nothing it cannot find', () => {
    const facts = collectSiteFacts(
      [page('home', '<p>Customers save $500 every year with better planning.</p>')],
      {
        entityName: 'Acme',
        domain: 'acme.example',
      },
    );
    expect(facts.prices).toEqual([]);
    expect(facts.foundingYear).toBeUndefined();
    expect(facts.location).toBeUndefined();
    expect(facts.definitions).toEqual([]);
  });

  it('falls back to the site name when the entity name is empty', () => {
    const facts = collectSiteFacts(acmePages, { entityName: ' ', domain: 'acmeboards.example' });
    expect(facts.name).toBe('Acme Boards');
  });
});

describe('prices', () => {
  it('parses amounts written the European or the English way', () => {
    expect(parseAmount('1.299,00')).toBe(1299);
    expect(parseAmount('1,299.00')).toBe(1299);
    expect(parseAmount('9,99')).toBe(9.99);
    expect(parseAmount('9.99')).toBe(9.99);
    expect(parseAmount('1,299')).toBe(1299);
    expect(parseAmount('12')).toBe(12);
  });

  it('finds symbol and code prices with their period', () => {
    expect(findPrices('Pro: $29/mo, Team EUR 49 per user, Max 99 € a year, Basic £5')).toEqual([
      { amount: 29, currency: 'USD', display: '$29 per month', period: 'month' },
      { amount: 49, currency: 'EUR', display: 'EUR 49 per user', period: 'user' },
      { amount: 99, currency: 'EUR', display: '99 € per year', period: 'year' },
      { amount: 5, currency: 'GBP', display: '£5', period: undefined },
    ]);
  });
});
