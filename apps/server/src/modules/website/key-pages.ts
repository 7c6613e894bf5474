// Which of the home page's links lead to the pages that say most about a business: about/company,
// pricing/plans and products/services/features. Pure: links in, at most one URL per kind out.
import type { PageLink } from './page-extract.ts';

export type KeyPageKind = 'about' | 'pricing' | 'products';

export interface KeyPage {
  kind: KeyPageKind;
  url: string;
}

// Words seen in paths and link texts, including the common Spanish, French, German and Italian ones.
const KIND_WORDS: Record<KeyPageKind, RegExp> = {
  about:
    /\b(about|about-us|aboutus|company|our-story|story|who-we-are|team|mission|quienes-somos|nosotros|sobre-nosotros|empresa|a-propos|qui-sommes-nous|uber-uns|ueber-uns|chi-siamo)\b/i,
  pricing: /\b(pricing|prices|price|plans|plan|tarifs|tarifas|precios|preise|prezzi|menu|carta)\b/i,
  products:
    /\b(products?|services?|features?|solutions?|what-we-do|offerings?|shop|store|catalog|catalogue|productos|servicios|produits|leistungen|prodotti|servizi)\b/i,
};

// Pages that never describe the business itself.
const EXCLUDED =
  /\b(login|log-in|signin|sign-in|signup|sign-up|register|cart|checkout|account|privacy|terms|cookies?|legal|imprint|careers|jobs|press|status|docs|help|support|blog|news)\b/i;
const FILE_EXTENSION = /\.(pdf|jpe?g|png|gif|svg|webp|zip|docx?|xlsx?|mp4|mp3)$/i;

const sameOrigin = (a: URL, b: URL) => a.protocol === b.protocol && a.host === b.host;

const score = (kind: KeyPageKind, url: URL, text: string) => {
  const words = KIND_WORDS[kind];
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  let s = 0;
  if (words.test(last)) s += 3;
  else if (words.test(url.pathname)) s += 1;
  if (words.test(text)) s += 2;
  if (s === 0) return 0;
  // Shallow pages are the section's index; deep ones are individual items.
  return s - Math.max(0, segments.length - 1) * 0.5;
};

export const selectKeyPages = (links: readonly PageLink[], pageUrl: string, max = 3): KeyPage[] => {
  const home = new URL(pageUrl);
  const candidates = new Map<string, { url: URL; texts: string[] }>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      continue;
    }
    url.hash = '';
    if (!sameOrigin(url, home) || url.pathname === home.pathname) continue;
    if (EXCLUDED.test(url.pathname) || FILE_EXTENSION.test(url.pathname)) continue;
    const entry = candidates.get(url.href) ?? { url, texts: [] };
    entry.texts.push(link.text);
    candidates.set(url.href, entry);
  }

  const picked: KeyPage[] = [];
  const used = new Set<string>();
  for (const kind of ['about', 'pricing', 'products'] as const) {
    let best: { href: string; score: number } | undefined;
    for (const [href, c] of candidates) {
      if (used.has(href)) continue;
      const s = score(kind, c.url, c.texts.join(' '));
      // Ties keep the first link in page order, so the choice is stable.
      if (s > 0 && (!best || s > best.score)) best = { href, score: s };
    }
    if (best) {
      picked.push({ kind, url: best.href });
      used.add(best.href);
    }
    if (picked.length >= max) break;
  }
  return picked;
};
