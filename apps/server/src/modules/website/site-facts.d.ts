import { type CategoryTerm } from './category-terms.ts';
import type { KeyPageKind } from './key-pages.ts';
import type { PageContent } from './page-extract.ts';
export interface SitePage {
  kind: 'home' | KeyPageKind;
  content: PageContent;
}
export interface Evidence<T> {
  value: T;
  /** The site's own sentence, or a sentence built only from a structured-data field. */
  quote: string;
  url: string;
}
export interface PriceFact {
  amount: number;
  currency: string;
  /** As written on the site plus its period, e.g. "€9 per month". */
  display: string;
  period: string | undefined;
  plan: string | undefined;
  url: string;
}
export interface Definition {
  /** What the site says the business is, e.g. "project management software". */
  category: string;
  sentence: string;
  url: string;
}
export interface SiteFacts {
  name: string;
  domain: string;
  summary: Evidence<string> | undefined;
  definitions: Definition[];
  foundingYear: Evidence<number> | undefined;
  founders: Evidence<string[]> | undefined;
  location: Evidence<string> | undefined;
  prices: PriceFact[];
  categories: CategoryTerm[];
  audiences: string[];
  audienceStatement: Evidence<string> | undefined;
  offerings: Evidence<string[]> | undefined;
  freeTrial: Evidence<string> | undefined;
  mission: Evidence<string> | undefined;
  contact: Evidence<string> | undefined;
}
/** "1.299,00" and "1,299.00" are both 1299; a lone separator before exactly three digits groups thousands. */
export declare const parseAmount: (text: string) => number;
/** Prices written in a piece of text, with the currency they are in. */
export declare const findPrices: (text: string) => {
  amount: number;
  currency: string;
  display: string;
  period?: string;
}[];
/** Everything the generators need, drawn only from the pages given. */
export declare const collectSiteFacts: (
  pages: readonly SitePage[],
  input: {
    entityName: string;
    domain: string;
  },
) => SiteFacts;
