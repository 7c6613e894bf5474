import type { EngineCitation } from './types.ts';
/** The block shapes SerpApi uses for Google AI Overview, Google AI Mode and Bing Copilot. */
export interface SerpTextBlock {
  type?: string;
  title?: string;
  snippet?: string;
  level?: number;
  reference_indexes?: number[];
  list?: SerpTextBlock[];
  table?: unknown[];
  headers?: string[];
  text_blocks?: SerpTextBlock[];
  code?: string;
  language?: string;
  product_labels?: string[];
  comparison?: Array<{
    feature?: string;
    values?: string[];
  }>;
}
export interface SerpReference {
  index?: number;
  title?: string;
  link?: string;
  snippet?: string;
  source?: string;
}
/** Paragraphs, headings, lists, tables and the rest as one markdown answer, in document order. */
export declare function renderTextBlocks(blocks: readonly SerpTextBlock[]): string;
/**
 * References a text block points at (reference_indexes) are cited; the other references were
 * shown only in the source panel. When an engine gives no indexes at all, every reference it
 * shows counts as cited, since the answer presents them as its sources.
 */
export declare function referenceCitations(
  blocks: readonly SerpTextBlock[],
  references: readonly SerpReference[],
): EngineCitation[];
