import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch.ts';
import { crawlSite } from './crawl-site.ts';

let server: Server;
let origin: string;
let robots: { status: number; body: string } = { status: 404, body: '' };
const paths: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    paths.push(path);
    const send = (status: number, body: string, type = 'text/html') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (path === '/robots.txt') return send(robots.status, robots.body, 'text/plain');
    if (path === '/') {
      return send(
        200,
        '<title>Home</title><a href="/about">About</a><a href="/pricing">Pricing</a><a href="/services">Services</a>',
      );
    }
    if (path === '/about') return send(500, 'oops');
    if (path === '/pricing') return send(200, '<h1>Pricing</h1><p>€9 per month</p>');
    if (path === '/services') return send(200, '<h1>Services</h1>');
    return send(404, 'missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let fetcher: SafeFetcher;
beforeEach(() => {
  paths.length = 0;
  robots = { status: 404, body: '' };
  fetcher = createSafeFetcher({ allowLoopback: true });
});

const crawl = (now: () => number = Date.now) =>
  crawlSite(`${origin}/`, {
    fetcher,
    pageTimeoutMs: 2_000,
    maxBytes: 100_000,
    deadline: Date.now() + 5_000,
    now,
    signal: AbortSignal.timeout(5_000),
  }).finally(() => fetcher.close());

describe('crawlSite', () => {
  it('reads the home page and the key pages it links to, leaving out failures', async () => {
    const result = await crawl();
    expect(result.pages.map((p) => p.kind)).toEqual(['home', 'pricing', 'products']);
    expect(result.skipped).toEqual([{ url: `${origin}/about`, reason: 'http_status' }]);
    expect(paths.filter((p) => p === '/robots.txt')).toHaveLength(1);
  });

  it('skips pages robots.txt disallows', async () => {
    robots = { status: 200, body: 'User-agent: sightlinebot\nDisallow: /pricing\nDisallow: /services' };
    const result = await crawl();
    expect(result.pages.map((p) => p.kind)).toEqual(['home']);
    expect(paths).not.toContain('/pricing');
    expect(result.skipped).toContainEqual({ url: `${origin}/pricing`, reason: 'robots.txt' });
    expect(result.skipped).toContainEqual({ url: `${origin}/services`, reason: 'robots.txt' });
  });

  it('stays on the home page when robots.txt errors (server error means disallow)', async () => {
    robots = { status: 503, body: '' };
    const result = await crawl();
    expect(result.pages.map((p) => p.kind)).toEqual(['home']);
  });

  it('starts no extra page once the time budget is spent', async () => {
    // The clock jumps past the deadline once the home page has been served.
    const result = await crawl(() => Date.now() + (paths.includes('/') ? 60_000 : 0));
    expect(result.pages.map((p) => p.kind)).toEqual(['home']);
  });
});
