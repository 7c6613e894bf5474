/**
 * Blanks out the parts of an answer that are not the engine's own words about products:
 * citation markers, footnote definitions, link targets, bare URLs and the interface text a
 * scraped Google AI Mode page carries. Blanking (spaces of the same length) instead of
 * deleting keeps every character offset valid, so spans still point into the raw answer.
 */
export declare function maskNonContent(text: string): string;
