// Runs against an HTTP server on 127.0.0.1 (reachable only with the test allowance); every other
// address is refused before any packet leaves, so nothing here touches the network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressBlockReason,
  assertFetchableUrl,
  createSafeFetcher,
  type Resolver,
  SafeFetchError,
  type SafeFetcherOptions,
  type SafeFetchOptions,
} from './safe-fetch.ts';

/** One fetch with a private connection pool, closed afterwards. */
const safeFetch = async (url: string, options: SafeFetchOptions & SafeFetcherOptions = {}) => {
  const fetcher = createSafeFetcher(options);
  try {
    return await fetcher.fetch(url, options);
  } finally {
    await fetcher.close();
  }
};

let server: Server;
let origin: string;
let port: number;
const userAgents: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    userAgents.push(req.headers['user-agent']);
    const url = new URL(req.url ?? '/', 'http://x');
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(301, { location: n > 1 ? `/hop/${n - 1}` : '/page' });
      res.end();
      return;
    }
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(302, { location: to });
      res.end();
      return;
    }
    if (url.pathname === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<title>Ok</title><p>héllo</p>');
      return;
    }
    if (url.pathname === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(Buffer.from('<meta charset="iso-8859-1"><p>caf\xe9</p>', 'latin1'));
      return;
    }
    if (url.pathname === '/xhtml') {
      res.writeHead(200, { 'content-type': 'application/xhtml+xml' });
      res.end('<html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>');
      return;
    }
    if (url.pathname === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
      return;
    }
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 5_000_000) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      pump();
      return;
    }
    if (url.pathname === '/slow') {
      const t = setTimeout(() => res.end('<p>late</p>'), 3_000);
      res.on('close', () => clearTimeout(t));
      return;
    }
    if (url.pathname === '/close') {
      res.writeHead(200, { 'content-type': 'text/html', connection: 'close' });
      res.end('<p>bye</p>');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<p>missing</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof SafeFetchError) return err.code;
    throw err;
  }
  return 'ok';
};

const mapResolver =
  (table: Record<string, string>): Resolver =>
  async (host) => {
    const address = table[host];
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };

describe('addressBlockReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.1.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fc00::1', 'uniqueLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'cloud metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['255.255.255.255', 'broadcast'],
    ['not-an-ip', 'not an IP address'],
    ['::0x7f.0.0.1', 'not an IP address'],
  ])('refuses %s (%s)', (ip, reason) => {
    expect(addressBlockReason(ip)).toBe(reason);
  });

  it.each([
    // IPv4-compatible IPv6 (::/96, deprecated): routed who knows where, so refused whatever it embeds.
    ['::127.0.0.1', 'ipv4Compatible'],
    ['::7f00:1', 'ipv4Compatible'],
    ['::169.254.169.254', 'ipv4Compatible'],
    ['::a9fe:a9fe', 'ipv4Compatible'],
    ['::8.8.8.8', 'ipv4Compatible'],
    ['::2', 'ipv4Compatible'],
    // IPv4-mapped, SIIT and well-known NAT64 forms are judged by the IPv4 address they carry.
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'cloud metadata'],
    ['64:ff9b::192.168.0.1', 'private'],
    // Local-use NAT64 prefixes put the IPv4 address at operator-chosen offsets: refused.
    ['64:ff9b:1::a00:1', 'rfc6052'],
    ['64:ff9b:1:808:808::', 'rfc6052'],
    // 6to4 and Teredo tunnel to an embedded IPv4 address: refused, public or not.
    ['2002:7f00:1::', '6to4'],
    ['2002:a00:1::1', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:0:a00:1::1', 'teredo'],
  ])('refuses %s, an IPv6 form of an IPv4 address (%s)', (ip, reason) => {
    expect(addressBlockReason(ip)).toBe(reason);
    expect(addressBlockReason(`[${ip}]`)).toBe(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows public %s',
    (ip) => {
      expect(addressBlockReason(ip)).toBeNull();
    },
  );

  it('allows only loopback under the test allowance', () => {
    expect(addressBlockReason('127.0.0.1', { allowLoopback: true })).toBeNull();
    expect(addressBlockReason('::1', { allowLoopback: true })).toBeNull();
    expect(addressBlockReason('10.0.0.1', { allowLoopback: true })).toBe('private');
    expect(addressBlockReason('169.254.169.254', { allowLoopback: true })).toBe('cloud metadata');
  });
});

describe('assertFetchableUrl', () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'ok';
    } catch (err) {
      return err instanceof SafeFetchError ? err.code : 'other';
    }
  };
  it('accepts http and https on standard ports', () => {
    expect(code(() => assertFetchableUrl('https://example.com/a'))).toBe('ok');
    expect(code(() => assertFetchableUrl('http://example.com:80/'))).toBe('ok');
    expect(code(() => assertFetchableUrl('https://example.com:443/'))).toBe('ok');
  });
  it('refuses other schemes, ports, credentials and internal literals', () => {
    expect(code(() => assertFetchableUrl('ftp://example.com/'))).toBe('blocked_scheme');
    expect(code(() => assertFetchableUrl('file:///etc/passwd'))).toBe('blocked_scheme');
    expect(code(() => assertFetchableUrl('http://example.com:8080/'))).toBe('blocked_port');
    expect(code(() => assertFetchableUrl('http://user:pw@example.com/'))).toBe('invalid_url');
    expect(code(() => assertFetchableUrl('http://127.0.0.1/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://2130706433/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://[::1]/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://[::ffff:a00:1]/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://[::127.0.0.1]/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://[::169.254.169.254]/latest/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://[64:ff9b::10.0.0.1]/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://[2002:a9fe:a9fe::]/'))).toBe('blocked_address');
    expect(code(() => assertFetchableUrl('http://169.254.169.254/latest/meta-data/'))).toBe(
      'blocked_address',
    );
    expect(code(() => assertFetchableUrl('not a url'))).toBe('invalid_url');
  });
  it('allows any port and loopback under the test allowance', () => {
    expect(code(() => assertFetchableUrl('http://127.0.0.1:8080/', { allowLoopback: true }))).toBe('ok');
  });
});

describe('safeFetch against a local server', () => {
  it('fetches HTML with the Sightline user agent', async () => {
    const res = await safeFetch(`${origin}/page`, { allowLoopback: true });
    expect(res.status).toBe(200);
    expect(res.body).toContain('héllo');
    expect(res.truncated).toBe(false);
    expect(userAgents.at(-1)).toBe('SightlineBot/1.0 (+https://sightline.app/bot)');
  });

  it('decodes the charset declared in the markup', async () => {
    const res = await safeFetch(`${origin}/latin1`, { allowLoopback: true });
    expect(res.body).toContain('café');
  });

  it('accepts XHTML and refuses other content types', async () => {
    expect(await codeOf(safeFetch(`${origin}/xhtml`, { allowLoopback: true }))).toBe('ok');
    expect(await codeOf(safeFetch(`${origin}/json`, { allowLoopback: true }))).toBe('unsupported_type');
  });

  it('reports HTTP errors with their status', async () => {
    const err = await safeFetch(`${origin}/nope`, { allowLoopback: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SafeFetchError);
    expect((err as SafeFetchError).code).toBe('http_status');
    expect((err as SafeFetchError).status).toBe(404);
  });

  it('refuses 127.0.0.1 without the allowance, before connecting', async () => {
    const before = userAgents.length;
    expect(await codeOf(safeFetch(`${origin}/page`))).toBe('blocked_port');
    expect(await codeOf(safeFetch('http://127.0.0.1/page'))).toBe('blocked_address');
    expect(await codeOf(safeFetch('http://[::1]/page'))).toBe('blocked_address');
    expect(userAgents.length).toBe(before);
  });

  it('refuses private and metadata addresses', async () => {
    expect(await codeOf(safeFetch('http://10.0.0.1/'))).toBe('blocked_address');
    expect(await codeOf(safeFetch('http://169.254.169.254/latest/meta-data/'))).toBe('blocked_address');
    expect(await codeOf(safeFetch('http://[fd00:ec2::254]/'))).toBe('blocked_address');
  });

  it('refuses a hostname that resolves to a private address, at connect time', async () => {
    const resolve = mapResolver({ 'intranet.example': '10.0.0.1', 'meta.example': '169.254.169.254' });
    expect(await codeOf(safeFetch('http://intranet.example/', { resolve }))).toBe('blocked_address');
    expect(await codeOf(safeFetch('https://meta.example/', { resolve }))).toBe('blocked_address');
  });

  it('refuses a hostname when any of its addresses is internal', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '192.168.0.1', family: 4 },
    ];
    expect(await codeOf(safeFetch('http://mixed.example/', { resolve }))).toBe('blocked_address');
  });

  it('checks every new connection, so a rebinding DNS answer is caught', async () => {
    let calls = 0;
    const resolve: Resolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const fetcher = createSafeFetcher({ allowLoopback: true, resolve });
    try {
      // /close ends the connection, so the second request must connect (and resolve) again.
      expect((await fetcher.fetch(`http://rebind.example:${port}/close`)).status).toBe(200);
      expect(await codeOf(fetcher.fetch(`http://rebind.example:${port}/close`))).toBe('blocked_address');
      expect(calls).toBe(2);
    } finally {
      await fetcher.close();
    }
  });

  it('reports DNS failures', async () => {
    expect(await codeOf(safeFetch('http://missing.example/', { resolve: mapResolver({}) }))).toBe('dns');
    expect(await codeOf(safeFetch('http://empty.example/', { resolve: async () => [] }))).toBe('dns');
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await codeOf(safeFetch(`http://127.0.0.1:${freePort}/`, { allowLoopback: true }))).toBe(
      'unreachable',
    );
  });

  it('follows up to five redirects and refuses a sixth', async () => {
    const ok = await safeFetch(`${origin}/hop/3`, { allowLoopback: true });
    expect(ok.url).toBe(`${origin}/page`);
    expect(ok.redirects).toBe(3);
    expect((await safeFetch(`${origin}/hop/5`, { allowLoopback: true })).redirects).toBe(5);
    expect(await codeOf(safeFetch(`${origin}/hop/6`, { allowLoopback: true }))).toBe('too_many_redirects');
    expect(await codeOf(safeFetch(`${origin}/hop/2`, { allowLoopback: true, maxRedirects: 1 }))).toBe(
      'too_many_redirects',
    );
  });

  it('re-checks every redirect target', async () => {
    const to = (target: string) => `${origin}/redirect?to=${encodeURIComponent(target)}`;
    const resolve = mapResolver({ 'internal.example': '10.1.2.3' });
    const opts = { allowLoopback: true, resolve };
    expect(await codeOf(safeFetch(to('http://169.254.169.254/latest/meta-data/'), opts))).toBe(
      'blocked_address',
    );
    expect(await codeOf(safeFetch(to('http://internal.example/'), opts))).toBe('blocked_address');
    expect(await codeOf(safeFetch(to('file:///etc/passwd'), opts))).toBe('blocked_scheme');
    expect(await codeOf(safeFetch(to('/page'), opts))).toBe('ok');
  });

  it('stops reading at the body cap', async () => {
    const res = await safeFetch(`${origin}/big`, { allowLoopback: true, maxBytes: 100_000 });
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(100_000);
    const def = await safeFetch(`${origin}/big`, { allowLoopback: true });
    expect(def.body.length).toBe(1_500_000);
  });

  it('times out slow pages', async () => {
    expect(await codeOf(safeFetch(`${origin}/slow`, { allowLoopback: true, timeoutMs: 200 }))).toBe(
      'timeout',
    );
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const p = safeFetch(`${origin}/slow`, { allowLoopback: true, signal: controller.signal });
    expect(await codeOf(p)).toBe('timeout');
  });
});
