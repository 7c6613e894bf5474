// The wizard's website field, read the way spec 1 section 5 describes: required, a simple host
// pattern, https:// when no scheme is given, and the domain is the hostname without a leading www.
import { bareDomain, websiteMessages as m } from '@sightline/contracts';
import { fieldError } from '../../lib/http-error.ts';

export interface NormalizedUrl {
  /** Absolute URL to fetch, e.g. https://acme.example/ */
  url: string;
  /** Hostname without a leading www., e.g. acme.example */
  domain: string;
}

const SCHEME = /^([a-z][a-z\d+.-]*):\/\//i;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
// Dotted names and IPv4 literals, bracketed IPv6 literals, or localhost. Addresses that pass here may
// still be refused later by the fetch policy; letting them through gives the user that clearer reason.
const HOST = `(?:(?:${LABEL}\\.)+${LABEL}\\.?|\\[[\\da-f:.]+\\]|localhost)`;
const SIMPLE_URL = new RegExp(`^(?:https?:\\/\\/)?${HOST}(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'iu');

export const normalizeWebsiteUrl = (input: unknown): NormalizedUrl => {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!raw) throw fieldError('url', m.urlRequired);
  if (!SIMPLE_URL.test(raw)) throw fieldError('url', m.urlInvalid);
  const withScheme = SCHEME.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw fieldError('url', m.urlInvalid);
  }
  const domain = bareDomain(url.hostname);
  if (!domain || domain.startsWith('.')) throw fieldError('url', m.domainFailed);
  url.hash = '';
  return { url: url.href, domain };
};
