import type { EngineAdapter, EngineCode } from './types.ts';
export interface CreateEnginesOptions {
  /** Latency the sandbox simulates per answer (default 0). */
  sandboxLatencyMs?: number;
  /** HTTP client for every live adapter; tests and proxies inject one. */
  fetch?: typeof fetch;
  /** Overrides ENGINE_TIMEOUT_MS. */
  timeoutMs?: number;
}
/** One adapter per engine code: the live one when its credentials are set, else the sandbox. */
export declare function createEngines(
  env: NodeJS.ProcessEnv,
  options?: CreateEnginesOptions,
): Record<EngineCode, EngineAdapter>;
export interface EngineStatus {
  code: EngineCode;
  label: string;
  live: boolean;
  model: string;
  simulated: boolean;
}
/** Which engines answer for real and which are simulated, for the settings screen and the logs. */
export declare function engineStatuses(env: NodeJS.ProcessEnv): EngineStatus[];
