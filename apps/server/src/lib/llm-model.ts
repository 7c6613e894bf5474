// The optional helper LLMs (the website analyzer, the accuracy judge) are configured the same way,
// each under its own prefix: PREFIX_LLM_PROVIDER=openai with OPENAI_API_KEY (optional PREFIX_MODEL,
// OPENAI_BASE_URL), or PREFIX_LLM_BASE_URL for any OpenAI-compatible server (optional
// PREFIX_LLM_API_KEY, PREFIX_MODEL). This module reads those settings and builds the AI SDK model.
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export interface LlmConfig {
  provider: 'openai' | 'openai-compatible';
  model: string;
  apiKey: string | undefined;
  baseURL: string | undefined;
}

/**
 * `${prefix}_LLM_PROVIDER=openai` with OPENAI_API_KEY, or `${prefix}_LLM_BASE_URL`; `${prefix}_MODEL`
 * overrides `defaultModel`. `${prefix}_LLM_PROVIDER=none` (or `off`) disables it. Anything else:
 * undefined, and the caller uses its deterministic implementation.
 */
export const readLlmConfig = (
  env: NodeJS.ProcessEnv,
  prefix: string,
  defaultModel: string,
): LlmConfig | undefined => {
  const model = env[`${prefix}_MODEL`]?.trim() || defaultModel;
  const provider = env[`${prefix}_LLM_PROVIDER`]?.trim().toLowerCase();
  if (provider === 'none' || provider === 'off') return undefined;
  if (provider === 'openai' && env.OPENAI_API_KEY) {
    return {
      provider: 'openai',
      model,
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL || undefined,
    };
  }
  const baseURL = env[`${prefix}_LLM_BASE_URL`];
  if (baseURL) {
    return {
      provider: 'openai-compatible',
      model,
      apiKey: env[`${prefix}_LLM_API_KEY`] || undefined,
      baseURL,
    };
  }
  return undefined;
};

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
