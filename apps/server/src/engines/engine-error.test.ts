import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { EngineError, httpError, isRetryableStatus, parseRetryAfter, toEngineError } from './engine-error.ts';

const ctx = { engine: 'chatgpt', timedOut: false, timeoutMs: 120_000, callerAborted: false };

function apiError(statusCode: number | undefined, headers: Record<string, string> = {}, isRetryable = false) {
  return new APICallError({
    message: 'boom',
    url: 'https://api.example/x',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    isRetryable,
  });
}

describe('parseRetryAfter', () => {
  it('reads seconds, milliseconds and HTTP dates', () => {
    expect(parseRetryAfter({ 'Retry-After': '12' })).toBe(12_000);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '1500' }))).toBe(1_500);
    const now = Date.parse('2026-01-05T10:00:00Z');
    expect(parseRetryAfter({ 'retry-after': 'Mon, 05 Jan 2026 10:00:30 GMT' }, now)).toBe(30_000);
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe('toEngineError', () => {
  it('retries 408, 429 and 5xx but not other 4xx', () => {
    expect([400, 401, 403, 404, 408, 429, 500, 503, 529].map(isRetryableStatus)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('maps SDK HTTP errors, unwrapping retry errors', () => {
    const e = toEngineError(
      new RetryError({
        message: 'x',
        reason: 'maxRetriesExceeded',
        errors: [apiError(429, { 'retry-after': '3' })],
      }),
      ctx,
    );
    expect(e).toMatchObject({
      kind: 'http',
      status: 429,
      retryable: true,
      retryAfterMs: 3_000,
      engine: 'chatgpt',
    });
    expect(toEngineError(apiError(403), ctx)).toMatchObject({ status: 403, retryable: false });
  });

  it('maps connection failures as retryable network errors', () => {
    expect(toEngineError(apiError(undefined, {}, true), ctx)).toMatchObject({
      kind: 'network',
      retryable: true,
    });
    const fetchFailed = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    expect(toEngineError(fetchFailed, ctx)).toMatchObject({ kind: 'network', retryable: true });
  });

  it('tells our timeout from the caller cancelling', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(toEngineError(abort, { ...ctx, timedOut: true })).toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
    expect(toEngineError(abort, { ...ctx, callerAborted: true })).toMatchObject({
      kind: 'aborted',
      retryable: false,
    });
  });

  it('keeps EngineErrors and treats anything else as an invalid response', () => {
    const own = httpError('copilot', 502, 'bad gateway');
    expect(toEngineError(own, ctx)).toBe(own);
    expect(toEngineError(new Error('unexpected shape'), ctx)).toMatchObject({
      kind: 'invalid_response',
      retryable: false,
    });
    expect(own).toBeInstanceOf(EngineError);
    expect(own.message).toBe('copilot: HTTP 502: bad gateway');
  });
});
