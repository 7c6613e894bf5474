import { type SafeFetcher } from '../../lib/safe-fetch.ts';
import type { SitePage } from './site-facts.ts';
export declare const ROBOTS_PRODUCT_TOKEN = 'sightlinebot';
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
  skipped: {
    url: string;
    reason: string;
  }[];
}
export declare const crawlSite: (startUrl: string, options: CrawlOptions) => Promise<CrawlResult>;
