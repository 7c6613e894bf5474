export interface Token {
  start: number;
  end: number;
  /** Lower-cased, diacritic-free form used for matching. */
  norm: string;
  raw: string;
}
export declare function foldDiacritics(text: string): string;
export declare function tokenize(text: string, offset?: number): Token[];
/**
 * Token norms of a name without what does not identify the brand: trailing legal suffixes
 * (while a word remains) and a leading article.
 */
export declare function nameTokens(name: string): string[];
/** Canonical comparison key: "De'Longhi", "DeLonghi" and "De Longhi" all give "delonghi". */
export declare function normalizeName(name: string): string;
/** Removes markdown emphasis, link syntax, heading marks and stray symbols for display. */
export declare function cleanDisplayText(text: string): string;
