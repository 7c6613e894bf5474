import { cleanUrl, pageKey } from '@sightline/contracts';
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
    const key = pageKey(url);
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
