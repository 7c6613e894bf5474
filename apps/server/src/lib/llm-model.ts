// The optional helper LLMs (the website analyzer, the accuracy judge): their settings, as config.ts
// reads them, and the AI SDK model built from them.
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export interface LlmConfig {
  provider: 'openai' | 'openai-compatible';
  model: string;
  apiKey: string | undefined;
  baseURL: string | undefined;
}

/** `name` identifies an OpenAI-compatible provider in the AI SDK (provider options, metadata). */
export const languageModelFor = (config: LlmConfig, name = 'llm'): LanguageModel => {
  if (config.provider === 'openai') {
    // Chat Completions rather than the Responses API, so OPENAI_BASE_URL may point at any gateway
    // or proxy that speaks the older, more widely implemented wire format.
    return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL }).chat(config.model);
  }
  return createOpenAICompatible({
    name,
    baseURL: config.baseURL!,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  }).chatModel(config.model);
};
