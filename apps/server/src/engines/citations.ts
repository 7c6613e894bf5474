import { cleanUrl, pageKey } from '@sightline/contracts';
import type { EngineCitation } from './types.ts';

/**
 * One list per answer: web URLs only, each page once, and a page the answer cites is never
 * also listed as merely retrieved. Cited pages come first, each group in the engine's order.
 */
export function normalizeCitations(citations: readonly EngineCitation[]): EngineCitation[] {
  const byKey = new Map<string, EngineCitation>();
  for (const c of citations) {
    const url = cleanUrl(c.url);
    if (!url) continue;
    const key = pageKey(url);
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
