import { createGoogle } from '@ai-sdk/google';
import { aiSdkCall, type TextResult } from './ai-sdk-call.ts';
import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, createLiveAdapter, type ProviderReply } from './live-adapter.ts';
import type { EngineAdapter, EngineCitation } from './types.ts';

interface GroundingMetadata {
  webSearchQueries?: string[] | null;
  groundingChunks?: Array<{ web?: { uri: string; title?: string | null } | null }> | null;
  groundingSupports?: Array<{ groundingChunkIndices?: number[] | null }> | null;
}

/** Gemini links sources through Google redirects; the page's domain is only in the chunk title. */
const REDIRECT_HOST = 'vertexaisearch.cloud.google.com';
const REDIRECT_PATH = '/grounding-api-redirect/';
const REDIRECT_TIMEOUT_MS = 5_000;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

function groundingMetadata(result: TextResult): GroundingMetadata | undefined {
  const google = result.providerMetadata?.google as
    | { groundingMetadata?: GroundingMetadata | null }
    | undefined;
  return google?.groundingMetadata ?? undefined;
}

/** Chunks a grounding support points at back a sentence of the answer (cited); the rest were only read. */
export function groundingCitations(meta: GroundingMetadata | undefined): EngineCitation[] {
  const chunks = meta?.groundingChunks ?? [];
  const supported = new Set((meta?.groundingSupports ?? []).flatMap((s) => s.groundingChunkIndices ?? []));
  return chunks.flatMap((chunk, index) =>
    chunk.web
      ? [
          {
            url: chunk.web.uri,
            title: chunk.web.title ?? undefined,
            kind: supported.has(index) ? 'cited' : 'retrieved',
          },
        ]
      : [],
  );
}

/**
 * Follows one redirect hop without downloading the page. When that fails we fall back to the
 * domain in the title, so source analysis still sees the publisher rather than google.com.
 */
async function resolveRedirect(
  citation: EngineCitation,
  redirectHosts: ReadonlySet<string>,
  fetchFn: typeof fetch,
  signal: AbortSignal,
) {
  const url = URL.parse(citation.url);
  if (!url?.pathname.startsWith(REDIRECT_PATH)) return citation;
  // Only Google's redirector (or the configured endpoint, for proxies and tests) is ever requested.
  if (redirectHosts.has(url.host)) {
    try {
      const res = await fetchFn(url, {
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(REDIRECT_TIMEOUT_MS)]),
      });
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (location) return { ...citation, url: new URL(location, url).toString() };
    } catch {
      // Fall through to the title.
    }
  }
  if (citation.title && DOMAIN.test(citation.title))
    return { ...citation, url: `https://${citation.title}/` };
  return citation;
}

/**
 * Gemini with Google Search grounding: grounding metadata gives the sources and the searches it ran.
 * The AI SDK reports the requested model id for Gemini; the model that answered is the body's
 * `modelVersion` (an alias such as gemini-flash-latest resolves to a dated model there).
 */
export function createGeminiAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  const google = createGoogle({ apiKey: settings.apiKey, baseURL: settings.baseURL, fetch: deps.fetch });
  const fetchFn = deps.fetch ?? fetch;
  const redirectHosts = new Set([REDIRECT_HOST]);
  if (settings.baseURL) redirectHosts.add(new URL(settings.baseURL).host);
  return createLiveAdapter({
    code: 'gemini',
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: aiSdkCall({
      model: google(settings.model),
      tools: () => ({ google_search: google.tools.googleSearch({}) }),
      include: { responseBody: true },
      refine: async (reply: ProviderReply, result, signal) => {
        const meta = groundingMetadata(result);
        const citations = await Promise.all(
          groundingCitations(meta).map((c) => resolveRedirect(c, redirectHosts, fetchFn, signal)),
        );
        return {
          ...reply,
          citations,
          searchQueries: [...(reply.searchQueries ?? []), ...(meta?.webSearchQueries ?? [])],
          servedModel: (result.response.body as { modelVersion?: string } | undefined)?.modelVersion,
        };
      },
    }),
  });
}
