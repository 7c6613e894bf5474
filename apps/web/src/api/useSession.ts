import { useSyncExternalStore } from 'react';
import { sessionStore } from './instance.ts';
import type { Session } from './session.ts';

/** The current session (or null), re-rendering on sign-in, refresh and sign-out. */
export const useSession = (): Session | null =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

/** Whether someone is signed in: the queries that need a session wait for one. */
export const useSignedIn = (): boolean => Boolean(useSession()?.token);
