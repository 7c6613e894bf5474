import { type GenerateTextInclude, generateText, type LanguageModel, type ToolSet } from 'ai';
import type { ProviderCall, ProviderReply } from './live-adapter.ts';
import type { EngineCitation, EngineRequest } from './types.ts';

type GenerateTextOptions = Parameters<typeof generateText>[0];
export type TextResult = Awaited<ReturnType<typeof generateText>>;
type ProviderOptions = GenerateTextOptions['providerOptions'];

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Search tools report their queries as `query`, `queries`, or under `action` (OpenAI). */
function queriesIn(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      return queriesIn(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (!isRecord(value)) return [];
  const out: string[] = [];
  if (typeof value.query === 'string') out.push(value.query);
  if (Array.isArray(value.queries)) out.push(...value.queries.filter((q) => typeof q === 'string'));
  if (value.action !== undefined) out.push(...queriesIn(value.action));
  return out;
}

/**
 * The AI SDK keeps the two kinds of source apart: citations attached to text parts are what the
 * answer points at; source parts are what the search tool fetched. We keep that split.
 */
export function readTextResult(result: TextResult): ProviderReply {
  const citations: EngineCitation[] = [];
  const searchQueries: string[] = [];
  for (const part of result.content) {
    if (part.type === 'text') {
      for (const c of part.citations ?? []) {
        if (c.source.sourceType === 'url')
          citations.push({ url: c.source.url, title: c.source.title, kind: 'cited' });
      }
    } else if (part.type === 'tool-call') {
      searchQueries.push(...queriesIn(part.input));
    } else if (part.type === 'tool-result') {
      searchQueries.push(...queriesIn(part.output));
    }
  }
  for (const source of result.sources) {
    if (source.sourceType === 'url')
      citations.push({ url: source.url, title: source.title, kind: 'retrieved' });
  }
  const { inputTokens, outputTokens } = result.usage;
  return {
    text: result.text,
    citations,
    searchQueries,
    // The model id of the reply; the AI SDK puts the requested id there when a provider omits it.
    servedModel: result.response.modelId,
    usage: { inputTokens, outputTokens },
  };
}

/**
 * A non-streaming generateText call. Retries are off: the job queue owns retries and backoff,
 * and a retry hidden in here would double the latency we report.
 */
export function aiSdkCall(spec: AiSdkCallSpec): ProviderCall {
  return async (req, signal) => {
    const result = await generateText({
      model: spec.model,
      prompt: req.prompt,
      ...(spec.tools ? { tools: spec.tools(req) } : {}),
      ...(spec.providerOptions ? { providerOptions: spec.providerOptions } : {}),
      ...(spec.include ? { include: spec.include } : {}),
      maxRetries: 0,
      abortSignal: signal,
    });
    const reply = readTextResult(result);
    return spec.refine ? spec.refine(reply, result, signal) : reply;
  };
}
