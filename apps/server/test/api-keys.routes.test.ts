// API keys: the lifecycle (created and shown once, listed without the secret, used, its last use
// recorded at most once a minute, renamed, revoked and refused), scopes (a read-only key reads and is refused
// every write), key management and the password only from a browser session, keys of other users, the
// per-user maximum and the per-key rate limit (shared with the MCP endpoint).
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  API_KEYS_MAX,
  API_PREFIX,
  type ApiKeyCreated,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  apiKeyMessages,
  apiKeyPaths,
  authPaths,
  genericMessages,
  MCP_PATH,
  type Session,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { createApiKeyService } from '../src/modules/api-keys/api-keys.service.ts';
import { SESSION_CHECK_TTL_MS } from '../src/modules/auth/session-check.ts';
import { bearer, createBrand, harnessForFile, register } from './harness.ts';

const RATE_LIMIT = 12;
const h = await harnessForFile({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, path: string, payload?: object) =>
  h.app.inject({ method, url: `${API_PREFIX}${path}`, payload, headers: bearer({ token }) });

const createKey = async (s: Session, name: string, scope: 'read' | 'read_write'): Promise<ApiKeyCreated> => {
  const res = await call(s.token, 'POST', apiKeyPaths.create, { name, scope });
  expect(res.statusCode, res.body).toBe(201);
  return ApiKeyCreatedSchema.parse(res.json());
};
const listKeys = async (s: Session) => {
  const res = await call(s.token, 'GET', apiKeyPaths.list);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('API keys', () => {
  it('lives through create, shown once, list, use, last use, revoke and refusal', async () => {
    const { session } = await register(h);
    const key = await createKey(session, 'Claude Desktop', 'read_write');
    expect(key.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.secret.length).toBeGreaterThanOrEqual(API_KEY_PREFIX.length + 43);
    expect(key.prefix).toBe(key.secret.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS));
    expect(key.last_used_at).toBeNull();

    const listed = await listKeys(session);
    expect(ApiKeyListSchema.parse(listed).api_keys.map((k) => k.id)).toEqual([key.id]);
    expect(JSON.stringify(listed)).not.toContain(key.secret);
    expect(listed.api_keys[0]).not.toHaveProperty('secret');
    const stored = await h.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM api_keys');
    expect(JSON.stringify(stored.rows)).not.toContain(key.secret.slice(API_KEY_PREFIX.length));

    const firstUse = h.clock.now();
    const profile = await call(key.secret, 'GET', authPaths.profile);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().uuid).toBe(session.user.uuid);
    const lastUsed = async () => (await listKeys(session)).api_keys[0].last_used_at;
    expect(await lastUsed()).toBe(firstUse.toISOString());

    // Within the minute a use is not written again; after it, it is.
    h.clock.advance(30_000);
    expect((await call(key.secret, 'GET', '/projects/')).statusCode).toBe(200);
    expect(await lastUsed()).toBe(firstUse.toISOString());
    h.clock.advance(31_000);
    expect((await call(key.secret, 'GET', '/projects/')).statusCode).toBe(200);
    expect(await lastUsed()).toBe(h.clock.now().toISOString());

    const renamed = await call(session.token, 'PUT', apiKeyPaths.rename(key.id), { name: 'Claude (laptop)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: key.id, name: 'Claude (laptop)', scope: 'read_write' });
    expect((await listKeys(session)).api_keys[0].name).toBe('Claude (laptop)');

    const revoked = await call(session.token, 'DELETE', apiKeyPaths.revoke(key.id));
    expect(revoked.statusCode).toBe(200);
    const refused = await call(key.secret, 'GET', '/projects/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(genericMessages.unauthorized);
    expect((await listKeys(session)).api_keys).toEqual([]);
    expect((await call(session.token, 'DELETE', apiKeyPaths.revoke(key.id))).statusCode).toBe(404);
    expect((await call(session.token, 'PUT', apiKeyPaths.rename(key.id), { name: 'gone' })).statusCode).toBe(
      404,
    );
  });

  it('acts with the user’s permissions: a read-only key reads and is refused writes with the reason', async () => {
    const { session } = await register(h);
    const brand = await createBrand(h, session, {
      entity_name: 'Keyed',
      location: 'Madrid',
      domain: 'keyed.example',
      ai_engines: ['chatgpt'],
      ranking_queries: ['best keyed software'],
    });
    const read = await createKey(session, 'dashboards', 'read');
    const write = await createKey(session, 'automation', 'read_write');

    expect((await call(read.secret, 'GET', `/projects/${brand.uuid}/`)).statusCode).toBe(200);
    const body = { query_text: 'best keyed tool' };
    const refused = await call(read.secret, 'POST', `/projects/${brand.uuid}/ranking-queries/create/`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: apiKeyMessages.readOnlyKey });
    // Refused before validation: a malformed write is refused for the same reason.
    const malformed = await call(read.secret, 'POST', `/projects/${brand.uuid}/ranking-queries/create/`, {});
    expect(malformed.json().message).toBe(apiKeyMessages.readOnlyKey);
    const added = await call(write.secret, 'POST', `/projects/${brand.uuid}/ranking-queries/create/`, body);
    expect(added.statusCode).toBe(201);

    const stranger = await register(h);
    const theirs = await createKey(stranger.session, 'theirs', 'read_write');
    expect((await call(theirs.secret, 'GET', `/projects/${brand.uuid}/`)).statusCode).toBe(404);
    expect((await call(stranger.session.token, 'DELETE', apiKeyPaths.revoke(read.id))).statusCode).toBe(404);
    const renamed = await call(stranger.session.token, 'PUT', apiKeyPaths.rename(read.id), { name: 'mine' });
    expect(renamed.statusCode).toBe(404);
    expect((await call(`${API_KEY_PREFIX}not-a-key`, 'GET', '/projects/')).statusCode).toBe(401);
  });

  it('manages keys and the password only from a browser session', async () => {
    const { session, password } = await register(h);
    const key = await createKey(session, 'ci', 'read_write');
    const attempts = [
      await call(key.secret, 'GET', apiKeyPaths.list),
      await call(key.secret, 'POST', apiKeyPaths.create, { name: 'minted', scope: 'read_write' }),
      await call(key.secret, 'PUT', apiKeyPaths.rename(key.id), { name: 'renamed by itself' }),
      await call(key.secret, 'DELETE', apiKeyPaths.revoke(key.id)),
      await call(key.secret, 'POST', authPaths.passwordChange, {
        current_password: password,
        new_password: `${password}x`,
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(apiKeyMessages.sessionRequired);
    }
    expect((await listKeys(session)).api_keys).toHaveLength(1);
  });

  it('holds at most the maximum of active keys; a revoked one frees its place', async () => {
    const { session } = await register(h);
    const keys = [];
    for (let i = 0; i < API_KEYS_MAX; i++) keys.push(await createKey(session, `key ${i}`, 'read'));
    const over = await call(session.token, 'POST', apiKeyPaths.create, { name: 'one more', scope: 'read' });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(apiKeyMessages.limitReached);
    await call(session.token, 'DELETE', apiKeyPaths.revoke(keys[0].id));
    await createKey(session, 'one more', 'read');
  });

  it('validates names and scopes', async () => {
    const { session } = await register(h);
    const res = await call(session.token, 'POST', apiKeyPaths.create, { name: ' ', scope: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [apiKeyMessages.nameRequired],
      scope: [apiKeyMessages.invalidScope],
    });
    expect((await call(session.token, 'DELETE', apiKeyPaths.revoke('not-a-uuid'))).statusCode).toBe(400);
  });

  it('rate-limits each key on its own, on /api and /mcp together', async () => {
    const { session } = await register(h);
    const busy = await createKey(session, 'busy', 'read');
    const calm = await createKey(session, 'calm', 'read');
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await call(busy.secret, 'GET', '/projects/')).statusCode).toBe(200);
    const limited = await call(busy.secret, 'GET', '/projects/');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: apiKeyMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The MCP endpoint draws on the same budget.
    const mcp = await h.app.inject({
      method: 'POST',
      url: MCP_PATH,
      headers: { ...bearer({ token: busy.secret }), accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(mcp.statusCode).toBe(429);
    expect((await call(calm.secret, 'GET', '/projects/')).statusCode).toBe(200);
    // The user's browser session is not the key's budget.
    expect((await call(session.token, 'GET', '/projects/')).statusCode).toBe(200);
  });

  it('is refused by another API process within the lookup cache’s moment after a revoke', async () => {
    const { session } = await register(h);
    const key = await createKey(session, 'shared', 'read');
    // A second process: its own cache over the same database.
    const other = createApiKeyService({ db: h.ctx.db, clock: h.clock });
    expect((await other.authenticate(key.secret))?.scope).toBe('read');
    await call(session.token, 'DELETE', apiKeyPaths.revoke(key.id));
    expect(await h.ctx.apiKeys.authenticate(key.secret)).toBeNull();
    expect(await other.authenticate(key.secret)).not.toBeNull();
    h.clock.advance(SESSION_CHECK_TTL_MS);
    expect(await other.authenticate(key.secret)).toBeNull();
  });
});
