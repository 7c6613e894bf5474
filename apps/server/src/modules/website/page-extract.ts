// What one HTML page says, as plain data: meta tags, headings and text blocks in reading order,
// links, and schema.org JSON-LD entities. Pure: HTML and its URL in, a PageContent out.
import { load } from 'cheerio';

type TextBlock = { kind: 'heading'; level: number; text: string } | { kind: 'text'; text: string };

export interface PageLink {
  url: string;
  text: string;
}

interface JsonLdOffer {
  name: string | undefined;
  price: number;
  currency: string | undefined;
}

export interface JsonLdEntity {
  types: string[];
  name: string | undefined;
  description: string | undefined;
  foundingDate: string | undefined;
  founders: string[];
  /** Locality, region and country, as the site wrote them (country codes spelled out). */
  address: string | undefined;
  email: string | undefined;
  telephone: string | undefined;
  offers: JsonLdOffer[];
}

export interface PageContent {
  url: string;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  ogTitle: string | undefined;
  ogDescription: string | undefined;
  siteName: string | undefined;
  headings: { level: number; text: string }[];
  /** Visible content outside nav/header/footer, in document order. */
  blocks: TextBlock[];
  /** Sentence-like text blocks (the page's prose). */
  paragraphs: string[];
  links: PageLink[];
  emails: string[];
  jsonLd: JsonLdEntity[];
}

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const SKIP_TAGS = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'canvas',
  'object',
  'embed',
  'select',
  'option',
  'textarea',
  'button',
]);
// Site chrome: repeated on every page and mostly link lists, so it is not the page's own content.
const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside']);
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'img',
  'label',
]);

const cleanText = (s: string) =>
  s
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const isHidden = (attribs: Record<string, string>) =>
  'hidden' in attribs ||
  attribs['aria-hidden'] === 'true' ||
  /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attribs.style ?? '');

/** Text blocks in reading order; inline elements join their parent's block, block elements split. */
const collectBlocks = (root: DomNode) => {
  const blocks: (TextBlock & { chrome: boolean })[] = [];
  let buffer = '';
  let bufferHeading = 0;
  let bufferChrome = false;

  const flush = () => {
    const text = cleanText(buffer);
    if (text) {
      blocks.push(
        bufferHeading
          ? { kind: 'heading', level: bufferHeading, text, chrome: bufferChrome }
          : { kind: 'text', text, chrome: bufferChrome },
      );
    }
    buffer = '';
  };

  const walk = (node: DomNode, heading: number, chrome: boolean) => {
    if (node.type === 'text') {
      if (!buffer) {
        bufferHeading = heading;
        bufferChrome = chrome;
      }
      buffer += node.data ?? '';
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const name = node.name ?? '';
    if (SKIP_TAGS.has(name) || (node.attribs && isHidden(node.attribs))) return;
    if (name === 'br') {
      buffer += ' ';
      return;
    }
    const inline = INLINE_TAGS.has(name);
    const level = /^h([1-6])$/.exec(name);
    const nextHeading = level ? Number(level[1]) : heading;
    const nextChrome = chrome || CHROME_TAGS.has(name) || node.attribs?.role === 'navigation';
    if (!inline) flush();
    for (const child of node.children ?? []) walk(child, nextHeading, nextChrome);
    if (!inline) flush();
  };

  walk(root, 0, false);
  flush();
  return blocks;
};

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => {
  if (typeof v === 'string') return cleanText(v) || undefined;
  if (typeof v === 'number') return String(v);
  if (isRecord(v)) return str(v.name) ?? str(v['@value']);
  return undefined;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (v: string) => {
  if (!/^[A-Z]{2}$/.test(v)) return v;
  try {
    return regionNames.of(v) ?? v;
  } catch {
    return v;
  }
};

const formatAddress = (v: unknown): string | undefined => {
  const first = asArray(v)[0];
  if (typeof first === 'string') return cleanText(first) || undefined;
  if (!isRecord(first)) return undefined;
  const country = str(first.addressCountry);
  const parts = [
    str(first.addressLocality),
    str(first.addressRegion),
    country ? countryName(country) : undefined,
  ];
  const unique = parts.filter((p, i): p is string => !!p && parts.indexOf(p) === i);
  return unique.length ? unique.join(', ') : undefined;
};

const parsePrice = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string') return undefined;
  const n = Number(
    v
      .replace(/[^\d.,]/g, '')
      .replace(/,(?=\d{1,2}$)/, '.')
      .replace(/,/g, ''),
  );
  return Number.isFinite(n) && v.trim() !== '' ? n : undefined;
};

const offersOf = (v: unknown): JsonLdOffer[] =>
  asArray(v).flatMap((o) => {
    if (!isRecord(o)) return [];
    const nested = [...offersOf(o.offers), ...offersOf(o.priceSpecification)];
    const price = parsePrice(o.price ?? o.lowPrice);
    const own =
      price === undefined
        ? []
        : [{ name: str(o.name), price, currency: str(o.priceCurrency)?.toUpperCase() }];
    return [...own, ...nested];
  });

const toEntity = (o: Record<string, unknown>): JsonLdEntity => ({
  types: asArray(o['@type']).filter((t): t is string => typeof t === 'string'),
  name: str(o.name) ?? str(o.legalName),
  description: str(o.description),
  foundingDate: str(o.foundingDate),
  founders: asArray(o.founder ?? o.founders)
    .map(str)
    .filter((f): f is string => !!f),
  address:
    formatAddress(o.address) ??
    formatAddress(o.location && isRecord(o.location) ? o.location.address : undefined),
  email: str(o.email)?.replace(/^mailto:/i, ''),
  telephone: str(o.telephone),
  offers: offersOf(o.offers),
});

/** Flattens @graph containers and nested arrays; entities nested as properties stay inside their parent. */
const flattenJsonLd = (data: unknown): Record<string, unknown>[] =>
  asArray(data).flatMap((item) => {
    if (!isRecord(item)) return [];
    const graph = item['@graph'];
    return graph ? [...(item['@type'] ? [item] : []), ...flattenJsonLd(graph)] : [item];
  });

const parseJsonLd = (raw: string): JsonLdEntity[] => {
  // Some CMSs wrap the JSON in HTML comments or CDATA markers.
  const text = raw.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, '').replace(/(?:-->|\/\/\s*\]\]>)\s*$/, '');
  try {
    return flattenJsonLd(JSON.parse(text)).map(toEntity);
  } catch {
    return [];
  }
};

const SENTENCE_END = /[.!?…:;)"”]$/;

export const extractPage = (html: string, pageUrl: string): PageContent => {
  const $ = load(html);
  const meta = (selector: string) => {
    const v = $(selector).first().attr('content');
    return v ? cleanText(v) || undefined : undefined;
  };

  const jsonLd = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => parseJsonLd($(el).text()));

  const base = (() => {
    const href = $('base[href]').first().attr('href');
    try {
      return href ? new URL(href, pageUrl).href : pageUrl;
    } catch {
      return pageUrl;
    }
  })();

  const links: PageLink[] = [];
  const emails = new Set<string>();
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')?.trim() ?? '';
    if (/^mailto:/i.test(href)) {
      const email = decodeURIComponent(href.slice(7).split('?')[0] ?? '').trim();
      if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) emails.add(email.toLowerCase());
      return;
    }
    try {
      const url = new URL(href, base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      url.hash = '';
      const text =
        cleanText($(el).text()) || cleanText($(el).attr('aria-label') ?? $(el).attr('title') ?? '');
      links.push({ url: url.href, text });
    } catch {
      // Unparseable hrefs are just skipped.
    }
  });

  const root = $.root()[0] as unknown as DomNode;
  const all = collectBlocks(root);
  const blocks: TextBlock[] = all
    .filter((b) => !b.chrome)
    .map((b) =>
      b.kind === 'heading' ? { kind: b.kind, level: b.level, text: b.text } : { kind: b.kind, text: b.text },
    );
  const headings = all.flatMap((b) =>
    b.kind === 'heading' && !b.chrome ? [{ level: b.level, text: b.text }] : [],
  );
  const paragraphs = blocks.flatMap((b) =>
    b.kind === 'text' && b.text.split(' ').length >= 6 && (SENTENCE_END.test(b.text) || b.text.length > 80)
      ? [b.text]
      : [],
  );

  return {
    url: pageUrl,
    lang: $('html').attr('lang')?.trim() || undefined,
    title: cleanText($('title').first().text()) || undefined,
    description: meta('meta[name="description" i]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    siteName: meta('meta[property="og:site_name"]'),
    headings,
    blocks,
    paragraphs,
    links,
    emails: [...emails],
    jsonLd,
  };
};
