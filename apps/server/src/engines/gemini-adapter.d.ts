import type { EngineSettings } from './engine-config.ts';
import { type AdapterDeps } from './live-adapter.ts';
import type { EngineAdapter, EngineCitation } from './types.ts';

interface GroundingMetadata {
  webSearchQueries?: string[] | null;
  groundingChunks?: Array<{
    web?: {
      uri: string;
      title?: string | null;
    } | null;
  }> | null;
  groundingSupports?: Array<{
    groundingChunkIndices?: number[] | null;
  }> | null;
}
/** Chunks a grounding support points at back a sentence of the answer (cited); the rest were only read. */
export declare function groundingCitations(meta: GroundingMetadata | undefined): EngineCitation[];
/** Gemini with Google Search grounding: grounding metadata gives the sources and the searches it ran. */
export declare function createGeminiAdapter(settings: EngineSettings, deps: AdapterDeps): EngineAdapter;
