import { useSyncExternalStore } from 'react';
import { sessionStore } from './instance.ts';
import type { Session } from './session.ts';

/** The current session (or null), re-rendering on sign-in, refresh and sign-out. */
export const useSession = (): Session | null =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
