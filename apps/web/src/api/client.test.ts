import { authPaths } from '@sightline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, errorText, hasErrorCode } from './client.ts';
import { createSessionStore } from './session.ts';
import { memoryStorage, sampleUser } from './test-fixtures.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: /profile/ accepts only the current access token; refresh rotates once per refresh token. */
const fakeServer = (options: { refreshWorks?: boolean } = {}) => {
  let validToken = 'fresh-token';
  let validRefresh = 'r1';
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    const auth = new Headers(init?.headers).get('Authorization');
    if (url.endsWith(authPaths.refresh)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { refresh } = JSON.parse(String(init?.body));
      if (options.refreshWorks === false || refresh !== validRefresh)
        return json(401, { message: 'bad refresh' });
      validRefresh = `${validRefresh}x`;
      validToken = `token-for-${validRefresh}`;
      return json(200, { token: validToken, refresh: validRefresh });
    }
    if (url.endsWith(authPaths.logout)) return json(401, { message: 'gone' });
    if (auth === 'Bearer ended-token')
      return json(401, { code: 'session_ended', message: 'over', detail: 'over', error: 'over' });
    if (auth !== `Bearer ${validToken}`)
      return json(401, { code: 'token_expired', message: 'expired', detail: 'expired', error: 'x' });
    return json(200, { ok: true });
  });
  return { fetchFn, calls };
};

const signedIn = (token = 'stale-token') => {
  const store = createSessionStore(memoryStorage(), memoryStorage());
  store.start({ token, refresh: 'r1', user: sampleUser }, true);
  return store;
};

describe('api client', () => {
  it('refreshes once, retries, and stores the rotated tokens', async () => {
    const server = fakeServer();
    const session = signedIn();
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired });
    await expect(api.get(authPaths.profile)).resolves.toEqual({ ok: true });
    expect(server.calls.filter((url) => url.endsWith(authPaths.refresh))).toHaveLength(1);
    expect(session.get()).toMatchObject({ token: 'token-for-r1x', refresh: 'r1x' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const server = fakeServer();
    const session = signedIn();
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired: vi.fn() });
    const results = await Promise.all([api.get('/a/'), api.get('/b/'), api.get('/c/')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(server.calls.filter((url) => url.endsWith(authPaths.refresh))).toHaveLength(1);
  });

  it('clears the session and reports expiry when the refresh fails', async () => {
    const server = fakeServer({ refreshWorks: false });
    const session = signedIn();
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired });
    const failure = await api.get(authPaths.profile).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 401,
      code: 'token_expired',
      detail: 'expired',
      serverMessage: 'expired',
    });
    expect(session.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('gives up an ended session at once, without trying to renew it', async () => {
    const server = fakeServer();
    const session = signedIn('ended-token');
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired });
    await expect(api.get(authPaths.profile)).rejects.toMatchObject({ status: 401, code: 'session_ended' });
    expect(server.calls.some((url) => url.endsWith(authPaths.refresh))).toBe(false);
    expect(session.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports expiry once when concurrent calls all fail', async () => {
    const server = fakeServer({ refreshWorks: false });
    const session = signedIn();
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired });
    const failures = await Promise.allSettled([api.get('/a/'), api.get('/b/'), api.get('/c/')]);
    expect(failures.every((result) => result.status === 'rejected')).toBe(true);
    expect(session.get()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the logout call or when signed out', async () => {
    const server = fakeServer();
    const session = signedIn();
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired });
    await expect(api.post(authPaths.logout, {})).rejects.toBeInstanceOf(ApiRequestError);
    session.clear();
    await expect(api.get(authPaths.profile)).rejects.toMatchObject({ status: 401 });
    expect(server.calls.some((url) => url.endsWith(authPaths.refresh))).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the bearer token and JSON, and leaves multipart headers to the browser', async () => {
    const server = fakeServer();
    const session = signedIn('fresh-token');
    const api = createApiClient({ fetch: server.fetchFn, session, onSessionExpired: vi.fn() });
    await api.post('/x/', { a: 1 });
    const [, jsonInit] = server.fetchFn.mock.calls[0];
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(jsonInit?.headers).get('Authorization')).toBe('Bearer fresh-token');
    const form = new FormData();
    form.set('name', 'Ada');
    await api.request('PUT', '/y/', { form });
    const [, formInit] = server.fetchFn.mock.calls[1];
    expect(new Headers(formInit?.headers).get('Content-Type')).toBeNull();
    expect(formInit?.body).toBe(form);
  });

  it('repeats list parameters in the query string and leaves out empty ones', async () => {
    const server = fakeServer();
    const api = createApiClient({
      fetch: server.fetchFn,
      session: signedIn('fresh-token'),
      onSessionExpired: vi.fn(),
    });
    await api.get('/x/', {
      query: { time_range: '7d', providers: ['chatgpt', 'claude'], entities: undefined, page: 2 },
    });
    await api.get('/x/', { query: { entities: ['Acme, Inc.'] } });
    await api.get('/x/', { query: {} });
    expect(server.calls.map((url) => url.slice(url.indexOf('/x/')))).toEqual([
      '/x/?time_range=7d&providers=chatgpt&providers=claude&page=2',
      '/x/?entities=Acme%2C+Inc.',
      '/x/',
    ]);
  });

  it('picks the server text for messages, else the fallback', () => {
    const error = new ApiRequestError(
      400,
      { message: '', detail: 'Invalid or expired token', error: 'bad' },
      'Bad',
    );
    expect(errorText(error, 'fallback')).toBe('fallback');
    expect(errorText(error, 'fallback', 'detail')).toBe('Invalid or expired token');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
    expect(error.message).toBe('Invalid or expired token');
  });

  it('keeps only the codes the API defines', () => {
    const trial = new ApiRequestError(403, { code: 'trial_expired' }, '');
    expect(trial.code).toBe('trial_expired');
    expect(hasErrorCode(trial, 'trial_expired')).toBe(true);
    expect(hasErrorCode(trial, 'forbidden')).toBe(false);
    expect(hasErrorCode(new Error('trial_expired'), 'trial_expired')).toBe(false);
    expect(new ApiRequestError(403, { code: 'made_up' }, '').code).toBeUndefined();
    expect(new ApiRequestError(502, 'Bad Gateway', '').code).toBeUndefined();
  });
});
