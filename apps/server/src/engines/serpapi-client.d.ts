export declare const SERPAPI_DEFAULT_BASE_URL = 'https://serpapi.com';
export interface SerpApiClientConfig {
  engine: string;
  apiKey: string;
  baseURL?: string;
  fetch?: typeof fetch;
}
export type SerpApiJson = Record<string, unknown>;
/** SerpApi localises Google by country code (gl) or by a named place (location). */
export declare function regionParams(region: string | undefined): Record<string, string>;
/**
 * One GET to /search.json. HTTP failures become EngineErrors (SerpApi answers 401 for a bad
 * key, 429 when the plan's searches or hourly limit run out); a 200 carrying `error` is
 * returned to the caller, because for AI engines it usually means "nothing to show".
 */
export declare function serpApiSearch(
  config: SerpApiClientConfig,
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<SerpApiJson>;
/** SerpApi's wording when the engine produced nothing for the query; not a failure of ours. */
export declare function isEmptyResultError(json: SerpApiJson): boolean;
