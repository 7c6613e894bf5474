import type { DomainClass, PageType } from '@sightline/contracts';
import { getDomain, parse } from 'tldts';
import { PUBLISHERS, RETAILERS } from './lexicon.ts';
import { pageTypeOfUrl } from './page-type-rules.ts';
import {
  EDITORIAL_SITES,
  INSTITUTIONAL_SITES,
  REFERENCE_SITES,
  RETAIL_SITES,
  REVIEW_PLATFORM_SITES,
  UGC_SITES,
  VIDEO_SOCIAL_SITES,
} from './source-class-lists.ts';

/**
 * Deterministic classes of a cited source (issue 30, section 2). The domain class depends on
 * the host alone, so every page of a site gets the same class and a user's correction of a
 * domain applies to all of them; the page type reads the path and, when the URL says nothing,
 * the title. Rules and lists are documented in the README ("Source classes").
 */

interface Site {
  /** Registrable domain: "bbc.co.uk" for news.bbc.co.uk. */
  domain: string;
  /** The registrable domain without its public suffix: "bbc". */
  name: string;
  publicSuffix: string;
  subdomain: string;
}

function siteOf(url: string): Site | null {
  const parsed = parse(url.trim(), { allowPrivateDomains: false });
  if (!parsed.hostname || !parsed.domain || parsed.isIp) return null;
  return {
    domain: parsed.domain.toLowerCase(),
    name: (parsed.domainWithoutSuffix ?? '').toLowerCase(),
    publicSuffix: (parsed.publicSuffix ?? '').toLowerCase(),
    subdomain: (parsed.subdomain ?? '').toLowerCase(),
  };
}

/** Registrable domains ("reddit.com") and site names matched under any suffix ("amazon"). */
class SiteList {
  private readonly domains = new Set<string>();
  private readonly names = new Set<string>();

  constructor(entries: Iterable<string>) {
    for (const entry of entries) (entry.includes('.') ? this.domains : this.names).add(entry);
  }

  has(site: Site): boolean {
    return this.domains.has(site.domain) || this.names.has(site.name);
  }
}

// First match wins: the analyzer's PUBLISHERS also name Reddit, YouTube and RTINGS, which the
// more specific lists above it claim.
const LISTS: ReadonlyArray<readonly [DomainClass, SiteList]> = [
  ['video_social', new SiteList(VIDEO_SOCIAL_SITES)],
  ['ugc', new SiteList(UGC_SITES)],
  ['reference', new SiteList(REFERENCE_SITES)],
  ['review_platform', new SiteList(REVIEW_PLATFORM_SITES)],
  ['institutional', new SiteList(INSTITUTIONAL_SITES)],
  ['retail', new SiteList([...RETAIL_SITES, ...RETAILERS])],
  ['editorial', new SiteList([...EDITORIAL_SITES, ...PUBLISHERS])],
];

/** Second-level labels of public bodies and academia: gov.uk, ac.jp, edu.au, gouv.fr, go.kr. */
const INSTITUTIONAL_SUFFIX_LABELS = new Set([
  'gov',
  'gouv',
  'gob',
  'govt',
  'gub',
  'go',
  'mil',
  'edu',
  'ac',
  'k12',
]);
/** Top-level domains reserved to public bodies, academia and treaty organisations. */
const INSTITUTIONAL_TLDS = new Set(['gov', 'mil', 'edu', 'int']);

function institutionalSuffix(publicSuffix: string): boolean {
  const labels = publicSuffix.split('.');
  if (labels.length === 1) return INSTITUTIONAL_TLDS.has(labels[0]);
  return labels.slice(0, -1).some((label) => INSTITUTIONAL_SUFFIX_LABELS.has(label));
}

/** Hosts whose first label says users write the pages: forum.example.com. */
const UGC_HOST_LABEL = /^(forums?|community|communities|discuss|discussions?|answers|boards?)$/;

/**
 * Words that end (or start) the name of an unknown site and say what it is. A niche review
 * or affiliate site names itself for its content ("massagegunadvice", "bestlaptopunder1000"),
 * a shop for its trade ("luggageonlineoutlet", "shopbestvac").
 */
const EDITORIAL_NAME_END =
  /(news|times|post|journal|magazine|mag|tribune|herald|gazette|daily|digest|reviews?|reviewed|advice|advisor|guides?|guru|nerds?|geeks?|insider|picks|tips|blog|addict|radar|junkie|report|reporter|chronicle|observer|weekly)$/;
const EDITORIAL_NAME_START = /^(best|top|review)/;
const RETAIL_NAME_END = /(shop|store|outlet|mall|market|depot|warehouse|supplies|liquidators|emporium)$/;
const RETAIL_NAME_START = /^shop(?!ify)/;

function classByName(name: string): DomainClass | null {
  const word = name.replaceAll('-', '');
  if (RETAIL_NAME_START.test(word) || RETAIL_NAME_END.test(word)) return 'retail';
  if (EDITORIAL_NAME_START.test(word) || EDITORIAL_NAME_END.test(word)) return 'editorial';
  return null;
}

export interface DomainClassContext {
  /** The brand's own sites: URLs or hosts, subdomains included. */
  brandDomains?: readonly string[];
  /** The tracked competitors' sites. */
  competitorDomains?: readonly string[];
  /** The cited page's title, evidence for a site no list or name rule knows. */
  title?: string;
}

function registrableDomains(hosts: readonly string[]): Set<string> {
  const domains = new Set<string>();
  for (const host of hosts) {
    const domain = getDomain(host.trim(), { allowPrivateDomains: false });
    if (domain) domains.add(domain.toLowerCase());
  }
  return domains;
}

/** Who publishes the site the URL is on; an unknown commercial site is `corporate`. */
export function domainClass(url: string, context: DomainClassContext = {}): DomainClass {
  const site = siteOf(url);
  if (!site) return 'corporate';
  if (registrableDomains(context.brandDomains ?? []).has(site.domain)) return 'own';
  if (registrableDomains(context.competitorDomains ?? []).has(site.domain)) return 'competitor';
  for (const [cls, list] of LISTS) if (list.has(site)) return cls;
  if (institutionalSuffix(site.publicSuffix)) return 'institutional';
  if (UGC_HOST_LABEL.test(site.subdomain.split('.')[0] ?? '')) return 'ugc';
  const type = pageType(url, { title: context.title });
  if (type === 'product' && context.title)
    return sellsItsOwnMake(site, context.title) ? 'corporate' : 'retail';
  return classByName(site.name) ?? classByPage(site, url, type) ?? 'corporate';
}

const TITLE_FILLER = new Set(['the', 'a', 'an', 'new']);

/** A product page whose title starts with the site's own name ("Hoover ONEPWR …" on hoover.com). */
function sellsItsOwnMake(site: Site, title: string): boolean {
  const make = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .find((word) => word && !TITLE_FILLER.has(word));
  if (!make || make.length < 3) return false;
  const host = `${site.subdomain}.${site.name}`.replaceAll('-', '');
  return host.includes(make);
}

/** Folders where companies publish content about their own trade. */
const COMPANY_CONTENT_SEGMENT = new Set([
  'blog',
  'blogs',
  'resources',
  'learn',
  'pages',
  'company',
  'compare',
]);
/** Suffixes chosen by software companies, whose "best tools" lists are marketing. */
const SOFTWARE_SUFFIX = new Set(['ai', 'io', 'app', 'dev', 'tech', 'so']);

/**
 * An unknown site's page as evidence: a forum thread is user-generated; a ranking or a review
 * outside a company's blog is a publisher's.
 */
function classByPage(site: Site, url: string, type: PageType): DomainClass | null {
  if (type === 'discussion') return 'ugc';
  if (type !== 'listicle' && type !== 'review') return null;
  if (SOFTWARE_SUFFIX.has(site.publicSuffix)) return null;
  const segments = [
    site.subdomain.split('.')[0],
    ...(parseUrl(url)?.pathname.toLowerCase().split('/') ?? []),
  ];
  return segments.some((segment) => COMPANY_CONTENT_SEGMENT.has(segment)) ? null : 'editorial';
}

/** What kind of page the URL is, from its path and, when the path says nothing, its title. */
export function pageType(url: string, options: { title?: string } = {}): PageType {
  const parsed = parseUrl(url);
  return parsed ? pageTypeOfUrl(parsed, options.title) : 'other';
}

/** A URL as cited, the scheme optional ("example.com/page"). */
function parseUrl(url: string): URL | null {
  const text = url.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}
