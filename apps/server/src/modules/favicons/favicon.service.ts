// A domain's favicon, fetched once from the site through the SSRF-safe fetcher and cached in the
// database (issue 26). The home page's <link rel=icon> is read first, /favicon.ico tried last; only
// raster images under a size cap are kept (an SVG from a stranger's site would be served from our
// origin, where its scripts could run when opened directly). Sites without one get a drawn letter.

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Resolver } from '../../lib/safe-fetch.ts';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch.ts';
import { faviconRepo } from './favicon.repo.ts';

export const FAVICON_LIMITS = {
  /** Larger files are refused: a favicon is a few KB, and every one is kept in the database. */
  maxIconBytes: 100_000,
  /** What is read of the home page to find its <link rel=icon>. */
  maxPageBytes: 300_000,
  /** Icons tried per domain, /favicon.ico included. */
  maxCandidates: 3,
  /** The whole look-up (page and icons) of one domain. */
  timeoutMs: 8_000,
  /** Rows kept; the oldest are deleted beyond it, so the table cannot grow without bound. */
  maxEntries: 10_000,
  /** Sites change their icons rarely; a site without one is asked again sooner. */
  foundMaxAgeMs: 30 * 86_400_000,
  missingMaxAgeMs: 86_400_000,
} as const;

export interface Icon {
  contentType: string;
  body: Uint8Array;
}

export interface FaviconServiceDeps {
  db: Database;
  clock: Clock;
  /** TEST ONLY: loopback addresses may be fetched (SIGHTLINE_ALLOW_LOOPBACK_FETCH=1). */
  allowLoopback: boolean;
  resolve?: Resolver;
  /** Where a domain's site is served: https://<domain>; tests point it at a local server. */
  siteOrigin?: (domain: string) => string;
  limits?: Partial<Record<keyof typeof FAVICON_LIMITS, number>>;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type read from the file's first bytes (a site's Content-Type is often wrong), or null. */
const sniffImageType = (bytes: Uint8Array): string | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6) return 'image/x-icon';
  if (startsWith(bytes, ascii('GIF8'))) return 'image/gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
};

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** Icon URLs a page declares, rel=icon before apple-touch-icon, resolved against the page's URL. */
const declaredIcons = (html: string, pageUrl: string): string[] => {
  const icons: { href: string; rank: number }[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    const rank = rel.includes('icon') ? 0 : rel.includes('apple-touch-icon') ? 1 : -1;
    if (!href || rank < 0) continue;
    const url = URL.parse(href.trim(), pageUrl);
    if (url) icons.push({ href: url.href, rank });
  }
  return icons.sort((a, b) => a.rank - b.rank).map((i) => i.href);
};

const LETTER_COLOURS = ['#1c7ed6', '#2b8a3e', '#c2255c', '#6741d9', '#d9480f', '#0b7285'] as const;

/**
 * The stand-in of a site without a usable favicon: its initial on a colour chosen by its name, so
 * neighbouring rows stay apart. The domain passed the contract's pattern, so the letter is [a-z0-9].
 */
export const letterIcon = (domain: string): string => {
  const name = domain.replace(/^www\./, '');
  const hash = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const colour = LETTER_COLOURS[hash % LETTER_COLOURS.length];
  const letter = (name[0] ?? '?').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="6" fill="${colour}"/><text x="16" y="22" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
};

export const createFaviconService = (deps: FaviconServiceDeps) => {
  const limits = { ...FAVICON_LIMITS, ...deps.limits };
  const siteOrigin = deps.siteOrigin ?? ((domain: string) => `https://${domain}`);
  // One look-up per domain at a time: a page showing the same source twenty times fetches it once.
  const inFlight = new Map<string, Promise<Icon | null>>();

  const fetchIcon = async (fetcher: SafeFetcher, url: string, signal: AbortSignal): Promise<Icon | null> => {
    const res = await fetcher
      .fetch(url, { accept: 'any', maxBytes: limits.maxIconBytes, signal })
      .catch(() => null);
    if (!res || res.truncated) return null;
    const contentType = sniffImageType(res.bytes);
    return contentType ? { contentType, body: res.bytes } : null;
  };

  const discover = async (domain: string): Promise<Icon | null> => {
    const fetcher = createSafeFetcher({ allowLoopback: deps.allowLoopback, resolve: deps.resolve });
    const signal = AbortSignal.timeout(limits.timeoutMs);
    const home = `${siteOrigin(domain)}/`;
    try {
      const page = await fetcher.fetch(home, { maxBytes: limits.maxPageBytes, signal }).catch(() => null);
      const declared = page ? declaredIcons(page.body, page.url) : [];
      // The site's own /favicon.ico is always tried last, however many icons the page declares.
      const fallback = new URL('/favicon.ico', page?.url ?? home).href;
      const declaredFirst = declared.filter((url) => url !== fallback).slice(0, limits.maxCandidates - 1);
      for (const url of new Set([...declaredFirst, fallback])) {
        if (signal.aborted) break;
        const icon = await fetchIcon(fetcher, url, signal);
        if (icon) return icon;
      }
      return null;
    } finally {
      await fetcher.close();
    }
  };

  const refresh = async (domain: string): Promise<Icon | null> => {
    const icon = await discover(domain);
    await faviconRepo.save(deps.db, domain, icon, deps.clock.now());
    await faviconRepo.trim(deps.db, limits.maxEntries);
    return icon;
  };

  return {
    /** The domain's icon, or null when it has none we serve (the caller draws the letter). */
    get: async (domain: string): Promise<Icon | null> => {
      const row = await faviconRepo.find(deps.db, domain);
      if (row) {
        const maxAge = row.body ? limits.foundMaxAgeMs : limits.missingMaxAgeMs;
        if (deps.clock.now().getTime() - row.fetched_at.getTime() < maxAge) {
          return row.body && row.content_type ? { contentType: row.content_type, body: row.body } : null;
        }
      }
      const running = inFlight.get(domain);
      if (running) return running;
      const look = refresh(domain).finally(() => inFlight.delete(domain));
      inFlight.set(domain, look);
      return look;
    },
  };
};

export type FaviconService = ReturnType<typeof createFaviconService>;
