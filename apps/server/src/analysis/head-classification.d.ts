import { type EntityMatcher, type EntityMention } from './entity-matching.ts';
export type SectionKind = 'rec' | 'nonrec';
/**
 * What the short text heading a block or clause is: an item naming something, a label
 * opening a section ("Best for Gaming", "Factors to Consider"), or an attribute of the item
 * above ("Pros", "Price").
 */
export type HeadAnalysis =
  | {
      kind: 'item';
      nameStart: number;
      nameEnd: number;
    }
  | {
      kind: 'label';
      section: SectionKind | null;
      labelText: string;
    }
  /** `section` tells what it would open when no item is there to describe ("Where to buy:"). */
  | {
      kind: 'attribute';
      section: SectionKind | null;
      labelText: string;
    };
export interface HeadContext {
  text: string;
  mentions: EntityMention[];
  matcher: EntityMatcher;
}
/** Narrows a span to its words, dropping numbering, emoji, emphasis and a trailing colon. */
export declare function trimHead(text: string, start: number, end: number): [number, number];
export declare function mentionsIn(mentions: EntityMention[], start: number, end: number): EntityMention[];
/** Whether a span names something: a known entity, or a brand-like product title. */
export declare function namesSomething(ctx: HeadContext, start: number, end: number): boolean;
export declare function classifyHead(ctx: HeadContext, rawStart: number, rawEnd: number): HeadAnalysis;
