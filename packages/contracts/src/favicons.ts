// Favicons of the domains a brand is cited from, served by our own server (issue 26): a public
// favicon service saw every tracked site on every page view, and printed or offline reports showed
// broken images. The server fetches each icon once, caches it, and draws a letter when there is none.

import { API_PREFIX } from './api-paths.ts';
import { z } from './zod-setup.ts';

const faviconPaths = {
  icon: (domain: string) => `/favicons/${encodeURIComponent(domain)}`,
} as const;

/** The same-origin address of a domain's favicon (spec 7 names a public service; see above). */
export const faviconUrl = (domain: string) => `${API_PREFIX}${faviconPaths.icon(domain)}`;

export const faviconMessages = {
  invalidDomain: 'Must be a domain name such as example.com',
} as const;

// Dot-separated labels of letters, digits and inner hyphens, the last holding a letter (so no IP
// address passes: only names are fetched, and a name is checked again where it resolves).
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?=[a-z0-9-]*[a-z])[a-z0-9-]{2,63}$/;

const FaviconDomainSchema = z
  .string(faviconMessages.invalidDomain)
  .trim()
  .max(253, faviconMessages.invalidDomain)
  .toLowerCase()
  .regex(DOMAIN, faviconMessages.invalidDomain);

export const FaviconParamsSchema = z.object({ domain: FaviconDomainSchema });
