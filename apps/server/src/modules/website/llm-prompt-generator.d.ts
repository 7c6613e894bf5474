import { type LanguageModel } from 'ai';
import { type GenerationContext, type PromptGenerator, type PromptSuggestions } from './suggestions.ts';
export interface LlmConfig {
  provider: 'openai' | 'openai-compatible';
  model: string;
  apiKey: string | undefined;
  baseURL: string | undefined;
}
/**
 * ANALYZER_LLM_PROVIDER=openai with OPENAI_API_KEY (optional ANALYZER_MODEL, OPENAI_BASE_URL), or
 * ANALYZER_LLM_BASE_URL for any OpenAI-compatible server (optional ANALYZER_LLM_API_KEY, ANALYZER_MODEL).
 * Anything else: no LLM, the deterministic generator is used.
 */
export declare const llmConfigFromEnv: (env?: NodeJS.ProcessEnv) => LlmConfig | undefined;
export declare const languageModelFor: (config: LlmConfig) => LanguageModel;
export declare const siteTextFor: (ctx: GenerationContext) => string;
/** Filters the model's output and tops it up with deterministic suggestions to the minimum counts. */
export declare const reconcileSuggestions: (
  fromModel: PromptSuggestions,
  ctx: GenerationContext,
  siteText: string,
) => PromptSuggestions;
export declare const createLlmPromptGenerator: (model: LanguageModel) => PromptGenerator;
