import { useSyncExternalStore } from 'react';
import { sessionStore } from './instance.ts';

/** The current session (or null), re-rendering on sign-in, refresh and sign-out. */
export const useSession = () =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
