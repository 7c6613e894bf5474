// What a failed attempt at collecting an answer leads to. Pure: the collecting job acts on it.
import { EngineError } from '../../engines/index.ts';

export type AfterFailure =
  /** The engine said when to come back (a 429's Retry-After): a fresh attempt then. */
  | { kind: 'retry_after'; ms: number }
  /** Another attempt after the queue's backoff. */
  | { kind: 'retry' }
  /** No attempt can change it (an engine error that says so), or the attempts are used up. */
  | { kind: 'fail' };

/** `attempts` counts the one that just failed. Any error other than an engine's is worth another try. */
export const afterFailure = (err: unknown, attempts: number, maxAttempts: number): AfterFailure => {
  const retryable = !(err instanceof EngineError) || err.retryable;
  if (!retryable || attempts >= maxAttempts) return { kind: 'fail' };
  if (err instanceof EngineError && err.retryAfterMs) return { kind: 'retry_after', ms: err.retryAfterMs };
  return { kind: 'retry' };
};
