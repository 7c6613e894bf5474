import { afterEach, describe, expect, it } from 'vitest';
import { isEmptyResultError, regionParams, serpApiSearch } from './serpapi-client.ts';
import { type FakeServer, startFakeServer } from './test-support/fake-server.ts';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('serpApiSearch', () => {
  it('sends the parameters, a fresh-results flag and the key as query parameters', async () => {
    server = await startFakeServer(() => ({ json: { ok: true } }));
    const json = await serpApiSearch(
      { engine: 'copilot', apiKey: 'k', baseURL: `${server.url}/` },
      { engine: 'bing_copilot', q: 'a b' },
      AbortSignal.timeout(2_000),
    );
    expect(json).toEqual({ ok: true });
    expect(server.requests[0].url.search).toBe('?engine=bing_copilot&q=a+b&no_cache=true&api_key=k');
  });

  it('maps a 503 with a non-JSON body to a retryable error and rejects non-JSON 200s', async () => {
    server = await startFakeServer((req) =>
      req.url.searchParams.get('q') === 'down'
        ? { status: 503, text: 'upstream unavailable' }
        : { text: '<html>' },
    );
    const config = { engine: 'ai_mode', apiKey: 'k', baseURL: server.url };
    await expect(serpApiSearch(config, { q: 'down' }, AbortSignal.timeout(2_000))).rejects.toMatchObject({
      status: 503,
      retryable: true,
      message: 'ai_mode: HTTP 503: upstream unavailable',
    });
    await expect(serpApiSearch(config, { q: 'html' }, AbortSignal.timeout(2_000))).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });
});

describe('helpers', () => {
  it('localises by gl or location', () => {
    expect(regionParams('FR')).toEqual({ gl: 'fr' });
    expect(regionParams('Paris, France')).toEqual({ location: 'Paris, France' });
    expect(regionParams(undefined)).toEqual({});
  });

  it('recognises the empty-result error', () => {
    expect(isEmptyResultError({ error: "Google hasn't returned any results for this query." })).toBe(true);
    expect(isEmptyResultError({ error: 'Invalid API key.' })).toBe(false);
  });
});
