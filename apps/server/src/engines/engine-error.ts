import { APICallError, RetryError } from 'ai';

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
export class EngineError extends Error {
  readonly kind: EngineErrorKind;
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly engine?: string;

  constructor(message: string, init: EngineErrorInit) {
    super(message, { cause: init.cause });
    this.name = 'EngineError';
    this.kind = init.kind;
    this.status = init.status;
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
    this.engine = init.engine;
  }
}

/** 408 and 429 are the provider asking us to come back; 5xx is its own failure. Other 4xx will fail again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

type HeaderSource = Headers | Record<string, string | undefined> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Retry-After is seconds or an HTTP date (RFC 9110); some providers add retry-after-ms.
 * `now` is injectable so the date form can be tested.
 */
export function parseRetryAfter(headers: HeaderSource, now: number = Date.now()): number | undefined {
  const ms = header(headers, 'retry-after-ms');
  if (ms !== undefined && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.round(Number(ms));
  const value = header(headers, 'retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function httpError(
  engine: string,
  status: number,
  message: string,
  headers?: HeaderSource,
): EngineError {
  return new EngineError(`${engine}: HTTP ${status}: ${message}`, {
    kind: 'http',
    status,
    retryable: isRetryableStatus(status),
    retryAfterMs: parseRetryAfter(headers),
    engine,
  });
}

function isAbortLike(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Node's fetch fails with a TypeError whose cause carries the socket error code. */
function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return (error instanceof TypeError && error.message === 'fetch failed') || typeof code === 'string';
}

export interface ToEngineErrorContext {
  engine: string;
  /** Our own deadline fired (as opposed to the caller cancelling). */
  timedOut: boolean;
  timeoutMs: number;
  callerAborted: boolean;
}

/** Maps whatever a provider call threw to one EngineError, so callers handle a single shape. */
export function toEngineError(error: unknown, ctx: ToEngineErrorContext): EngineError {
  if (error instanceof EngineError) return error;
  const { engine } = ctx;
  if (RetryError.isInstance(error)) return toEngineError(error.lastError, ctx);
  if (ctx.timedOut) {
    return new EngineError(`${engine}: timed out after ${ctx.timeoutMs} ms`, {
      kind: 'timeout',
      retryable: true,
      engine,
      cause: error,
    });
  }
  if (ctx.callerAborted || isAbortLike(error)) {
    return new EngineError(`${engine}: aborted`, { kind: 'aborted', retryable: false, engine, cause: error });
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) {
      // The SDK wraps connection failures in an APICallError without a status.
      return new EngineError(`${engine}: ${error.message}`, {
        kind: 'network',
        retryable: error.isRetryable,
        engine,
        cause: error,
      });
    }
    return new EngineError(`${engine}: HTTP ${error.statusCode}: ${error.message}`, {
      kind: 'http',
      status: error.statusCode,
      retryable: isRetryableStatus(error.statusCode),
      retryAfterMs: parseRetryAfter(error.responseHeaders),
      engine,
      cause: error,
    });
  }
  if (isNetworkError(error)) {
    return new EngineError(`${engine}: network error: ${(error as Error).message}`, {
      kind: 'network',
      retryable: true,
      engine,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new EngineError(`${engine}: ${message}`, {
    kind: 'invalid_response',
    retryable: false,
    engine,
    cause: error,
  });
}
