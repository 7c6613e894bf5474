// The shape both generators return, and the clean-up they share: trimmed, deduplicated, capped.
import type { SiteFacts, SitePage } from './site-facts.ts';
import { dedupeKey } from './text-utils.ts';

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

export const RANKING_LIMITS = { min: 8, max: 12 } as const;
export const QUESTION_LIMITS = { min: 5, max: 8 } as const;

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
  options: { signal: AbortSignal },
) => Promise<PromptSuggestions>;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Keeps the first of each group of equivalent prompts, in order, up to `max`. */
export const dedupeSuggestions = <T extends { query_text: string }>(
  items: readonly T[],
  max: number,
): T[] => {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const query_text = tidy(item.query_text);
    const key = dedupeKey(query_text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...item, query_text });
    if (out.length >= max) break;
  }
  return out;
};
