// The app's single session store and API client, wired to the browser.
import { createApiClient } from './client.ts';
import { createSessionStore, type KeyValueStorage } from './session.ts';

// Storage can throw (privacy modes, disabled cookies); the app then runs with an in-memory session.
const browserStorage = (name: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined => {
  try {
    const storage = globalThis[name];
    storage.getItem('sightline.probe');
    return storage;
  } catch {
    return undefined;
  }
};

export const sessionStore = createSessionStore(
  browserStorage('localStorage'),
  browserStorage('sessionStorage'),
);

// Another tab signing in or out changes localStorage; follow it so tabs never disagree.
globalThis.addEventListener?.('storage', () => sessionStore.reload());

let sessionExpiredHandler: () => void = () => {};

/** The router installs this: it decides how "your session has expired" is shown and where to go. */
export const setSessionExpiredHandler = (handler: () => void) => {
  sessionExpiredHandler = handler;
};

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  session: sessionStore,
  onSessionExpired: () => sessionExpiredHandler(),
});
