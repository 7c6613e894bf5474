import { type EntityMatcher, type EntityMention, type KnownEntity } from './entity-matching.ts';
/** One recommended entity, at the place of its first recommended item. */
export interface RankedEntity {
  /** Stable identity: the known entity's key, or `unknown:<key>` for a brand the project does not track. */
  key: string;
  /** The item's text as written ("Acer Swift 3"). */
  name: string;
  /** The known brand or competitor it belongs to. */
  entity: KnownEntity | null;
  /** For an untracked brand, its probable name ("Acme" for "Acme Pro 2"). */
  brandName: string;
  span: [number, number];
}
export interface RankingExtraction {
  ranking: RankedEntity[];
  /** Every mention of a known entity in the answer's own words. */
  mentions: EntityMention[];
  /** The answer with citations, link targets and page furniture blanked out. */
  maskedText: string;
}
export interface ExtractionOptions {
  prompt?: string;
  /** Registrable domains of the cited sources: a site cited as evidence is not a pick. */
  citedDomains?: string[];
}
export declare function extractRanking(
  answer: string,
  matcher: EntityMatcher,
  options?: ExtractionOptions,
): RankingExtraction;
