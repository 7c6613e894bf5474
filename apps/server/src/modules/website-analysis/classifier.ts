// Classifies one recorded request: an AI bot (by its user-agent token, checked against the address
// ranges its operator publishes), a person arriving from an AI assistant (utm_source or referrer
// host), a person from anywhere else, or another bot (ignored). Pure once the lists are loaded.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CrawlerPurpose, CrawlerVerification, VisitType } from '@sightline/contracts';
import ipaddr from 'ipaddr.js';
import { isbot } from 'isbot';
import {
  type AiTrafficLists,
  type Assistant,
  type Crawler,
  type PublishedRanges,
  PublishedRangesSchema,
} from './ai-traffic-lists.ts';

export const AI_TRAFFIC_DIR = path.join(import.meta.dirname, 'ai-traffic');

interface TrafficRequest {
  url: URL;
  referrer: string | null | undefined;
  userAgent: string;
  ip: string | undefined;
}

type Classification =
  | {
      type: Extract<VisitType, 'AI_CRAWLER'>;
      provider: string;
      operator: string;
      purpose: CrawlerPurpose;
      verification: CrawlerVerification;
    }
  | { type: Extract<VisitType, 'AI_REFERRAL'>; provider: string; assistant: string }
  /** `source`: the referring site's host, '' for direct visits and the site's own pages. */
  | { type: Extract<VisitType, 'HUMAN'>; source: string };

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The registrable part is not needed: a host matches a listed host or any of its subdomains. */
const hostMatches = (host: string, listed: string) => host === listed || host.endsWith(`.${listed}`);

const hostOf = (referrer: string | null | undefined) => {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  return /^https?:$/.test(url.protocol) ? url : null;
};

export const createClassifier = (lists: AiTrafficLists, published: ReadonlyMap<string, PublishedRanges>) => {
  // Longest tokens first, so "ChatGPT-User" wins over a shorter token it contains; a token must
  // stand between non-word characters ("Code" never matches "VSCode").
  const crawlers = [...lists.crawlers].sort((a, b) => b.token.length - a.token.length);
  const byToken = new Map(crawlers.map((c) => [c.token.toLowerCase(), c]));
  const tokenPattern = new RegExp(
    `(?<![A-Za-z0-9])(${crawlers.map((c) => escapeRegExp(c.token)).join('|')})(?![A-Za-z0-9])`,
    'i',
  );
  const ranges = new Map<string, Cidr[]>();
  for (const [file, list] of published) {
    const cidrs = list.prefixes.flatMap((p) => {
      const prefix = p.ipv4Prefix ?? p.ipv6Prefix;
      return prefix && ipaddr.isValidCIDR(prefix) ? [ipaddr.parseCIDR(prefix) as Cidr] : [];
    });
    ranges.set(file, cidrs);
  }
  const utm = new Map<string, Assistant>();
  for (const a of lists.assistants) for (const value of a.utm_sources) utm.set(value, a);

  const verify = (crawler: Crawler, ip: string | undefined): CrawlerVerification => {
    const cidrs = crawler.ranges ? ranges.get(crawler.ranges) : undefined;
    if (!cidrs || !ip || !ipaddr.isValid(ip)) return 'unverified';
    const addr = ipaddr.process(ip);
    return cidrs.some(([range, bits]) => range.kind() === addr.kind() && addr.match(range, bits))
      ? 'verified'
      : 'spoofed';
  };

  const assistantOf = (url: URL, referrer: URL | null): Assistant | undefined => {
    const source = url.searchParams.get('utm_source')?.toLowerCase();
    if (source && utm.has(source)) return utm.get(source);
    if (!referrer) return undefined;
    const host = referrer.hostname.toLowerCase();
    const hostAndPath = `${host}${referrer.pathname}`;
    return lists.assistants.find((a) =>
      a.hosts.some((listed) =>
        listed.includes('/') ? hostAndPath.startsWith(listed) : hostMatches(host, listed),
      ),
    );
  };

  return {
    /** null: a bot that is not an AI bot (search engines, monitors, scripts), which is not recorded. */
    classify(req: TrafficRequest): Classification | null {
      const token = tokenPattern.exec(req.userAgent)?.[1];
      const crawler = token ? byToken.get(token.toLowerCase()) : undefined;
      if (crawler) {
        return {
          type: 'AI_CRAWLER',
          provider: crawler.token,
          operator: crawler.operator,
          purpose: crawler.purpose,
          verification: verify(crawler, req.ip),
        };
      }
      if (!req.userAgent.trim() || isbot(req.userAgent)) return null;
      const referrer = hostOf(req.referrer);
      const assistant = assistantOf(req.url, referrer);
      if (assistant) return { type: 'AI_REFERRAL', provider: assistant.provider, assistant: assistant.name };
      const host = referrer?.hostname.toLowerCase() ?? '';
      const own = host !== '' && host.replace(/^www\./, '') === req.url.hostname.replace(/^www\./, '');
      return { type: 'HUMAN', source: own ? '' : host };
    },
    crawler: (token: string) => byToken.get(token.toLowerCase()),
    assistantName: (provider: string) => lists.assistants.find((a) => a.provider === provider)?.name,
  };
};

export type Classifier = ReturnType<typeof createClassifier>;

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

export const RANGES_DIR = path.join(AI_TRAFFIC_DIR, 'ip-ranges');

/** Every vendored ranges file, by name. */
export const loadPublishedRanges = () => {
  const published = new Map<string, PublishedRanges>();
  for (const name of readdirSync(RANGES_DIR).filter((n) => n.endsWith('.json'))) {
    published.set(
      name.replace(/\.json$/, ''),
      PublishedRangesSchema.parse(readJson(path.join(RANGES_DIR, name))),
    );
  }
  return published;
};

/** The vendored lists and every vendored ranges file. */
export const loadVendoredLists = () => ({
  lists: readJson(path.join(AI_TRAFFIC_DIR, 'ai-traffic.json')) as AiTrafficLists,
  published: loadPublishedRanges(),
});

let vendored: Classifier | undefined;
/** The classifier of the vendored lists, loaded once per process. */
export const vendoredClassifier = (): Classifier => {
  if (!vendored) {
    const { lists, published } = loadVendoredLists();
    vendored = createClassifier(lists, published);
  }
  return vendored;
};
