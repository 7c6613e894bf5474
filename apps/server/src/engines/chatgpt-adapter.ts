import { createOpenAI } from '@ai-sdk/openai';
import { aiSdkCall } from './ai-sdk-call.ts';
import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, createLiveAdapter } from './live-adapter.ts';
import { parseRegion } from './region.ts';
import type { EngineAdapter } from './types.ts';

/**
 * ChatGPT: the Responses API with the hosted web search tool. The provider asks for
 * `web_search_call.action.sources`, so we get both the pages the answer links (url_citation
 * annotations: cited) and everything the search returned (retrieved).
 */
export function createChatgptAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const openai = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, fetch: deps.fetch });
  return createLiveAdapter({
    code: 'chatgpt',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({
      model: openai.responses(settings.model),
      tools: (req) => {
        const { country, place } = parseRegion(req.region);
        const userLocation =
          country || place
            ? { type: 'approximate' as const, country, ...(place ? { city: place } : {}) }
            : undefined;
        return { web_search: openai.tools.webSearch(userLocation ? { userLocation } : {}) };
      },
    }),
  });
}
