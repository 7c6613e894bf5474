import type { SiteFacts, SitePage } from './site-facts.ts';
export interface RankingSuggestion {
  query_text: string;
  explanation: string;
}
export interface QuestionSuggestion {
  query_text: string;
  expected_response: string;
  explanation: string;
}
export interface PromptSuggestions {
  ranking_queries: RankingSuggestion[];
  question_queries: QuestionSuggestion[];
}
export declare const RANKING_LIMITS: {
  readonly min: 8;
  readonly max: 12;
};
export declare const QUESTION_LIMITS: {
  readonly min: 5;
  readonly max: 8;
};
export interface GenerationContext {
  entityName: string;
  /** As the user typed it in the wizard; may be empty. */
  entityLocation: string;
  domain: string;
  facts: SiteFacts;
  pages: readonly SitePage[];
}
export type PromptGenerator = (
  context: GenerationContext,
  options: {
    signal: AbortSignal;
  },
) => Promise<PromptSuggestions>;
/** Keeps the first of each group of equivalent prompts, in order, up to `max`. */
export declare const dedupeSuggestions: <
  T extends {
    query_text: string;
  },
>(
  items: readonly T[],
  max: number,
) => T[];
