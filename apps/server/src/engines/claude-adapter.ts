import { createAnthropic } from '@ai-sdk/anthropic';
import { aiSdkCall } from './ai-sdk-call.ts';
import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, createLiveAdapter } from './live-adapter.ts';
import { parseRegion } from './region.ts';
import type { EngineAdapter } from './types.ts';

/** Bounds the cost of one ask; claude.ai itself rarely searches more than a few times per answer. */
const MAX_SEARCHES = 5;

/**
 * Claude: Messages API with the server-side web search tool. Text blocks carry
 * web_search_result_location citations (cited); web_search_tool_result blocks list every
 * page the search returned (retrieved); server_tool_use inputs are the search queries.
 */
export function createClaudeAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const anthropic = createAnthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    fetch: deps.fetch,
  });
  return createLiveAdapter({
    code: 'claude',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({
      model: anthropic(settings.model),
      tools: (req) => {
        const { country, place } = parseRegion(req.region);
        const userLocation =
          country || place
            ? { type: 'approximate' as const, country, ...(place ? { city: place } : {}) }
            : undefined;
        return {
          web_search: anthropic.tools.webSearch_20250305({
            maxUses: MAX_SEARCHES,
            ...(userLocation ? { userLocation } : {}),
          }),
        };
      },
    }),
  });
}
