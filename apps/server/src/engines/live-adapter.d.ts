import type { EngineAdapter, EngineCitation, EngineCode, EngineRequest, EngineUsage } from './types.ts';
/** What a provider call returns before the shared skeleton adds timing and cleans it up. */
export interface ProviderReply {
  /** Only for engines that can say "nothing to show" (no AI Overview); otherwise inferred from the text. */
  status?: 'answered' | 'no_answer';
  text: string;
  citations: EngineCitation[];
  searchQueries?: string[];
  /** The model the provider says answered (a dated snapshot), when it says. */
  model?: string;
  usage?: EngineUsage;
}
export type ProviderCall = (req: EngineRequest, signal: AbortSignal) => Promise<ProviderReply>;
export interface LiveAdapterSpec {
  code: EngineCode;
  model: string;
  timeoutMs: number;
  call: ProviderCall;
}
export declare const DEFAULT_ENGINE_TIMEOUT_MS = 120000;
/**
 * The one skeleton every real adapter runs in: a deadline joined with the caller's signal,
 * timing, error mapping and citation clean-up. Adapters only supply the provider call.
 */
export declare function createLiveAdapter(spec: LiveAdapterSpec): EngineAdapter;
/** What every real adapter factory gets besides its own settings. */
export interface AdapterDeps {
  timeoutMs: number;
  /** Injected in tests and for proxies; defaults to the global fetch. */
  fetch?: typeof fetch;
}
