import type { PageLink } from './page-extract.ts';
export type KeyPageKind = 'about' | 'pricing' | 'products';
export interface KeyPage {
  kind: KeyPageKind;
  url: string;
}
export declare const selectKeyPages: (links: readonly PageLink[], pageUrl: string, max?: number) => KeyPage[];
