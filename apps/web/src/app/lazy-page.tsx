// Code splitting by route: each page is its own chunk, loaded when its route is first visited.
import { CHUNK_LOAD_TIMEOUT_MS } from '@sightline/contracts';
import type { ComponentType } from 'react';

/** Fails a chunk import that hangs (spec: 120 s) so the route error screen can offer a reload. */
const withTimeout = <T,>(load: Promise<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The page took too long to load')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** `lazy` for a route whose module exports the page component under `name`. */
export const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => {
    const module = await withTimeout(load());
    return { Component: module[name] as ComponentType };
  };
