export type TextBlock =
  | {
      kind: 'heading';
      level: number;
      text: string;
    }
  | {
      kind: 'text';
      text: string;
    };
export interface PageLink {
  url: string;
  text: string;
}
export interface JsonLdOffer {
  name: string | undefined;
  price: number;
  currency: string | undefined;
}
export interface JsonLdEntity {
  types: string[];
  name: string | undefined;
  description: string | undefined;
  foundingDate: string | undefined;
  founders: string[];
  /** Locality, region and country, as the site wrote them (country codes spelled out). */
  address: string | undefined;
  email: string | undefined;
  telephone: string | undefined;
  offers: JsonLdOffer[];
}
export interface PageContent {
  url: string;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  ogTitle: string | undefined;
  ogDescription: string | undefined;
  siteName: string | undefined;
  headings: {
    level: number;
    text: string;
  }[];
  /** Visible content outside nav/header/footer, in document order. */
  blocks: TextBlock[];
  /** Sentence-like text blocks (the page's prose). */
  paragraphs: string[];
  links: PageLink[];
  emails: string[];
  jsonLd: JsonLdEntity[];
}
export declare const cleanText: (s: string) => string;
export declare const extractPage: (html: string, pageUrl: string) => PageContent;
