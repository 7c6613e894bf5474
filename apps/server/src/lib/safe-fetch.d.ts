import type { LookupAddress } from 'node:dns';
export declare const SIGHTLINE_USER_AGENT = 'SightlineBot/1.0 (+https://sightline.app/bot)';
export declare const HTML_CONTENT_TYPES: readonly ['text/html', 'application/xhtml+xml'];
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
export declare class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  readonly url: string;
  readonly status: number | undefined;
  constructor(
    code: SafeFetchErrorCode,
    message: string,
    options: {
      url: string;
      status?: number;
      cause?: unknown;
    },
  );
}
export interface AddressPolicy {
  /**
   * TEST ONLY: also accept 127.0.0.0/8 and ::1 (and any port), so tests can serve a site locally.
   * Production reads it from SIGHTLINE_ALLOW_LOOPBACK_FETCH=1, which must never be set in deployment.
   */
  allowLoopback?: boolean;
}
/**
 * Why an IP address must not be contacted, or null when it may. Only globally routable unicast is
 * allowed; IPv6 forms that embed an IPv4 address (mapped, NAT64) are judged by that IPv4 address.
 */
export declare const addressBlockReason: (address: string, policy?: AddressPolicy) => string | null;
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;
export declare const systemResolver: Resolver;
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
  accept?: readonly string[];
  signal?: AbortSignal;
}
export interface SafeResponse {
  /** The URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  truncated: boolean;
  redirects: number;
}
export interface SafeFetcher {
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
  /** Ends the connection pool, aborting requests still in flight. */
  close(): Promise<void>;
}
/** Scheme, port and literal-address checks that need no network; throws SafeFetchError. */
export declare const assertFetchableUrl: (raw: string, policy?: AddressPolicy) => URL;
export declare const createSafeFetcher: (options?: SafeFetcherOptions) => SafeFetcher;
/** One-off fetch with a private connection pool, closed afterwards. */
export declare const safeFetch: (
  url: string,
  options?: SafeFetchOptions & SafeFetcherOptions,
) => Promise<SafeResponse>;
/** Reads the test-only loopback allowance from the environment ("1"/"true" enables it). */
export declare const loopbackAllowedFromEnv: (env?: NodeJS.ProcessEnv) => boolean;
