import { normalizeCitations } from './citations.ts';
import { toEngineError } from './engine-error.ts';
import type {
  EngineAdapter,
  EngineAnswer,
  EngineCitation,
  EngineCode,
  EngineRequest,
  EngineUsage,
} from './types.ts';

/** What a provider call returns before the shared skeleton adds timing and cleans it up. */
export interface ProviderReply {
  /** Only for engines that can say "nothing to show" (no AI Overview); otherwise inferred from the text. */
  status?: 'answered' | 'no_answer';
  text: string;
  citations: EngineCitation[];
  searchQueries?: string[];
  /** The model the provider says answered (a dated snapshot), when it says. */
  servedModel?: string;
  usage?: EngineUsage;
}

export type ProviderCall = (req: EngineRequest, signal: AbortSignal) => Promise<ProviderReply>;

export interface LiveAdapterSpec {
  code: EngineCode;
  model: string;
  timeoutMs: number;
  call: ProviderCall;
}

function uniqueQueries(queries: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of queries ?? []) {
    const trimmed = q.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      out.push(trimmed);
    }
  }
  return out;
}

/**
 * The one skeleton every real adapter runs in: a deadline joined with the caller's signal,
 * timing, error mapping and citation clean-up. Adapters only supply the provider call.
 */
export function createLiveAdapter(spec: LiveAdapterSpec): EngineAdapter {
  const { code, model, timeoutMs, call } = spec;
  return {
    code,
    live: true,
    model,
    async ask(req: EngineRequest): Promise<EngineAnswer> {
      const deadline = new AbortController();
      const timer = setTimeout(
        () => deadline.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')),
        timeoutMs,
      );
      const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
      const started = performance.now();
      try {
        const reply = await call(req, signal);
        const text = reply.text.trim();
        const status = reply.status ?? (text ? 'answered' : 'no_answer');
        return {
          status,
          text,
          citations: status === 'answered' ? normalizeCitations(reply.citations) : [],
          searchQueries: uniqueQueries(reply.searchQueries),
          model,
          servedModel: reply.servedModel || null,
          ...(reply.usage ? { usage: reply.usage } : {}),
          latencyMs: Math.round(performance.now() - started),
          simulated: false,
        };
      } catch (error) {
        throw toEngineError(error, {
          engine: code,
          timedOut: deadline.signal.aborted && !req.signal?.aborted,
          timeoutMs,
          callerAborted: req.signal?.aborted ?? false,
        });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** What every real adapter factory gets besides its own settings. */
export interface AdapterDeps {
  timeoutMs: number;
  /** Injected in tests and for proxies; defaults to the global fetch. */
  fetch?: typeof fetch;
}
