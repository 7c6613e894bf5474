// Favicons served by our server (issue 26), fetched from a local HTTP server standing in for the
// sites: each name maps to 127.0.0.1 (allowed only with the test's loopback allowance) and the host
// header picks the site. Covers icons declared by the page and /favicon.ico, the drawn letter when a
// site has none or sends something else, the cache (one fetch per domain, expiry, a bounded table)
// and hostile input.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { faviconMessages, faviconUrl } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVICON_LIMITS } from '../src/modules/favicons/favicon.service.ts';
import { type Harness, startHarness } from './harness.ts';

// A 1x1 PNG, and an ICO header with one entry: what the sniffing reads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), PNG]);
const MAX_ENTRIES = 6;

type Site = (path: string) => { status?: number; type: string; body: Buffer | string } | 'huge';
const page = (head: string) => ({
  type: 'text/html',
  body: `<html><head>${head}</head><body>x</body></html>`,
});
const notFound = { status: 404, type: 'text/plain', body: 'no' };

const sites: Record<string, Site> = {
  // Declares its icon on the home page, with single quotes and rel before href.
  'declared.test': (p) =>
    p === '/'
      ? page("<link rel='shortcut icon' href='/static/icon.png'>")
      : p === '/static/icon.png'
        ? { type: 'image/png', body: PNG }
        : notFound,
  // No declaration; its /favicon.ico is sent with a wrong type, which the file's bytes overrule.
  'plain.test': (p) => (p === '/favicon.ico' ? { type: 'text/plain', body: ICO } : page('')),
  // A "favicon" of 5 MB: refused, never downloaded in full.
  'huge.test': (p) =>
    p === '/' ? page('<link rel="icon" href="/big.png">') : p === '/big.png' ? 'huge' : notFound,
  // Answers every path with its page: no image anywhere.
  'html.test': () => page(''),
  // Only an SVG icon, which is never served from our origin.
  'svg.test': (p) =>
    p === '/'
      ? page('<link rel="icon" href="/i.svg">')
      : p === '/i.svg'
        ? {
            type: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          }
        : notFound,
  'gone.test': () => notFound,
};

const requests: string[] = [];
let server: Server;
let h: Harness;

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(`${host}${path}`);
    const answer = sites[host]?.(path) ?? notFound;
    if (answer === 'huge') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.on('error', () => undefined);
      res.write(PNG);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 5_000_000) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  h = await startHarness({
    env: { SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1' },
    faviconSites: {
      siteOrigin: (domain) => `http://${domain}:${port}`,
      // Every name is the local server, except one that resolves inside a private network.
      resolve: async (name) => [{ address: name === 'intranet.test' ? '10.0.0.7' : '127.0.0.1', family: 4 }],
      limits: { maxEntries: MAX_ENTRIES },
    },
  });
});
afterAll(async () => {
  await h?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const get = (domain: string) => h.app.inject({ method: 'GET', url: faviconUrl(domain) });
const fetchedFrom = (host: string) => requests.filter((r) => r.startsWith(`${host}/`));

describe('favicons', () => {
  it("serves the icon the site's page declares, and keeps it", async () => {
    const res = await get('declared.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(fetchedFrom('declared.test')).toEqual(['declared.test/', 'declared.test/static/icon.png']);

    const again = await get('DECLARED.test');
    expect(again.rawPayload.equals(PNG)).toBe(true);
    expect(fetchedFrom('declared.test')).toHaveLength(2);
  });

  it('falls back to /favicon.ico, typed by its bytes rather than its header', async () => {
    const res = await get('plain.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.rawPayload.equals(ICO)).toBe(true);
  });

  it("draws the domain's initial when the site has no icon we serve", async () => {
    for (const domain of ['huge.test', 'html.test', 'svg.test', 'gone.test', 'www.zeta-nowhere.test']) {
      const res = await get(domain);
      expect(res.statusCode, domain).toBe(200);
      expect(res.headers['content-type'], domain).toContain('image/svg+xml');
      expect(res.body, domain).toMatch(/^<svg[\s\S]*>[A-Z]<\/text><\/svg>$/);
      expect(res.body, domain).not.toContain('script');
      expect(res.headers['cache-control'], domain).toContain('max-age=3600');
    }
    expect((await get('www.zeta-nowhere.test')).body).toContain('>Z</text>');
    expect((await get('svg.test')).body).toContain('>S</text>');
  });

  it('refuses a site that resolves to a private address without contacting it', async () => {
    const res = await get('intranet.test');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(fetchedFrom('intranet.test')).toEqual([]);
  });

  it('asks a site without an icon again only once the record expires', async () => {
    const before = fetchedFrom('gone.test').length;
    await get('gone.test');
    expect(fetchedFrom('gone.test')).toHaveLength(before);
    h.clock.advance(FAVICON_LIMITS.missingMaxAgeMs + 1);
    await get('gone.test');
    expect(fetchedFrom('gone.test').length).toBeGreaterThan(before);
  });

  it('looks a domain up once while requests for it arrive together', async () => {
    const replies = await Promise.all([1, 2, 3, 4].map(() => get('twins.declared.test')));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(fetchedFrom('twins.declared.test').filter((r) => r.endsWith('/'))).toHaveLength(1);
  });

  it('keeps a bounded number of icons', async () => {
    for (let i = 0; i < MAX_ENTRIES + 3; i++) await get(`site${i}.test`);
    const { rows } = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM favicons');
    expect(rows[0]!.n).toBe(MAX_ENTRIES);
  });

  it('refuses what is not a domain name', async () => {
    for (const bad of [
      'localhost',
      '127.0.0.1',
      '10.0.0.7',
      '[::1]',
      '../../etc/passwd',
      'a b.com',
      'x.y',
      `${'a'.repeat(64)}.com`,
      'evil.com:8080',
      '-bad.com',
      'é.com',
    ]) {
      const res = await h.app.inject({ method: 'GET', url: `/api/favicons/${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message ?? JSON.stringify(res.json()), bad).toContain(faviconMessages.invalidDomain);
    }
    expect(requests.some((r) => r.includes('etc'))).toBe(false);
  });
});
