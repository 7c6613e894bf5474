import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps } from './live-adapter.ts';
import type { EngineAdapter } from './types.ts';
/**
 * Claude: Messages API with the server-side web search tool. Text blocks carry
 * web_search_result_location citations (cited); web_search_tool_result blocks list every
 * page the search returned (retrieved); server_tool_use inputs are the search queries.
 */
export declare function createClaudeAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
