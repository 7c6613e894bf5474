import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps } from './live-adapter.ts';
import type { EngineAdapter } from './types.ts';
/**
 * ChatGPT: the Responses API with the hosted web search tool. The provider asks for
 * `web_search_call.action.sources`, so we get both the pages the answer links (url_citation
 * annotations: cited) and everything the search returned (retrieved).
 */
export declare function createChatgptAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
