import { type GenerateTextInclude, generateText, type LanguageModel, type ToolSet } from 'ai';
import type { ProviderCall, ProviderReply } from './live-adapter.ts';
import type { EngineRequest } from './types.ts';

type GenerateTextOptions = Parameters<typeof generateText>[0];
export type TextResult = Awaited<ReturnType<typeof generateText>>;
export type ProviderOptions = GenerateTextOptions['providerOptions'];
export interface AiSdkCallSpec {
  model: LanguageModel;
  /** Built per request because the search tools take the request's region. */
  tools?: (req: EngineRequest) => ToolSet;
  providerOptions?: ProviderOptions;
  /** The raw response body is dropped unless asked for; only adapters reading unparsed fields ask. */
  include?: GenerateTextInclude;
  /** Provider-specific reading on top of the generic one (grounding metadata, raw body fields). */
  refine?: (
    reply: ProviderReply,
    result: TextResult,
    signal: AbortSignal,
  ) => ProviderReply | Promise<ProviderReply>;
}
/**
 * The AI SDK keeps the two kinds of source apart: citations attached to text parts are what the
 * answer points at; source parts are what the search tool fetched. We keep that split.
 */
export declare function readTextResult(result: TextResult): ProviderReply;
/**
 * A non-streaming generateText call. Retries are off: the job queue owns retries and backoff,
 * and a retry hidden in here would double the latency we report.
 */
export declare function aiSdkCall(spec: AiSdkCallSpec): ProviderCall;
