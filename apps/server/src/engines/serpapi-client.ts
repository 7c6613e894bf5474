import { EngineError, httpError } from './engine-error.ts';
import { parseRegion } from './region.ts';

const SERPAPI_DEFAULT_BASE_URL = 'https://serpapi.com';

export interface SerpApiClientConfig {
  engine: string;
  apiKey: string;
  baseURL?: string;
  fetch?: typeof fetch;
}

export type SerpApiJson = Record<string, unknown>;

/** SerpApi localises Google by country code (gl) or by a named place (location). */
export function regionParams(region: string | undefined): Record<string, string> {
  const { country, place } = parseRegion(region);
  if (country) return { gl: country.toLowerCase() };
  if (place) return { location: place };
  return {};
}

/**
 * One GET to /search.json. HTTP failures become EngineErrors (SerpApi answers 401 for a bad
 * key, 429 when the plan's searches or hourly limit run out); a 200 carrying `error` is
 * returned to the caller, because for AI engines it usually means "nothing to show".
 */
export async function serpApiSearch(
  config: SerpApiClientConfig,
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<SerpApiJson> {
  const base = (config.baseURL ?? SERPAPI_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = new URL(`${base}/search.json`);
  // Every sample must be a fresh ask: SerpApi would otherwise serve the same cached answer for an hour.
  for (const [key, value] of Object.entries({ ...params, no_cache: 'true', api_key: config.apiKey })) {
    url.searchParams.set(key, value);
  }
  const res = await (config.fetch ?? fetch)(url, { headers: { accept: 'application/json' }, signal });
  const body = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const message = (json as { error?: unknown } | undefined)?.error;
  if (!res.ok) {
    throw httpError(
      config.engine,
      res.status,
      typeof message === 'string' ? message : body.slice(0, 200),
      res.headers,
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new EngineError(`${config.engine}: SerpApi returned a non-JSON body`, {
      kind: 'invalid_response',
      retryable: false,
      engine: config.engine,
    });
  }
  return json as SerpApiJson;
}

/** SerpApi's wording when the engine produced nothing for the query; not a failure of ours. */
export function isEmptyResultError(json: SerpApiJson): boolean {
  return typeof json.error === 'string' && /hasn't returned any results|no results/i.test(json.error);
}
