import { type BrandInput, type CompetitorInput } from './entity-matching.ts';
import { type Source, type SourceInput } from './sources.ts';
/**
 * Stored with every analysis so positions computed under different rules are never mixed;
 * bump it whenever a change here can move a position or a mention.
 */
export declare const ANALYZER_VERSION = '1.0.0';
export interface AnalyzeAnswerInput {
  engine: string;
  prompt: string;
  answer: string;
  sources?: SourceInput[];
  brand: BrandInput;
  competitors?: ReadonlyArray<string | CompetitorInput>;
}
/**
 * - recommended: the answer recommends one of the brand's products (it has a position);
 * - mentioned: named, but not as a pick (a comparison, a component, a description);
 * - negative: named only to say the engine knows nothing about it or advises against it;
 * - absent: not named.
 */
export type MentionState = 'recommended' | 'mentioned' | 'negative' | 'absent';
export interface RankingEntry {
  position: number;
  /** The recommended item as written ("Acer Swift 3"). */
  name: string;
  /** The brand the item belongs to: the known brand or competitor, else its probable maker. */
  entity: string;
  /** The project's brand or competitor it matched, when it matched one. */
  matched_to?: string;
  is_brand: boolean;
  span: [number, number];
}
export interface AnswerAnalysis {
  analyzer_version: string;
  engine: string;
  /** True when the brand is recommended or mentioned; a negative mention is not visibility. */
  mentioned: boolean;
  mention: MentionState;
  /** 1-based rank of the brand among the distinct recommended brands; null when not ranked. */
  position: number | null;
  ranking: RankingEntry[];
  sources: Source[];
}
export declare function analyzeAnswer(input: AnalyzeAnswerInput): AnswerAnalysis;
