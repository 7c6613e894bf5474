import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps, type ProviderReply } from './live-adapter.ts';
import { type SerpReference, type SerpTextBlock } from './serpapi-markdown.ts';
import type { EngineAdapter } from './types.ts';

interface AnswerBlock {
  text_blocks?: SerpTextBlock[];
  references?: SerpReference[];
  /** AI Mode also sends its own markdown; used only when it sends no blocks. */
  reconstructed_markdown?: string;
  page_token?: string;
  error?: string;
}
/** Turns a block with text_blocks and references into a reply; no blocks means the engine showed nothing. */
export declare function replyFromBlocks(block: AnswerBlock | undefined, model: string): ProviderReply;
export declare function createCopilotAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
/**
 * Google AI Overview: the block rides on a normal Google search. Google often lazy-loads it,
 * and SerpApi then returns only a page_token that must be redeemed at once (it expires within
 * minutes) with the google_ai_overview engine. No block at all is Google not showing an overview.
 */
export declare function createAiOverviewsAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
export declare function createAiModeAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
