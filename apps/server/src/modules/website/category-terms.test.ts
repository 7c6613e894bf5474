import { describe, expect, it } from 'vitest';
import { asRankable, audienceTerms, categoryFromSchemaType, categoryTerms } from './category-terms.ts';

const top = (texts: string[], brand = 'Acme') =>
  categoryTerms(
    texts.map((text) => ({ text, weight: 1 })),
    brand,
  ).map((t) => t.phrase);

describe('categoryTerms', () => {
  it('finds noun phrases ending in a category word', () => {
    expect(top(['Acme | Project management software for small teams'])[0]).toBe(
      'project management software',
    );
    expect(top(["Madrid's favourite vegan bakery since 2012"], 'Miga')[0]).toBe('vegan bakery');
    expect(top(['We are a boutique digital marketing agency'])[0]).toBe('boutique digital marketing agency');
    expect(top(['The best coffee shops in Lisbon'], 'Bica')[0]).toBe('coffee shop');
  });

  it('leaves out the brand, marketing adjectives and verbs', () => {
    expect(top(['Acme CRM: the simple, powerful CRM'])).toEqual(['crm']);
    expect(top(['Try the easiest invoicing software today'])[0]).toBe('invoicing software');
  });

  it('ignores vague heads with no modifier', () => {
    expect(top(['A company that builds a platform'])).toEqual([]);
    expect(top(['A payments company'])).toEqual(['payments company']);
  });

  it('ranks by weight and prefers specific phrases', () => {
    const terms = categoryTerms(
      [
        { text: 'Sales CRM for startups', weight: 3 },
        { text: 'Our CRM syncs email', weight: 1 },
        { text: 'Also a reporting dashboard', weight: 0.5 },
      ],
      'Acme',
    );
    expect(terms.map((t) => t.phrase)).toEqual(['sales crm', 'reporting dashboard', 'crm']);
    expect(terms[0]!.kind).toBe('software');
  });

  it('renders activities with a neutral head', () => {
    const terms = categoryTerms([{ text: 'Payroll for restaurants', weight: 1 }], 'Acme');
    expect(terms.map((t) => t.phrase)).toEqual(['payroll']);
    const term = terms[0];
    expect(asRankable(term!)).toBe('payroll solution');
  });
});

describe('audienceTerms', () => {
  it('collects the audiences named after "for", most frequent first', () => {
    expect(
      audienceTerms([
        'Built for startups and agencies',
        'Project management for small teams',
        'Loved by small teams and for all teams',
        'A tool for small teams',
      ]),
    ).toEqual(['small teams', 'startups', 'teams']);
  });
  it('finds nothing when no audience is named', () => {
    expect(audienceTerms(['Fresh bread every morning'])).toEqual([]);
  });
});

describe('categoryFromSchemaType', () => {
  it('maps schema.org business types to category words', () => {
    expect(categoryFromSchemaType('Bakery')?.phrase).toBe('bakery');
    expect(categoryFromSchemaType('CafeOrCoffeeShop')?.phrase).toBe('coffee shop');
    expect(categoryFromSchemaType('SoftwareApplication')?.phrase).toBe('software');
    expect(categoryFromSchemaType('Organization')).toBeUndefined();
    expect(categoryFromSchemaType('DentalClinic')?.phrase).toBe('dental clinic');
  });
});
