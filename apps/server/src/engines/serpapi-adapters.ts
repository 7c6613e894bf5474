import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, createLiveAdapter, type ProviderReply } from './live-adapter.ts';
import {
  isEmptyResultError,
  regionParams,
  type SerpApiClientConfig,
  type SerpApiJson,
  serpApiSearch,
} from './serpapi-client.ts';
import {
  referenceCitations,
  renderTextBlocks,
  type SerpReference,
  type SerpTextBlock,
} from './serpapi-markdown.ts';
import type { EngineAdapter, EngineCode, EngineRequest } from './types.ts';

interface AnswerBlock {
  text_blocks?: SerpTextBlock[];
  references?: SerpReference[];
  /** AI Mode also sends its own markdown; used only when it sends no blocks. */
  reconstructed_markdown?: string;
  page_token?: string;
  error?: string;
}

const NO_ANSWER: ProviderReply = { status: 'no_answer', text: '', citations: [] };

/**
 * Turns a block with text_blocks and references into a reply; no blocks means the engine showed
 * nothing. SerpApi scrapes a page that does not say which model wrote it, so no served model.
 */
function replyFromBlocks(block: AnswerBlock | undefined): ProviderReply {
  const blocks = block?.text_blocks ?? [];
  const text = blocks.length ? renderTextBlocks(blocks) : (block?.reconstructed_markdown ?? '');
  if (!text.trim()) return NO_ANSWER;
  return { text, citations: referenceCitations(blocks, block?.references ?? []) };
}

type SerpAsk = (
  search: (params: Record<string, string>) => Promise<SerpApiJson>,
  req: EngineRequest,
) => Promise<ProviderReply>;

function createSerpApiAdapter(
  code: EngineCode,
  settings: EngineSettings,
  deps: AdapterDeps,
  ask: SerpAsk,
): EngineAdapter {
  const client: SerpApiClientConfig = {
    engine: code,
    apiKey: settings.apiKey ?? '',
    baseURL: settings.baseURL,
    fetch: deps.fetch,
  };
  return createLiveAdapter({
    code,
    model: settings.model,
    timeoutMs: deps.timeoutMs,
    call: (req, signal) => ask((params) => serpApiSearch(client, params, signal), req),
  });
}

export function createCopilotAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  return createSerpApiAdapter('copilot', settings, deps, async (search, req) => {
    const json = await search({ engine: 'bing_copilot', q: req.prompt });
    if (isEmptyResultError(json)) return NO_ANSWER;
    return replyFromBlocks(json as AnswerBlock);
  });
}

/**
 * Google AI Overview: the block rides on a normal Google search. Google often lazy-loads it,
 * and SerpApi then returns only a page_token that must be redeemed at once (it expires within
 * minutes) with the google_ai_overview engine. No block at all is Google not showing an overview.
 */
export function createAiOverviewsAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  return createSerpApiAdapter('ai_overviews', settings, deps, async (search, req) => {
    const json = await search({ engine: 'google', q: req.prompt, ...regionParams(req.region) });
    if (isEmptyResultError(json)) return NO_ANSWER;
    let overview = json.ai_overview as AnswerBlock | undefined;
    if (overview?.page_token && !overview.text_blocks?.length) {
      const more = await search({ engine: 'google_ai_overview', page_token: overview.page_token });
      overview = isEmptyResultError(more)
        ? undefined
        : ((more.ai_overview as AnswerBlock | undefined) ?? undefined);
    }
    if (!overview || overview.error) return NO_ANSWER;
    return replyFromBlocks(overview);
  });
}

export function createAiModeAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter {
  return createSerpApiAdapter('ai_mode', settings, deps, async (search, req) => {
    const json = await search({ engine: 'google_ai_mode', q: req.prompt, ...regionParams(req.region) });
    if (isEmptyResultError(json)) return NO_ANSWER;
    return replyFromBlocks(json as AnswerBlock);
  });
}
