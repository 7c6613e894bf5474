// URLs and domains as the app compares and shows them: one definition of "the same page" for the
// engines and the answer analysis, one of "the domain" for brands, competitors and the website
// analyzer, and the short forms the web app displays. Light on purpose (the web bundles it): the
// registrable domain needs the public-suffix list (tldts, ~48 kB gzipped), so only the server's
// answer analysis computes it.

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** Query parameters that only say who sent the click (OpenAI appends utm_source=openai). */
const TRACKING_PARAM = /^(?:utm_\w+|gclid|fbclid|msclkid|ref|ref_src|_gsid|srsltid)$/i;

/** Punctuation that ends the sentence around a URL written in text, not the URL itself. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '”', '’', '*', ')', ']']);
const OPENER: Record<string, string> = { ')': '(', ']': '[' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops closing punctuation, but not a bracket the URL opened itself (/wiki/Python_(language)). */
const withoutTrailingPunctuation = (text: string) => {
  let end = text.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(text[end - 1]!)) {
    const char = text[end - 1]!;
    const opener = OPENER[char];
    if (opener && count(text.slice(0, end), opener) >= count(text.slice(0, end), char)) break;
    end--;
  }
  return text.slice(0, end);
};

/**
 * A source URL in its one canonical form, or null when it is not an http(s) URL: HTML-escaped
 * ampersands decoded, punctuation of the surrounding text dropped, tracking parameters and the
 * fragment removed (a fragment points into a page, it never names another one).
 */
export const cleanUrl = (raw: string): string | null => {
  const trimmed = withoutTrailingPunctuation(raw.replace(/&amp;/g, '&').trim());
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const name of [...url.searchParams.keys()])
    if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
};

/** "https://www.Example.com:8080/path" or "example.com." -> "example.com": a host as people write it. */
export const bareDomain = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(SCHEME, '')
    .replace(/^(\[[^\]]*\]|[^/?#:]*).*$/s, '$1')
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/**
 * Which cleaned URLs are one page: the same bare host (www. and case aside), the same path but
 * for a trailing slash, the same query.
 */
export const pageKey = (url: string): string => {
  const parsed = new URL(url);
  return `${bareDomain(parsed.hostname)}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
};

/** The bare host of a URL ("https://www.g2.com/x" -> "g2.com"), or null when it is not a URL. */
export const hostOf = (url: string): string | null => {
  try {
    return bareDomain(new URL(url).hostname);
  } catch {
    return null;
  }
};

/** A URL to show: without its scheme, "www." and a trailing slash. */
export const displayUrl = (url: string): string =>
  url
    .trim()
    .replace(SCHEME, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
