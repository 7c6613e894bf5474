import { afterEach, expect, it } from 'vitest';
import type { EngineSettings } from '../engine-config.ts';
import { EngineError } from '../engine-error.ts';
import type { AdapterDeps } from '../live-adapter.ts';
import type { EngineAdapter, EngineCode, EngineRequest } from '../types.ts';
import { CRM_PROMPT } from './crm-answer.ts';
import { type FakeResponse, type FakeServer, type RecordedRequest, startFakeServer } from './fake-server.ts';

export type AdapterFactory = (settings: EngineSettings, deps: AdapterDeps) => EngineAdapter;

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Starts a fake provider and an adapter pointed at it; the server closes after the test. */
export async function adapterAgainst(
  factory: AdapterFactory,
  code: EngineCode,
  handler: (req: RecordedRequest) => FakeResponse | Promise<FakeResponse>,
  opts: { model?: string; baseSuffix?: string; timeoutMs?: number } = {},
): Promise<{ adapter: EngineAdapter; server: FakeServer }> {
  const server = await startFakeServer(handler);
  servers.push(server);
  const adapter = factory(
    {
      code,
      live: true,
      model: opts.model ?? 'test-model',
      apiKey: 'test-key',
      baseURL: `${server.url}${opts.baseSuffix ?? ''}`,
    },
    { timeoutMs: opts.timeoutMs ?? 5_000 },
  );
  return { adapter, server };
}

export function request(code: EngineCode, overrides: Partial<EngineRequest> = {}): EngineRequest {
  return {
    engine: code,
    prompt: CRM_PROMPT,
    sample: 0,
    day: '2026-01-05',
    project: { entity_name: 'Attio', domain: 'attio.com' },
    ...overrides,
  };
}

export async function expectEngineError(
  promise: Promise<unknown>,
  expected: Partial<Pick<EngineError, 'status' | 'retryable' | 'retryAfterMs' | 'kind'>>,
): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect(error).toMatchObject(expected);
}

/**
 * The two failures every adapter must map the same way: a 429 with Retry-After is retryable
 * and says when, a 401 is not. Bodies are the provider's own error envelopes.
 */
export function itMapsHttpErrors(
  factory: AdapterFactory,
  code: EngineCode,
  bodies: { rateLimited: unknown; unauthorized: unknown },
  opts: { model?: string; baseSuffix?: string } = {},
): void {
  it('maps a 429 to a retryable error with the Retry-After delay', async () => {
    const { adapter } = await adapterAgainst(
      factory,
      code,
      () => ({ status: 429, headers: { 'retry-after': '7' }, json: bodies.rateLimited }),
      opts,
    );
    await expectEngineError(adapter.ask(request(code)), {
      status: 429,
      retryable: true,
      retryAfterMs: 7_000,
    });
  });

  it('maps a 401 to a non-retryable error', async () => {
    const { adapter } = await adapterAgainst(
      factory,
      code,
      () => ({ status: 401, json: bodies.unauthorized }),
      opts,
    );
    await expectEngineError(adapter.ask(request(code)), { status: 401, retryable: false, kind: 'http' });
  });
}
