import { getDomain } from 'tldts';

export interface SourceInput {
  url: string;
  title?: string;
}

export interface Source {
  url: string;
  domain: string;
  title?: string;
  is_client_domain: boolean;
}

const MARKDOWN_LINK = /\[([^\]\n]*)\]\((https?:\/\/[^)\s]+)(?:\s+"[^"]*")?\)/g;
const FOOTNOTE = /^[ \t]*\[\d+\]:[ \t]*(https?:\/\/\S+)(?:[ \t]+"([^"\n]*)")?/gm;
const BARE_URL = /https?:\/\/[^\s<>"'\])]+/g;

/** Tracking parameters and highlight fragments that make one page look like many. */
const TRACKING_PARAM = /^(?:utm_\w+|gclid|fbclid|msclkid|ref|ref_src|_gsid|srsltid)$/i;

/** Drops HTML-escaped ampersands, trailing punctuation, tracking parameters and text fragments. */
export function cleanUrl(raw: string): string | null {
  const trimmed = raw
    .replace(/&amp;/g, '&')
    .trim()
    .replace(/[.,;:!?'"”’)\]*]+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const name of [...url.searchParams.keys()])
    if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  if (url.hash.startsWith('#:~:')) url.hash = '';
  return url.toString();
}

function dedupeKey(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^www\./, '').toLowerCase();
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${path}${parsed.search}${parsed.hash}`;
}

function registrableDomain(urlOrHost: string): string | null {
  return getDomain(urlOrHost, { allowPrivateDomains: false }) ?? null;
}

/** URLs the answer text itself carries, with the link text or footnote title when given. */
export function urlsInText(text: string): SourceInput[] {
  const found: Array<SourceInput & { at: number }> = [];
  const covered = new Set<number>();
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const at = (match.index ?? 0) + match[0].indexOf(match[2]);
    covered.add(at);
    found.push({ url: match[2], title: match[1].trim() || undefined, at });
  }
  for (const match of text.matchAll(FOOTNOTE)) {
    const at = (match.index ?? 0) + match[0].indexOf(match[1]);
    covered.add(at);
    found.push({ url: match[1], title: match[2]?.trim() || undefined, at });
  }
  for (const match of text.matchAll(BARE_URL)) {
    const at = match.index ?? 0;
    if (!covered.has(at)) found.push({ url: match[0], at });
  }
  return found.sort((a, b) => a.at - b.at).map(({ url, title }) => (title ? { url, title } : { url }));
}

/**
 * Citations the engine returned plus URLs found in the text, one entry per page (tracking
 * parameters ignored), each with its registrable domain; pages on the client's domain or
 * its subdomains are flagged.
 */
export function extractSources(
  answer: string,
  structured: ReadonlyArray<SourceInput> = [],
  clientDomain?: string,
): Source[] {
  const clientRegistrable = clientDomain
    ? registrableDomain(clientDomain.replace(/^[a-z]+:\/\//i, ''))
    : null;
  const byKey = new Map<string, Source>();
  for (const input of [...structured, ...urlsInText(answer)]) {
    const url = cleanUrl(input.url);
    if (!url) continue;
    const domain = registrableDomain(url);
    if (!domain) continue;
    const key = dedupeKey(url);
    const existing = byKey.get(key);
    const title = input.title?.trim() || undefined;
    if (existing) {
      if (!existing.title && title) existing.title = title;
      continue;
    }
    const source: Source = { url, domain, is_client_domain: clientRegistrable === domain };
    if (title) source.title = title;
    byKey.set(key, source);
  }
  return [...byKey.values()];
}
