import {
  type GenerationContext,
  type PromptSuggestions,
  type QuestionSuggestion,
  type RankingSuggestion,
} from './suggestions.ts';
export declare const rankingSuggestions: (ctx: GenerationContext) => RankingSuggestion[];
export declare const questionSuggestions: (ctx: GenerationContext) => QuestionSuggestion[];
export declare const generatePrompts: (ctx: GenerationContext) => PromptSuggestions;
