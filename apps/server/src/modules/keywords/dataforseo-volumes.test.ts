// The DataForSEO adapter against a local server speaking its wire format: the request it sends (path,
// basic auth, one task with the phrases, location and language codes) and what it reads back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from '../../engines/test-support/fake-server.ts';
import { searchVolumeReply, taskErrorReply, unauthorizedReply } from './dataforseo-fixtures.ts';
import {
  createDataForSeoVolumes,
  KeywordVolumeError,
  locationCode,
  SEARCH_VOLUME_PATH,
} from './dataforseo-volumes.ts';

let server: FakeServer;
let reply: (task: { keywords: string[] }) => FakeResponse;
beforeAll(async () => {
  server = await startFakeServer((req) => reply((req.body as { keywords: string[] }[])[0]!));
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  reply = (task) => ({ json: searchVolumeReply(task, { 'best crm software': 1900, crm: 74_000 }) });
});

const provider = () =>
  createDataForSeoVolumes({ login: 'ada@example.com', password: 's3cret', baseURL: server.url });
const ask = (phrases: string[], market = { country: 'ES', language: 'es' }) =>
  provider().volumes(phrases, market, AbortSignal.timeout(5000));

describe('DataForSEO search volumes', () => {
  it('posts one task with the phrases, the Google Ads location of the country and the language', async () => {
    await ask(['best crm software', 'crm']);
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url.pathname).toBe(SEARCH_VOLUME_PATH);
    expect(req!.headers.authorization).toBe(
      `Basic ${Buffer.from('ada@example.com:s3cret').toString('base64')}`,
    );
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual([
      { keywords: ['best crm software', 'crm'], language_code: 'es', location_code: 2724 },
    ]);
  });

  it('asks worldwide without a location, and names Hebrew and Chinese as Google Ads does', async () => {
    await ask(['crm'], { country: 'GLOBAL', language: 'he' });
    await ask(['crm'], { country: 'US', language: 'zh' });
    expect(server.requests.map((r) => (r.body as object[])[0])).toEqual([
      { keywords: ['crm'], language_code: 'iw' },
      { keywords: ['crm'], language_code: 'zh-CN', location_code: 2840 },
    ]);
    expect(locationCode('GB')).toBe(2826);
    expect(locationCode('AU')).toBe(2036);
  });

  it('reads each volume and its twelve months, latest first; a phrase without data gets none', async () => {
    const figures = await ask(['best crm software', 'crm', 'acme boards review']);
    expect(figures.get('best crm software')).toEqual({
      volume: 1900,
      monthly: [1900, 1910, 1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010],
    });
    expect(figures.get('crm')?.volume).toBe(74_000);
    expect(figures.get('acme boards review')).toEqual({ volume: null, monthly: Array(12).fill(null) });
  });

  it('is measured, not simulated', () => {
    expect(provider().simulated).toBe(false);
  });

  it('fails with the reason on a refused login, a refused task, a server error or garbage', async () => {
    const failure = async (response: FakeResponse) => {
      reply = () => response;
      const err = await ask(['crm']).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(KeywordVolumeError);
      return (err as Error).message;
    };
    expect(await failure({ status: 401, json: unauthorizedReply })).toMatch(/HTTP 401/);
    expect(await failure({ json: unauthorizedReply })).toMatch(/40100 You are not authorized/);
    expect(await failure({ json: taskErrorReply })).toMatch(/40501 Invalid Field/);
    expect(await failure({ status: 500, text: 'upstream error' })).toMatch(/HTTP 500/);
    expect(await failure({ text: '<html>maintenance</html>' })).toMatch(/not its search volume format/);
  });

  it('gives up on a server that does not answer in time', async () => {
    reply = () => ({ delayMs: 500, json: {} });
    const slow = createDataForSeoVolumes({ login: 'l', password: 'p', baseURL: server.url, timeoutMs: 100 });
    await expect(
      slow.volumes(['crm'], { country: 'ES', language: 'es' }, AbortSignal.timeout(5000)),
    ).rejects.toThrow(KeywordVolumeError);
  });
});
