import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeCitations } from '../citations.ts';
import { sandboxModel } from '../engine-config.ts';
import { EngineError } from '../engine-error.ts';
import type { EngineAdapter, EngineAnswer, EngineCode, EngineRequest } from '../types.ts';
import { isBrandQuestion, writeAccuracyAnswer } from './accuracy-answer.ts';
import { planRankingAnswer } from './answer-plan.ts';
import { renderRankingAnswer } from './answer-styles.ts';
import { matchCategory } from './category-match.ts';
import { seededRandom, unitFromKey } from './prng.ts';

export interface SandboxOptions {
  /** Simulated provider latency, waited for real so benchmarks see it (default 0). */
  latencyMs?: number;
}

/**
 * Google shows no AI Overview for a share of queries; some prompts almost always get one,
 * others rarely. The sandbox gives each prompt its own rate (10–45 %), drawn per day and sample.
 */
export function showsNoOverview(req: EngineRequest): boolean {
  const rate = 0.1 + 0.35 * unitFromKey('aio-rate', req.prompt);
  return unitFromKey('aio-shown', req.prompt, req.day, req.sample) < rate;
}

/** A rough four characters per token, enough for usage charts to have plausible numbers. */
function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

async function waitFor(ms: number, signal: AbortSignal | undefined, engine: EngineCode): Promise<void> {
  try {
    signal?.throwIfAborted();
    if (ms > 0) await sleep(ms, undefined, { signal });
  } catch (error) {
    throw new EngineError(`${engine}: aborted`, { kind: 'aborted', retryable: false, engine, cause: error });
  }
}

/**
 * The engine that stands in for any engine without credentials: deterministic for
 * (prompt, engine, day, sample) and the project, written in that engine's style.
 */
export function createSandboxAdapter(code: EngineCode, options: SandboxOptions = {}): EngineAdapter {
  const latencyMs = Math.max(0, options.latencyMs ?? 0);
  const model = sandboxModel(code);
  return {
    code,
    live: false,
    model,
    async ask(req: EngineRequest): Promise<EngineAnswer> {
      await waitFor(latencyMs, req.signal, code);
      const base = { model, servedModel: model, latencyMs, simulated: true } as const;
      if (code === 'ai_overviews' && showsNoOverview(req)) {
        return { ...base, status: 'no_answer', text: '', citations: [], searchQueries: [] };
      }
      const rng = seededRandom('sandbox', code, req.prompt, req.day, req.sample, req.project.entity_name);
      let text: string;
      let citations: EngineAnswer['citations'];
      let searchQueries: string[] = [];
      if (isBrandQuestion(req.prompt, req.project)) {
        ({ text, citations } = writeAccuracyAnswer({ ...req, engine: code }, rng));
      } else {
        const plan = planRankingAnswer({ ...req, engine: code }, matchCategory(req.prompt), rng);
        text = renderRankingAnswer(code, plan, rng);
        citations = plan.citations;
        searchQueries = plan.searchQueries;
      }
      return {
        ...base,
        status: 'answered',
        text,
        citations: normalizeCitations(citations),
        searchQueries,
        usage: { inputTokens: estimateTokens(req.prompt), outputTokens: estimateTokens(text) },
      };
    },
  };
}
