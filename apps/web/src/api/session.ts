// The signed-in session (token, refresh token, user) kept in Web Storage.
// "Remember me" puts it in localStorage (survives the browser closing); otherwise sessionStorage
// (dies with the tab). Reads look in both, so a session written either way is found.
import { type User, UserSchema } from '@sightline/contracts';

export interface Session {
  token: string;
  refresh: string;
  user: User | null;
}

/** The subset of the Web Storage API the store needs; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_KEYS = {
  token: 'sightline.token',
  refresh: 'sightline.refresh',
  user: 'sightline.user',
} as const;

export interface SessionStore {
  /** The current session, or null when signed out. Stable reference until the session changes. */
  get(): Session | null;
  /** Starts a session after login or registration. */
  start(session: { token: string; refresh: string; user: User }, remember: boolean): void;
  /** Replaces both tokens after a refresh, in the storage the session already lives in. */
  setTokens(token: string, refresh: string): void;
  setUser(user: User): void;
  clear(): void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload(): void;
  subscribe(listener: () => void): () => void;
}

const parseUser = (raw: string | null): User | null => {
  if (!raw) return null;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const readFrom = (storage: KeyValueStorage | undefined): Session | null => {
  if (!storage) return null;
  const token = storage.getItem(SESSION_KEYS.token);
  if (!token) return null;
  return {
    token,
    refresh: storage.getItem(SESSION_KEYS.refresh) ?? '',
    user: parseUser(storage.getItem(SESSION_KEYS.user)),
  };
};

const writeTo = (storage: KeyValueStorage | undefined, session: Session) => {
  if (!storage) return;
  storage.setItem(SESSION_KEYS.token, session.token);
  storage.setItem(SESSION_KEYS.refresh, session.refresh);
  if (session.user) storage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
  else storage.removeItem(SESSION_KEYS.user);
};

const eraseFrom = (storage: KeyValueStorage | undefined) => {
  if (!storage) return;
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
};

export function createSessionStore(
  persistent: KeyValueStorage | undefined,
  temporary: KeyValueStorage | undefined,
): SessionStore {
  const listeners = new Set<() => void>();
  let remembered = false;
  let current: Session | null = null;

  const load = () => {
    const fromPersistent = readFrom(persistent);
    remembered = fromPersistent !== null;
    current = fromPersistent ?? readFrom(temporary);
  };
  const home = () => (remembered ? persistent : temporary);
  const commit = (next: Session | null) => {
    current = next;
    for (const listener of listeners) listener();
  };

  load();

  return {
    get: () => current,
    start(session, remember) {
      // One session at a time: drop any copy in the other storage so reads never see two.
      eraseFrom(persistent);
      eraseFrom(temporary);
      remembered = remember;
      const next = { token: session.token, refresh: session.refresh, user: session.user };
      writeTo(home(), next);
      commit(next);
    },
    setTokens(token, refresh) {
      if (!current) return;
      const next = { ...current, token, refresh };
      writeTo(home(), next);
      commit(next);
    },
    setUser(user) {
      if (!current) return;
      const next = { ...current, user };
      writeTo(home(), next);
      commit(next);
    },
    clear() {
      eraseFrom(persistent);
      eraseFrom(temporary);
      if (current !== null) commit(null);
    },
    reload() {
      const before = current;
      load();
      if (before?.token !== current?.token || before?.refresh !== current?.refresh) {
        for (const listener of listeners) listener();
      } else {
        current = before;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
