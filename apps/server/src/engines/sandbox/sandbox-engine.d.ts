import type { EngineAdapter, EngineCode, EngineRequest } from '../types.ts';
export interface SandboxOptions {
  /** Simulated provider latency, waited for real so benchmarks see it (default 0). */
  latencyMs?: number;
}
/**
 * Google shows no AI Overview for a share of queries; some prompts almost always get one,
 * others rarely. The sandbox gives each prompt its own rate (10–45 %), drawn per day and sample.
 */
export declare function showsNoOverview(req: EngineRequest): boolean;
/**
 * The engine that stands in for any engine without credentials: deterministic for
 * (prompt, engine, day, sample) and the project, written in that engine's style.
 */
export declare function createSandboxAdapter(code: EngineCode, options?: SandboxOptions): EngineAdapter;
