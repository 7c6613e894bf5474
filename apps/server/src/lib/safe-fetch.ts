// Fetching a URL a user typed, without letting it reach our own network (SSRF). Every address a
// connection is about to use is checked inside the socket's DNS lookup, so a hostname that resolves
// to a public address for a pre-check and to 10.0.0.1 a moment later (DNS rebinding) still fails;
// the peer address is checked again once the socket is connected, which also covers IP literals
// (Node skips the lookup for them). Redirects are followed by hand so each hop passes the same checks.
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch } from 'undici';

export const SIGHTLINE_USER_AGENT = 'SightlineBot/1.0 (+https://sightline.app/bot)';
const HTML_CONTENT_TYPES = ['text/html', 'application/xhtml+xml'] as const;

const DEFAULTS = {
  timeoutMs: 10_000,
  maxRedirects: 5,
  maxBytes: 1_500_000,
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const STANDARD_PORTS = new Set(['', '80', '443']);

// Addresses no crawler of ours should ever talk to, beyond what the range names already cover:
// the cloud metadata services (AWS IPv4/IPv6, also reachable on other clouds at the IPv4 one).
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'blocked_scheme'
  | 'blocked_port'
  | 'blocked_address'
  | 'dns'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'too_many_redirects'
  | 'http_status'
  | 'unsupported_type';

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  readonly url: string;
  readonly status: number | undefined;

  constructor(
    code: SafeFetchErrorCode,
    message: string,
    options: { url: string; status?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'SafeFetchError';
    this.code = code;
    this.url = options.url;
    this.status = options.status;
  }
}

/** Raised from inside the socket lookup/connect; surfaced to callers as SafeFetchError 'blocked_address'. */
class BlockedAddressError extends Error {
  readonly code = 'ESIGHTLINEBLOCKED';
  constructor(host: string, address: string, reason: string) {
    super(`${host} resolves to ${address} (${reason}), which is not allowed`);
    this.name = 'BlockedAddressError';
  }
}

export interface AddressPolicy {
  /**
   * TEST ONLY: also accept 127.0.0.0/8 and ::1 (and any port), so tests can serve a site locally.
   * Production reads it from SIGHTLINE_ALLOW_LOOPBACK_FETCH=1, which must never be set in deployment.
   */
  allowLoopback?: boolean;
}

/**
 * The address, or null. IPv6 goes through the WHATWG URL parser first: ipaddr.js takes `::127.0.0.1`
 * for `::ffff:127.0.0.1`, and accepts forms (`::0x7f.0.0.1`) that no URL or resolver produces.
 */
const parseAddress = (bare: string) => {
  if (!bare.includes(':')) return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
  const url = URL.parse(`http://[${bare}]/`);
  return url ? ipaddr.parse(url.hostname.slice(1, -1)) : null;
};

const embeddedIPv4 = (bytes: number[]) => ipaddr.fromByteArray(bytes.slice(12));

/**
 * Why an IP address must not be contacted, or null when it may. Only globally routable unicast is
 * allowed. IPv6 forms that carry an IPv4 address in their last 32 bits (mapped, SIIT, well-known
 * NAT64) are judged by that address; the deprecated IPv4-compatible range (::/96), local-use NAT64
 * prefixes, 6to4 and Teredo are refused outright, as where they lead depends on the network.
 */
export const addressBlockReason = (address: string, policy: AddressPolicy = {}): string | null => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  let ip = parseAddress(bare);
  if (!ip) return 'not an IP address';
  if (METADATA_ADDRESSES.has(ip.toString())) return 'cloud metadata';
  if (ip.kind() === 'ipv6') {
    const bytes = ip.toByteArray();
    const range6 = ip.range();
    const wellKnownNat64 = range6 === 'rfc6052' && bytes.slice(4, 12).every((b) => b === 0);
    if (range6 === 'ipv4Mapped' || range6 === 'rfc6145' || wellKnownNat64) ip = embeddedIPv4(bytes);
    else if (range6 === 'unicast' && bytes.slice(0, 12).every((b) => b === 0)) return 'ipv4Compatible';
  }
  if (METADATA_ADDRESSES.has(ip.toString())) return 'cloud metadata';
  const range = ip.range();
  if (range === 'loopback' && policy.allowLoopback) return null;
  return range === 'unicast' ? null : range;
};

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface SafeFetcherOptions extends AddressPolicy {
  /** Name resolution; tests inject one to map a hostname to a private address. */
  resolve?: Resolver;
  userAgent?: string;
}

export interface SafeFetchOptions {
  /** Total time for the request, every redirect hop and reading the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Bytes of (decoded) body to keep; reading stops there and the result is marked truncated. */
  maxBytes?: number;
  /** Accepted media types, e.g. text/html; anything else is refused with 'unsupported_type'. */
  accept?: readonly string[] | 'any';
  /**
   * A POST of this body (a webhook delivery) instead of a GET. Redirects are then refused: a POST
   * would have to be replayed at a second address the user never entered.
   */
  post?: { body: string; headers: Record<string, string> };
  signal?: AbortSignal;
}

interface SafeResponse {
  /** The URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  /** The body as received, for callers that read binary files (favicons). */
  bytes: Uint8Array;
  truncated: boolean;
  redirects: number;
}

export interface SafeFetcher {
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
  /** Ends the connection pool, aborting requests still in flight. */
  close(): Promise<void>;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Scheme, port and literal-address checks that need no network; throws SafeFetchError. */
export const assertFetchableUrl = (raw: string, policy: AddressPolicy = {}): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch (cause) {
    throw new SafeFetchError('invalid_url', `Invalid URL: ${raw}`, { url: raw, cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('blocked_scheme', `Scheme ${url.protocol} is not allowed`, { url: raw });
  }
  if (url.username || url.password) {
    throw new SafeFetchError('invalid_url', 'URLs with credentials are not fetched', { url: raw });
  }
  if (!policy.allowLoopback && !STANDARD_PORTS.has(url.port)) {
    throw new SafeFetchError('blocked_port', `Port ${url.port} is not allowed`, { url: raw });
  }
  const host = hostOf(url);
  if (!host) throw new SafeFetchError('invalid_url', 'URL has no host', { url: raw });
  if (isIP(host)) {
    const reason = addressBlockReason(host, policy);
    if (reason) {
      throw new SafeFetchError('blocked_address', `Address ${host} is not allowed (${reason})`, { url: raw });
    }
  }
  return url;
};

const errnoOf = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;

/** Walks cause chains and AggregateErrors (happy-eyeballs connects) for the first matching error. */
const findCause = (err: unknown, test: (e: unknown) => boolean, depth = 0): unknown => {
  if (err === undefined || err === null || depth > 6) return undefined;
  if (test(err)) return err;
  if (err instanceof AggregateError) {
    for (const inner of err.errors) {
      const hit = findCause(inner, test, depth + 1);
      if (hit) return hit;
    }
  }
  return err instanceof Error ? findCause(err.cause, test, depth + 1) : undefined;
};

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA']);

const classify = (err: unknown, url: string, timedOut: boolean): SafeFetchError => {
  if (err instanceof SafeFetchError) return err;
  const blocked = findCause(err, (e) => e instanceof BlockedAddressError);
  if (blocked instanceof Error)
    return new SafeFetchError('blocked_address', blocked.message, { url, cause: err });
  if (timedOut) return new SafeFetchError('timeout', `Timed out fetching ${url}`, { url, cause: err });
  const coded = findCause(err, (e) => errnoOf(e) !== undefined);
  const code = errnoOf(coded) ?? '';
  if (DNS_CODES.has(code)) return new SafeFetchError('dns', `Could not resolve ${url}`, { url, cause: err });
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return new SafeFetchError('timeout', `Timed out connecting to ${url}`, { url, cause: err });
  }
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) {
    return new SafeFetchError('tls', `TLS failure for ${url} (${code})`, { url, cause: err });
  }
  return new SafeFetchError('unreachable', `Could not reach ${url}${code ? ` (${code})` : ''}`, {
    url,
    cause: err,
  });
};

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

const charsetOf = (contentType: string, head: Uint8Array): string => {
  const fromHeader = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  // Pages that declare their encoding only in markup: <meta charset> within the first KB.
  const sniff = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(sniff)?.[1] ?? 'utf-8';
};

const decode = (bytes: Uint8Array, contentType: string) => {
  const charset = charsetOf(contentType, bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
};

const readCapped = async (body: ReadableStream<Uint8Array> | null, maxBytes: number) => {
  if (!body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    if (value.byteLength >= room) {
      chunks.push(value.subarray(0, room));
      size += room;
      truncated = value.byteLength > room;
      // Stop downloading: a hostile or huge page must not cost more than the cap.
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  return { bytes, truncated };
};

export const createSafeFetcher = (options: SafeFetcherOptions = {}): SafeFetcher => {
  const policy: AddressPolicy = { allowLoopback: options.allowLoopback === true };
  const resolve = options.resolve ?? systemResolver;
  const userAgent = options.userAgent ?? SIGHTLINE_USER_AGENT;

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) {
          throw Object.assign(new Error(`No addresses for ${hostname}`), { code: 'ENOTFOUND' });
        }
        // Refuse when any answer is internal: a mixed answer is how rebinding attacks pick their target.
        for (const a of addresses) {
          const reason = addressBlockReason(a.address, policy);
          if (reason) throw new BlockedAddressError(hostname, a.address, reason);
        }
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) {
          throw Object.assign(new Error(`No IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' });
        }
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, ''));
  };

  const baseConnect = buildConnector({ lookup, timeout: DEFAULTS.timeoutMs });
  const agent = new Agent({
    connect: (connectOptions, callback) => {
      baseConnect(connectOptions, (err, socket) => {
        if (err || !socket) {
          callback(err ?? new Error('connect failed'), null);
          return;
        }
        // Second line of defence: whatever path produced this socket, its peer must be allowed.
        const peer = socket.remoteAddress ?? '';
        const reason = addressBlockReason(peer, policy);
        if (reason) {
          socket.destroy();
          callback(new BlockedAddressError(connectOptions.hostname, peer, reason), null);
          return;
        }
        callback(null, socket);
      });
    },
  });

  const fetchOnce = async (raw: string, opts: SafeFetchOptions = {}): Promise<SafeResponse> => {
    const timeoutMs = opts.timeoutMs ?? DEFAULTS.timeoutMs;
    const maxRedirects = opts.maxRedirects ?? DEFAULTS.maxRedirects;
    const maxBytes = opts.maxBytes ?? DEFAULTS.maxBytes;
    const accept = opts.accept ?? HTML_CONTENT_TYPES;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

    let current = raw;
    let redirects = 0;
    try {
      for (;;) {
        const url = assertFetchableUrl(current, policy);
        const response = await fetch(url, {
          dispatcher: agent,
          redirect: 'manual',
          signal,
          method: opts.post ? 'POST' : 'GET',
          body: opts.post?.body,
          headers: {
            'user-agent': userAgent,
            accept: accept === 'any' ? '*/*' : `${accept.join(', ')}, */*;q=0.1`,
            'accept-language': 'en;q=1.0, *;q=0.5',
            ...opts.post?.headers,
          },
        });
        if (REDIRECT_STATUSES.has(response.status) && !opts.post) {
          await response.body?.cancel().catch(() => undefined);
          const location = response.headers.get('location');
          if (!location) {
            throw new SafeFetchError('http_status', `Redirect without Location from ${current}`, {
              url: current,
              status: response.status,
            });
          }
          redirects += 1;
          if (redirects > maxRedirects) {
            throw new SafeFetchError(
              'too_many_redirects',
              `More than ${maxRedirects} redirects from ${raw}`,
              {
                url: raw,
              },
            );
          }
          current = new URL(location, url).href;
          continue;
        }
        const contentType = response.headers.get('content-type') ?? '';
        if (response.status < 200 || response.status >= 300) {
          await response.body?.cancel().catch(() => undefined);
          throw new SafeFetchError('http_status', `HTTP ${response.status} from ${current}`, {
            url: current,
            status: response.status,
          });
        }
        if (accept !== 'any' && !accept.includes(mediaType(contentType))) {
          await response.body?.cancel().catch(() => undefined);
          throw new SafeFetchError('unsupported_type', `Unsupported content type "${contentType}"`, {
            url: current,
            status: response.status,
          });
        }
        const { bytes, truncated } = await readCapped(response.body, maxBytes);
        return {
          url: url.href,
          status: response.status,
          contentType,
          body: decode(bytes, contentType),
          bytes,
          truncated,
          redirects,
        };
      }
    } catch (err) {
      throw classify(err, current, signal.aborted);
    }
  };

  return {
    fetch: fetchOnce,
    // destroy, not close: requests still running (a slow robots.txt) must not hold up the caller.
    close: () => agent.destroy(),
  };
};
