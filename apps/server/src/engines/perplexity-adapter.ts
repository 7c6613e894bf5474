import { createPerplexity } from '@ai-sdk/perplexity';
import { aiSdkCall } from './ai-sdk-call.ts';
import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, createLiveAdapter } from './live-adapter.ts';
import type { EngineAdapter, EngineCitation } from './types.ts';

interface SonarBody {
  citations?: string[] | null;
  search_results?: Array<{ url: string; title?: string | null }> | null;
}

/**
 * Sonar numbers its sources [1], [2]… in the text. `search_results` (which superseded the bare
 * `citations` list) carries titles; the AI SDK only reads `citations`, so we read the raw body.
 * A source whose marker appears in the text is cited; the others were retrieved.
 */
export function sonarCitations(text: string, body: SonarBody | undefined): EngineCitation[] {
  const results = body?.search_results ?? [];
  const urls = body?.citations?.length ? body.citations : results.map((r) => r.url);
  const titles = new Map(results.map((r) => [r.url, r.title ?? undefined]));
  const markers = new Set([...text.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1])));
  return urls.map((url, i) => ({
    url,
    title: titles.get(url),
    kind: markers.has(i + 1) ? 'cited' : 'retrieved',
  }));
}

export function createPerplexityAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const perplexity = createPerplexity({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    fetch: deps.fetch,
  });
  return createLiveAdapter({
    code: 'perplexity',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({
      model: perplexity(settings.model),
      include: { responseBody: true },
      refine: (reply, result) => ({
        ...reply,
        citations: sonarCitations(reply.text, result.response.body as SonarBody | undefined),
      }),
    }),
  });
}
