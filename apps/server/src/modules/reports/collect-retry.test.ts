import { describe, expect, it } from 'vitest';
import { EngineError } from '../../engines/index.ts';
import { afterFailure } from './collect-retry.ts';

const http = (status: number, retryable: boolean, retryAfterMs?: number) =>
  new EngineError(String(status), { kind: 'http', status, retryable, retryAfterMs });

describe('afterFailure', () => {
  it('comes back when the engine says, while attempts remain', () => {
    expect(afterFailure(http(429, true, 2000), 1, 5)).toEqual({ kind: 'retry_after', ms: 2000 });
  });

  it("leaves a retryable error without a time to the queue's backoff", () => {
    expect(afterFailure(http(503, true), 1, 5)).toEqual({ kind: 'retry' });
    expect(afterFailure(new Error('connection reset'), 4, 5)).toEqual({ kind: 'retry' });
  });

  it('fails for good on an error no attempt can change, whatever attempts remain', () => {
    expect(afterFailure(http(401, false), 1, 5)).toEqual({ kind: 'fail' });
    expect(afterFailure(http(400, false, 2000), 1, 5)).toEqual({ kind: 'fail' });
  });

  it('fails for good once the attempts are used up, Retry-After or not', () => {
    expect(afterFailure(http(503, true), 5, 5)).toEqual({ kind: 'fail' });
    expect(afterFailure(http(429, true, 2000), 5, 5)).toEqual({ kind: 'fail' });
    expect(afterFailure(new Error('connection reset'), 5, 5)).toEqual({ kind: 'fail' });
  });
});
