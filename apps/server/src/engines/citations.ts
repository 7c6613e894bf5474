import type { EngineCitation } from './types.ts';

/** Query parameters that only say who sent the click (OpenAI appends utm_source=openai). */
const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|msclkid|srsltid|ref_src)$/i;

/** A canonical http(s) URL without fragment and tracking parameters, or undefined when it is not a web URL. */
export function cleanUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
  }
  return url.toString();
}

/** Two spellings of one page (trailing slash, www, case of the host) count once. */
function dedupeKey(url: string): string {
  const u = new URL(url);
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const path = u.pathname.replace(/\/+$/, '');
  return `${host}${path}${u.search}`;
}

/**
 * One list per answer: web URLs only, each page once, and a page the answer cites is never
 * also listed as merely retrieved. Cited pages come first, each group in the engine's order.
 */
export function normalizeCitations(citations: readonly EngineCitation[]): EngineCitation[] {
  const byKey = new Map<string, EngineCitation>();
  for (const c of citations) {
    const url = cleanUrl(c.url);
    if (!url) continue;
    const key = dedupeKey(url);
    const title = c.title?.trim() || undefined;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, title ? { url, title, kind: c.kind } : { url, kind: c.kind });
      continue;
    }
    if (c.kind === 'cited') seen.kind = 'cited';
    if (!seen.title && title) seen.title = title;
  }
  const all = [...byKey.values()];
  return [...all.filter((c) => c.kind === 'cited'), ...all.filter((c) => c.kind === 'retrieved')];
}
