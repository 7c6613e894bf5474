import { type Token } from './text-normalization.ts';
export interface BrandInput {
  name: string;
  label?: string;
  aliases?: string[];
  domain?: string;
}
export interface CompetitorInput {
  name: string;
  aliases?: string[];
}
export interface KnownEntity {
  /** The name the project uses for it; what rankings report as `matched_to`. */
  name: string;
  key: string;
  isBrand: boolean;
}
export interface EntityMention {
  entity: KnownEntity;
  start: number;
  end: number;
  /** Index of the first and last token of the mention in the text's token list. */
  firstToken: number;
  lastToken: number;
}
export interface EntityMatcher {
  entities: KnownEntity[];
  brand: KnownEntity;
  findMentions(text: string, tokens?: Token[]): EntityMention[];
  /** The known entity a whole extracted name stands for, by normalised key, if any. */
  matchName(name: string): KnownEntity | null;
  /**
   * Pairs of entities whose names extend one another word for word ("Ninja" and "Ninja
   * Foodi", "Lucid" and "Lucid Motors"): a maker and its line, hence one company.
   */
  nameExtensions: Array<[KnownEntity, KnownEntity]>;
}
/** Accepts both forms the API allows: plain names or objects with aliases. */
export declare function toCompetitorInputs(
  competitors: ReadonlyArray<string | CompetitorInput> | undefined,
): CompetitorInput[];
export declare function createEntityMatcher(
  brand: BrandInput,
  competitors?: ReadonlyArray<string | CompetitorInput>,
): EntityMatcher;
export interface UnknownEntity {
  key: string;
  name: string;
}
/**
 * The brand an extracted product name most likely belongs to when it matches nothing the
 * project knows: the maker after "by", else the first word that is not ordinary English
 * ("Women's Acme Swim Top" -> Acme). Null for unbranded products ("Cordless Vacuum 45Kpa").
 */
export declare function deriveUnknownEntity(name: string): UnknownEntity | null;
export interface MergedEntity {
  key: string;
  name: string;
  count: number;
  /** Every spelling seen, most frequent first. */
  spellings: string[];
}
/**
 * Groups names seen across many answers under one normalised key, so "ACME Inc.", "Acme"
 * and "acme" count as one entity. The most frequent spelling names the group.
 */
export declare function mergeEntityNames(names: Iterable<string>): MergedEntity[];
