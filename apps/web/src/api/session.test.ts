import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_KEYS } from './session.ts';
import { memoryStorage, sampleUser } from './test-fixtures.ts';

describe('session store', () => {
  it('keeps a remembered session in localStorage only', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSessionStore(local, session);
    store.start({ token: 't1', refresh: 'r1', user: sampleUser }, true);
    expect(local.getItem(SESSION_KEYS.token)).toBe('t1');
    expect(session.getItem(SESSION_KEYS.token)).toBeNull();
    expect(createSessionStore(local, session).get()).toMatchObject({
      token: 't1',
      refresh: 'r1',
      user: sampleUser,
    });
  });

  it('keeps a session without remember me in sessionStorage, and still finds it', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    createSessionStore(local, session).start({ token: 't1', refresh: 'r1', user: sampleUser }, false);
    expect(local.getItem(SESSION_KEYS.token)).toBeNull();
    expect(createSessionStore(local, session).get()?.token).toBe('t1');
  });

  it('writes refreshed tokens where the session lives and clears both storages', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = createSessionStore(local, session);
    store.start({ token: 't1', refresh: 'r1', user: sampleUser }, false);
    store.setTokens('t2', 'r2');
    expect(session.getItem(SESSION_KEYS.refresh)).toBe('r2');
    expect(local.getItem(SESSION_KEYS.refresh)).toBeNull();
    store.clear();
    expect(store.get()).toBeNull();
    expect(session.dump()).toEqual({});
    expect(local.dump()).toEqual({});
  });

  it('drops a stored user that no longer matches the schema but keeps the tokens', () => {
    const local = memoryStorage();
    local.setItem(SESSION_KEYS.token, 't');
    local.setItem(SESSION_KEYS.refresh, 'r');
    local.setItem(SESSION_KEYS.user, '{"broken":');
    expect(createSessionStore(local, memoryStorage()).get()).toEqual({
      token: 't',
      refresh: 'r',
      user: null,
    });
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createSessionStore(memoryStorage(), memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.start({ token: 't1', refresh: 'r1', user: sampleUser }, true);
    const first = store.get();
    expect(store.get()).toBe(first);
    store.reload();
    expect(store.get()).toBe(first);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
