import type { EngineCitation } from './types.ts';
/** A canonical http(s) URL without fragment and tracking parameters, or undefined when it is not a web URL. */
export declare function cleanUrl(raw: string): string | undefined;
/**
 * One list per answer: web URLs only, each page once, and a page the answer cites is never
 * also listed as merely retrieved. Cited pages come first, each group in the engine's order.
 */
export declare function normalizeCitations(citations: readonly EngineCitation[]): EngineCitation[];
