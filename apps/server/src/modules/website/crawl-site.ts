// Reads the few pages that describe a business: the home page the user named, then up to three key
// pages linked from it (about, pricing, products), fetched two at a time, each allowed by robots.txt.
// Only the home page may fail the analysis; a key page that fails is simply left out.
import { SafeFetchError, type SafeFetcher } from '../../lib/safe-fetch.ts';
import { type KeyPage, selectKeyPages } from './key-pages.ts';
import { extractPage } from './page-extract.ts';
import { allowAll, disallowAll, parseRobots, type RobotsRules } from './robots.ts';
import type { SitePage } from './site-facts.ts';

const ROBOTS_PRODUCT_TOKEN = 'sightlinebot';

export interface CrawlOptions {
  fetcher: SafeFetcher;
  /** Upper bound for any one page, redirects and body included. */
  pageTimeoutMs: number;
  maxBytes: number;
  /** Epoch ms after which no further page is started and running ones are cut short. */
  deadline: number;
  now: () => number;
  signal: AbortSignal;
  maxKeyPages?: number;
  concurrency?: number;
}

export interface CrawlResult {
  pages: SitePage[];
  /** Key pages not read, with the reason (robots, error); for logs. */
  skipped: { url: string; reason: string }[];
}

const ROBOTS_TIMEOUT_MS = 4_000;
const MIN_USEFUL_MS = 300;

const fetchRobots = async (fetcher: SafeFetcher, origin: string, timeoutMs: number, signal: AbortSignal) => {
  try {
    const res = await fetcher.fetch(`${origin}/robots.txt`, {
      accept: ['text/plain'],
      maxBytes: 512_000,
      timeoutMs,
      signal,
    });
    return parseRobots(res.body, ROBOTS_PRODUCT_TOKEN);
  } catch (err) {
    // RFC 9309: an unreachable robots.txt (server error) means stay out; a missing one means all is allowed.
    if (err instanceof SafeFetchError && err.code === 'http_status' && (err.status ?? 0) >= 500)
      return disallowAll;
    return allowAll;
  }
};

/** Runs tasks with at most `limit` in flight, results in input order. */
const mapLimited = async <T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

export const crawlSite = async (startUrl: string, options: CrawlOptions): Promise<CrawlResult> => {
  const { fetcher, now, signal } = options;
  const timeLeft = () => options.deadline - now();
  const pageTimeout = () => Math.max(1, Math.min(options.pageTimeoutMs, timeLeft()));
  const startOrigin = new URL(startUrl).origin;

  // robots.txt only governs the extra pages, so it loads alongside the home page.
  const robotsFor = new Map<string, Promise<RobotsRules>>();
  const robots = (origin: string) => {
    let rules = robotsFor.get(origin);
    if (!rules) {
      rules = fetchRobots(fetcher, origin, Math.min(ROBOTS_TIMEOUT_MS, pageTimeout()), signal);
      robotsFor.set(origin, rules);
    }
    return rules;
  };
  void robots(startOrigin);

  const home = await fetcher.fetch(startUrl, {
    timeoutMs: pageTimeout(),
    maxBytes: options.maxBytes,
    signal,
  });
  const homeContent = extractPage(home.body, home.url);
  const pages: SitePage[] = [{ kind: 'home', content: homeContent }];
  const skipped: CrawlResult['skipped'] = [];

  const keyPages = selectKeyPages(homeContent.links, home.url, options.maxKeyPages ?? 3);
  if (keyPages.length === 0 || timeLeft() < MIN_USEFUL_MS) return { pages, skipped };

  const rules = await robots(new URL(home.url).origin);
  const allowed = keyPages.filter((p) => {
    const u = new URL(p.url);
    if (rules.isAllowed(`${u.pathname}${u.search}`)) return true;
    skipped.push({ url: p.url, reason: 'robots.txt' });
    return false;
  });

  const fetched = await mapLimited(allowed, options.concurrency ?? 2, async (page: KeyPage) => {
    if (timeLeft() < MIN_USEFUL_MS) {
      skipped.push({ url: page.url, reason: 'time budget' });
      return undefined;
    }
    try {
      const res = await fetcher.fetch(page.url, {
        timeoutMs: pageTimeout(),
        maxBytes: options.maxBytes,
        signal,
      });
      return { kind: page.kind, content: extractPage(res.body, res.url) } satisfies SitePage;
    } catch (err) {
      skipped.push({ url: page.url, reason: err instanceof SafeFetchError ? err.code : 'error' });
      return undefined;
    }
  });
  for (const page of fetched) if (page) pages.push(page);
  return { pages, skipped };
};
