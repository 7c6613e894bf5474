/**
 * The sandbox's knowledge of the world: categories people ask AI engines about, each with
 * real-sounding entities, the sites that review them, and phrases to describe them.
 */
export interface CatalogueEntity {
  name: string;
  domain: string;
}
export interface Category {
  id: string;
  /** Plural noun phrase used in prose: "CRM tools". */
  topic: string;
  /** Lower-case words and phrases matched against the prompt. */
  keywords: string[];
  entities: CatalogueEntity[];
  /** Review and publisher pages the category's answers typically cite (host + path). */
  sources: string[];
  /** Qualities an answer credits an entity with. */
  traits: string[];
  /** Who an entity is "best for". */
  audiences: string[];
  /** Typical price range and how it is quoted. */
  price: {
    min: number;
    max: number;
    unit: string;
  };
}
export declare const CATALOGUE: Category[];
/** The generic fallback's entity name patterns, filled with a word of the prompt. */
export declare const GENERIC_NAME_PATTERNS: string[];
export declare const GENERIC_SOURCES: string[];
export declare const GENERIC_TRAITS: string[];
