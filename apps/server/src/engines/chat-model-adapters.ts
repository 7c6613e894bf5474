import { createDeepSeek } from '@ai-sdk/deepseek';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { aiSdkCall } from './ai-sdk-call.ts';
import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, createLiveAdapter } from './live-adapter.ts';
import type { EngineAdapter } from './types.ts';

// These APIs answer from the model alone (no hosted search), so their answers carry no
// structured sources; analysis still picks up URLs written in the text.

export function createDeepseekAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const deepseek = createDeepSeek({ apiKey: settings.apiKey, baseURL: settings.baseURL, fetch: deps.fetch });
  return createLiveAdapter({
    code: 'deepseek',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({ model: deepseek(settings.model) }),
  });
}

export function createMistralAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const mistral = createMistral({ apiKey: settings.apiKey, baseURL: settings.baseURL, fetch: deps.fetch });
  return createLiveAdapter({
    code: 'mistral',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({ model: mistral(settings.model) }),
  });
}

/** Llama through any OpenAI-compatible server: Ollama (/v1), vLLM, Together, Groq… */
export function createLlamaAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const llama = createOpenAICompatible({
    name: 'llama',
    baseURL: settings.baseURL ?? '',
    apiKey: settings.apiKey,
    fetch: deps.fetch,
    includeUsage: true,
  });
  return createLiveAdapter({
    code: 'llama',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({ model: llama.chatModel(settings.model) }),
  });
}
