export type EngineErrorKind = 'http' | 'timeout' | 'network' | 'aborted' | 'invalid_response';
export interface EngineErrorInit {
  kind: EngineErrorKind;
  status?: number;
  retryable: boolean;
  retryAfterMs?: number;
  engine?: string;
  cause?: unknown;
}
/** A failed ask. The job queue reads `retryable` and `retryAfterMs` to decide its backoff. */
export declare class EngineError extends Error {
  readonly kind: EngineErrorKind;
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly engine?: string;
  constructor(message: string, init: EngineErrorInit);
}
/** 408 and 429 are the provider asking us to come back; 5xx is its own failure. Other 4xx will fail again. */
export declare function isRetryableStatus(status: number): boolean;
type HeaderSource = Headers | Record<string, string | undefined> | undefined;
/**
 * Retry-After is seconds or an HTTP date (RFC 9110); some providers add retry-after-ms.
 * `now` is injectable so the date form can be tested.
 */
export declare function parseRetryAfter(headers: HeaderSource, now?: number): number | undefined;
export declare function httpError(
  engine: string,
  status: number,
  message: string,
  headers?: HeaderSource,
): EngineError;
export interface ToEngineErrorContext {
  engine: string;
  /** Our own deadline fired (as opposed to the caller cancelling). */
  timedOut: boolean;
  timeoutMs: number;
  callerAborted: boolean;
}
/** Maps whatever a provider call threw to one EngineError, so callers handle a single shape. */
export declare function toEngineError(error: unknown, ctx: ToEngineErrorContext): EngineError;
