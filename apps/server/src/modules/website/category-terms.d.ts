export type CategoryKind = 'software' | 'venue' | 'service';
export interface CategoryTerm {
  /** Lowercase, singular, e.g. "project management software". */
  phrase: string;
  kind: CategoryKind;
  score: number;
}
export interface WeightedText {
  text: string;
  weight: number;
}
/**
 * Ranked category phrases. Sources carry weights (a "X is a Y" statement counts more than a paragraph);
 * phrases of several words beat a bare head, and activity phrases ("project management") rank below
 * things ("project management software").
 */
export declare const categoryTerms: (sources: readonly WeightedText[], brandName: string) => CategoryTerm[];
/** Audiences the site names after "for": "for small businesses" gives "small businesses". */
export declare const audienceTerms: (texts: readonly string[]) => string[];
/** Uncountable heads read without an article ("project management software", not "a ..."). */
export declare const isMassNoun: (phrase: string) => boolean;
/** How a category reads as a noun after "best": activities get a neutral head. */
export declare const asRankable: (term: CategoryTerm) => string;
/** Category words from schema.org types, e.g. "Bakery" gives "bakery", "SoftwareApplication" gives "software". */
export declare const categoryFromSchemaType: (type: string) => CategoryTerm | undefined;
