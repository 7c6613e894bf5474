// Facts a site states about its business, each kept with the sentence (or structured field) that
// says it, so accuracy prompts can quote the site instead of guessing. Pure: pages in, facts out.
import {
  audienceTerms,
  type CategoryTerm,
  categoryFromSchemaType,
  categoryTerms,
  type WeightedText,
} from './category-terms.ts';
import type { KeyPageKind } from './key-pages.ts';
import type { JsonLdEntity, PageContent } from './page-extract.ts';
import { foldText, joinList, possessive, splitSentences } from './text-utils.ts';

export interface SitePage {
  kind: 'home' | KeyPageKind;
  content: PageContent;
}

interface Evidence<T> {
  value: T;
  /** The site's own sentence, or a sentence built only from a structured-data field. */
  quote: string;
  url: string;
}

interface PriceFact {
  amount: number;
  currency: string;
  /** As written on the site plus its period, e.g. "€9 per month". */
  display: string;
  period: string | undefined;
  plan: string | undefined;
  url: string;
}

interface Definition {
  /** What the site says the business is, e.g. "project management software". */
  category: string;
  sentence: string;
  url: string;
}

export interface SiteFacts {
  name: string;
  domain: string;
  summary: Evidence<string> | undefined;
  definitions: Definition[];
  foundingYear: Evidence<number> | undefined;
  founders: Evidence<string[]> | undefined;
  location: Evidence<string> | undefined;
  prices: PriceFact[];
  categories: CategoryTerm[];
  audiences: string[];
  audienceStatement: Evidence<string> | undefined;
  offerings: Evidence<string[]> | undefined;
  freeTrial: Evidence<string> | undefined;
  mission: Evidence<string> | undefined;
  contact: Evidence<string> | undefined;
}

interface Sentence {
  text: string;
  url: string;
  kind: SitePage['kind'];
}

const ORG_TYPES =
  /^(Organization|Corporation|LocalBusiness|OnlineBusiness|OnlineStore|Store|Restaurant|Bakery|CafeOrCoffeeShop|ProfessionalService|NGO|EducationalOrganization|MedicalBusiness|SportsOrganization)$/;
const PRODUCT_TYPES = /^(Product|SoftwareApplication|WebApplication|MobileApplication|Service|ProductModel)$/;

const isOrg = (e: JsonLdEntity) =>
  e.types.some((t) => ORG_TYPES.test(t)) ||
  (!e.types.some((t) => PRODUCT_TYPES.test(t)) && (!!e.foundingDate || !!e.address || e.founders.length > 0));

const YEAR = '((?:18|19|20)\\d{2})';
// Most specific first: an explicit "founded in" beats "since 2012", which may be about anything.
const FOUNDING_PATTERNS = [
  new RegExp(
    `\\b(?:founded|established|incorporated|launched|started|opened|created|born)\\b(?:\\s+[\\p{L}'’-]+){0,5}?\\s+in\\s+${YEAR}\\b`,
    'iu',
  ),
  new RegExp(
    `\\bin\\s+${YEAR},?\\s+(?:[\\p{L}'’-]+\\s+){0,5}(?:founded|started|launched|opened|established)\\b`,
    'iu',
  ),
  new RegExp(`\\b(?:since|est\\.?|established)\\s+${YEAR}\\b`, 'iu'),
];

const NAME = "[\\p{Lu}][\\p{L}'’-]+(?:\\s+[\\p{Lu}][\\p{L}'’-]+){0,3}";
const FOUNDERS_PATTERNS = [
  new RegExp(
    `\\b(?:co-?founded|founded|started|created|established)\\s+(?:in\\s+\\d{4}\\s+)?by\\s+(${NAME}(?:(?:,\\s*|\\s+and\\s+|\\s*&\\s*)${NAME})*)`,
    'u',
  ),
  new RegExp(
    `\\b(?:[Cc]o-?)?[Ff]ounders?(?:\\s+and\\s+CEO)?,?\\s+(${NAME}(?:(?:,\\s*|\\s+and\\s+|\\s*&\\s*)${NAME})*)`,
    'u',
  ),
];

const LOCATION_PATTERN =
  /\b(?:based|headquartered|located|HQ'd)\s+(?:in|out of)\s+(?:the\s+heart\s+of\s+|downtown\s+|central\s+)?([\p{Lu}][\p{L}'’-]+(?:(?:,\s*|\s+)[\p{Lu}][\p{L}'’-]+){0,3})/u;

const DEFINITION_PATTERN =
  /^(.{1,80}?)(?:\s+(?:is|are)|['’](?:s|re))\s+(?:a|an|the)\s+(.{3,120}?)(?:\s+(?:that|which|who|helping|where|with|in|for|to)\b.*)?[.!?]?$/iu;

const CURRENCY_SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  US$: 'USD',
  CA$: 'CAD',
  A$: 'AUD',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  usd: 'USD',
  dollars: 'USD',
  gbp: 'GBP',
  chf: 'CHF',
  cad: 'CAD',
  aud: 'AUD',
};
const AMOUNT = '(\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';
const PERIOD =
  '(?:\\s*\\/\\s*|\\s+per\\s+|\\s+a\\s+|\\s+an\\s+)(month|mo|year|yr|annum|week|day|hour|user|seat|person|night)\\b';
const PREFIX_PRICE = new RegExp(
  `(US\\$|CA\\$|A\\$|€|\\$|£|¥|₹|\\b(?:EUR|USD|GBP|CHF|CAD|AUD)\\b)\\s?${AMOUNT}(?:${PERIOD})?`,
  'giu',
);
const SUFFIX_PRICE = new RegExp(
  `${AMOUNT}\\s?(€|£|\\b(?:EUR|USD|GBP|CHF|euros?|dollars)\\b)(?:${PERIOD})?`,
  'giu',
);
const PERIOD_NAMES: Record<string, string> = { mo: 'month', yr: 'year', annum: 'year' };

/** "1.299,00" and "1,299.00" are both 1299; a lone separator before exactly three digits groups thousands. */
export const parseAmount = (text: string): number => {
  const s = text.replace(/\s/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    return Number(s.split(thousands).join('').replace(decimal, '.'));
  }
  const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : '';
  if (!sep) return Number(s);
  const parts = s.split(sep);
  if (parts.length > 2 || parts.at(-1)!.length === 3) return Number(parts.join(''));
  return Number(parts.join('.'));
};

/** Prices written in a piece of text, with the currency they are in. */
export const findPrices = (
  text: string,
): { amount: number; currency: string; display: string; period?: string }[] => {
  const found: { index: number; amount: number; currency: string; display: string; period?: string }[] = [];
  const add = (index: number, amountText: string, currencyText: string, written: string, period?: string) => {
    const currency = CURRENCY_SYMBOLS[currencyText] ?? CURRENCY_SYMBOLS[currencyText.toLowerCase()];
    const amount = parseAmount(amountText);
    if (!currency || !Number.isFinite(amount)) return;
    const p = period ? (PERIOD_NAMES[period.toLowerCase()] ?? period.toLowerCase()) : undefined;
    found.push({ index, amount, currency, display: `${written.trim()}${p ? ` per ${p}` : ''}`, period: p });
  };
  for (const m of text.matchAll(PREFIX_PRICE)) {
    // Symbols hug the amount ("€9"); codes take a space ("EUR 49").
    add(m.index, m[2]!, m[1]!, /^[A-Z]{3}$/i.test(m[1]!) ? `${m[1]} ${m[2]}` : `${m[1]}${m[2]}`, m[3]);
  }
  for (const m of text.matchAll(SUFFIX_PRICE)) {
    if (found.some((f) => Math.abs(f.index - m.index) < 3)) continue;
    add(m.index, m[1]!, m[2]!, `${m[1]} ${m[2]}`, m[3]);
  }
  return found.sort((a, b) => a.index - b.index).map(({ index: _index, ...rest }) => rest);
};

const sentencesOf = (pages: readonly SitePage[]): Sentence[] =>
  pages.flatMap((p) =>
    p.content.blocks
      .filter((b) => b.kind === 'text')
      .flatMap((b) => splitSentences(b.text).map((text) => ({ text, url: p.content.url, kind: p.kind }))),
  );

const mentionsBrand = (subject: string, name: string) => {
  const s = foldText(subject);
  const n = foldText(name);
  return s === 'we' || (n !== '' && (s.includes(n) || s.split(' ').includes(n.split(' ')[0]!)));
};

/** "We are a vegan bakery" reads as the brand's own voice; answers name the brand instead. */
const inThirdPerson = (sentence: string, name: string) =>
  sentence.replace(/^(?:we\s+are|we['’]re)\b/i, `${name} is`).replace(/^our\s+/i, `${possessive(name)} `);

const firstMatch = <T>(sentences: readonly Sentence[], pick: (s: Sentence) => T | undefined) => {
  for (const s of sentences) {
    const v = pick(s);
    if (v !== undefined) return { value: v, sentence: s };
  }
  return undefined;
};

const splitNames = (names: string) =>
  names
    .split(/\s*,\s*|\s+and\s+|\s*&\s*/)
    .map((n) => n.trim())
    .filter(Boolean);

const GENERIC_HEADINGS =
  /^(features?|pricing|plans?|products?|services?|solutions?|faqs?|frequently asked questions|contact( us)?|about( us)?|testimonials?|reviews?|blog|news|get started|sign up|our (products|services|features)|why .*|how it works|customers?)$/i;

const findFounding = (
  sentences: readonly Sentence[],
  org: JsonLdEntity | undefined,
  name: string,
  homeUrl: string,
) => {
  const fromLd = org?.foundingDate ? /(\d{4})/.exec(org.foundingDate)?.[1] : undefined;
  for (const pattern of FOUNDING_PATTERNS) {
    const hit = firstMatch(sentences, (s) => pattern.exec(s.text)?.[1]);
    if (hit && (!fromLd || hit.value === fromLd)) {
      return {
        value: Number(hit.value),
        quote: inThirdPerson(hit.sentence.text, name),
        url: hit.sentence.url,
      };
    }
  }
  return fromLd
    ? { value: Number(fromLd), quote: `${name} was founded in ${fromLd}.`, url: homeUrl }
    : undefined;
};

const findFounders = (
  sentences: readonly Sentence[],
  org: JsonLdEntity | undefined,
  name: string,
  homeUrl: string,
) => {
  const brand = foldText(name);
  for (const pattern of FOUNDERS_PATTERNS) {
    const hit = firstMatch(sentences, (s) => {
      const names = splitNames(pattern.exec(s.text)?.[1] ?? '').filter((n) => foldText(n) !== brand);
      return names.length ? names : undefined;
    });
    if (hit)
      return { value: hit.value, quote: inThirdPerson(hit.sentence.text, name), url: hit.sentence.url };
  }
  if (org?.founders.length) {
    return { value: org.founders, quote: `${name} was founded by ${joinList(org.founders)}.`, url: homeUrl };
  }
  return undefined;
};

const findLocation = (
  sentences: readonly Sentence[],
  org: JsonLdEntity | undefined,
  name: string,
  homeUrl: string,
) => {
  if (org?.address) return { value: org.address, quote: `${name} is based in ${org.address}.`, url: homeUrl };
  const hit = firstMatch(sentences, (s) => LOCATION_PATTERN.exec(s.text)?.[1]?.replace(/[.,]$/, ''));
  return hit
    ? { value: hit.value, quote: inThirdPerson(hit.sentence.text, name), url: hit.sentence.url }
    : undefined;
};

const findDefinitions = (sentences: readonly Sentence[], extra: readonly Sentence[], name: string) => {
  const seen = new Set<string>();
  return [...sentences, ...extra].flatMap((s): Definition[] => {
    const m = DEFINITION_PATTERN.exec(s.text);
    if (!m || !mentionsBrand(m[1]!, name) || seen.has(s.text)) return [];
    seen.add(s.text);
    return [{ category: m[2]!.trim(), sentence: inThirdPerson(s.text, name), url: s.url }];
  });
};

const PRICE_CONTEXT = /\b(from|starting|starts|plans?|pricing|price|per|only|just)\b/i;

const collectPrices = (pages: readonly SitePage[], entities: readonly JsonLdEntity[], homeUrl: string) => {
  const prices: PriceFact[] = [];
  for (const page of pages) {
    let plan: string | undefined;
    for (const block of page.content.blocks) {
      if (block.kind === 'heading') {
        plan = block.level >= 2 && block.text.length <= 40 ? block.text : undefined;
        continue;
      }
      // Outside a pricing page, only prices that read as the product's price count (not "save €500").
      if (page.kind !== 'pricing' && !PRICE_CONTEXT.test(block.text)) continue;
      for (const p of findPrices(block.text)) {
        prices.push({
          ...p,
          period: p.period,
          plan: page.kind === 'pricing' ? plan : undefined,
          url: page.content.url,
        });
      }
    }
  }
  for (const e of entities) {
    for (const o of e.offers) {
      if (!o.currency) continue;
      let display: string;
      try {
        display = new Intl.NumberFormat('en', { style: 'currency', currency: o.currency }).format(o.price);
      } catch {
        display = `${o.price} ${o.currency}`;
      }
      prices.push({
        amount: o.price,
        currency: o.currency,
        display,
        period: undefined,
        plan: o.name,
        url: homeUrl,
      });
    }
  }
  const seen = new Set<string>();
  return prices
    .filter((p) => {
      const key = `${p.amount}|${p.currency}|${p.period ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 6);
};

const findOfferings = (pages: readonly SitePage[], entities: readonly JsonLdEntity[], homeUrl: string) => {
  const fromLd = entities
    .filter((e) => e.types.some((t) => PRODUCT_TYPES.test(t)) && e.name)
    .map((e) => e.name!);
  const page = pages.find((p) => p.kind === 'products');
  const fromPage = page
    ? page.content.headings
        .filter((h) => h.level >= 2 && h.level <= 3 && h.text.length <= 60 && !GENERIC_HEADINGS.test(h.text))
        .map((h) => h.text.replace(/[.:]$/, ''))
    : [];
  const items = [...new Set([...fromLd, ...fromPage])].slice(0, 6);
  if (items.length === 0) return undefined;
  return { value: items, url: page?.content.url ?? homeUrl };
};

/** Everything the generators need, drawn only from the pages given. */
export const collectSiteFacts = (
  pages: readonly SitePage[],
  input: { entityName: string; domain: string },
): SiteFacts => {
  const home = pages.find((p) => p.kind === 'home')?.content ?? pages[0]?.content;
  const homeUrl = home?.url ?? `https://${input.domain}/`;
  const entities = pages.flatMap((p) => p.content.jsonLd);
  const org = entities.find(isOrg);
  const name =
    input.entityName.trim() ||
    home?.siteName ||
    org?.name ||
    home?.title?.split(/\s[|–—-]\s/)[0]?.trim() ||
    input.domain;

  const sentences = sentencesOf(pages);
  // Meta descriptions are often the clearest one-line statement of what a business does.
  const metaSentences: Sentence[] = pages.flatMap((p) =>
    [p.content.description, p.content.ogDescription, ...p.content.jsonLd.map((e) => e.description)]
      .filter((d): d is string => !!d)
      .flatMap((d) => splitSentences(d).map((text) => ({ text, url: p.content.url, kind: p.kind }))),
  );
  const definitions = findDefinitions(sentences, metaSentences, name);

  const summaryText =
    definitions[0]?.sentence ?? org?.description ?? home?.description ?? home?.ogDescription;
  const summary = summaryText
    ? { value: summaryText, quote: summaryText, url: definitions[0]?.url ?? homeUrl }
    : home?.paragraphs[0]
      ? { value: home.paragraphs[0], quote: home.paragraphs[0], url: homeUrl }
      : undefined;

  const weighted: WeightedText[] = [
    ...definitions.map((d) => ({ text: d.category, weight: 5 })),
    ...(home
      ? [
          { text: home.title ?? '', weight: 3 },
          ...home.headings.filter((h) => h.level === 1).map((h) => ({ text: h.text, weight: 3 })),
          { text: home.description ?? '', weight: 2 },
          { text: home.ogTitle ?? '', weight: 1.5 },
          { text: home.ogDescription ?? '', weight: 1.5 },
          ...home.headings.filter((h) => h.level === 2).map((h) => ({ text: h.text, weight: 1 })),
          ...home.paragraphs.slice(0, 12).map((p) => ({ text: p, weight: 0.5 })),
        ]
      : []),
    ...(org?.description ? [{ text: org.description, weight: 2 }] : []),
    ...pages
      .filter((p) => p.kind !== 'home')
      .flatMap((p) => [
        { text: p.content.description ?? '', weight: 1 },
        ...p.content.paragraphs.slice(0, 8).map((t) => ({ text: t, weight: 0.5 })),
      ]),
  ].filter((w) => w.text);
  const fromSchema = (org?.types ?? []).flatMap((t) => categoryFromSchemaType(t) ?? []);
  const ranked = categoryTerms(weighted, name);
  const categories = [...ranked];
  for (const c of fromSchema) {
    if (!categories.some((r) => r.phrase === c.phrase || r.phrase.endsWith(` ${c.phrase}`)))
      categories.push(c);
  }

  const audienceTexts = [
    ...(home ? [home.title ?? '', home.description ?? '', ...home.headings.map((h) => h.text)] : []),
    ...sentences.map((s) => s.text),
  ];
  const audiences = audienceTerms(audienceTexts);
  const audienceRes = audiences.map((a) => new RegExp(`\\bfor\\s+(?:[\\p{L}-]+\\s+){0,2}?${a}\\b`, 'iu'));
  const audienceHit = firstMatch([...metaSentences, ...sentences], (s) =>
    audienceRes.some((re) => re.test(s.text)) ? s.text : undefined,
  );

  const quoteOf = (re: RegExp) => {
    const hit = firstMatch(sentences, (s) => (re.test(s.text) ? s.text : undefined));
    return hit
      ? { value: hit.value, quote: inThirdPerson(hit.value, name), url: hit.sentence.url }
      : undefined;
  };

  const emails = [
    ...new Set([org?.email, ...pages.flatMap((p) => p.content.emails)].filter((e): e is string => !!e)),
  ];
  const offerings = findOfferings(pages, entities, homeUrl);
  const contactParts = [emails[0], org?.telephone].filter((c): c is string => !!c);

  return {
    name,
    domain: input.domain,
    summary,
    definitions,
    foundingYear: findFounding(sentences, org, name, homeUrl),
    founders: findFounders(sentences, org, name, homeUrl),
    location: findLocation(sentences, org, name, homeUrl),
    prices: collectPrices(pages, entities, homeUrl),
    categories,
    audiences,
    audienceStatement: audienceHit
      ? {
          value: audienceHit.value,
          quote: inThirdPerson(audienceHit.value, name),
          url: audienceHit.sentence.url,
        }
      : undefined,
    offerings: offerings
      ? { ...offerings, quote: `${name} offers ${joinList(offerings.value)}.` }
      : undefined,
    freeTrial: quoteOf(/\b(free trial|try (?:it )?(?:for )?free|free plan|free forever|free tier)\b/i),
    mission: quoteOf(/\b(our mission|mission is)\b/i),
    contact: contactParts.length
      ? {
          value: contactParts.join(', '),
          quote: `You can contact ${name} at ${joinList(contactParts)}.`,
          url: homeUrl,
        }
      : undefined,
  };
};
