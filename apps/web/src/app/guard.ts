// Pure rules of the route guard (spec 1 section 2): where an anonymous visitor is sent, and where a
// successful login may send the user back to.
import { paths, REDIRECT_PARAM } from './paths.ts';

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** /login?redirect=<the full wanted path, search and hash included>. */
export const loginRedirectPath = (location: LocationLike) => {
  const wanted = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (!wanted || wanted === paths.root) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
};

const AUTH_ONLY_PATHS = new Set<string>([paths.login, paths.register]);

/**
 * The place to go after login: the redirect query when it is a path on this origin, else the
 * dashboard. Anything that could leave the site (`//evil.com`, `https://…`, `/\evil.com`) is refused.
 */
export const postLoginTarget = (redirect: string | null | undefined): string => {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return paths.dashboard;
  }
  const base = 'http://sightline.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return paths.dashboard;
  }
  if (url.origin !== base || AUTH_ONLY_PATHS.has(url.pathname)) return paths.dashboard;
  return `${url.pathname}${url.search}${url.hash}`;
};
