import type { EngineCode } from './types.ts';
/** How one engine is reached: live when its credentials are set, else the sandbox stands in. */
export interface EngineSettings {
  code: EngineCode;
  live: boolean;
  /** The configured model (live) or the sandbox's model id. */
  model: string;
  apiKey?: string;
  baseURL?: string;
}
export declare function sandboxModel(code: EngineCode): string;
export declare function readEngineSettings(env: NodeJS.ProcessEnv, code: EngineCode): EngineSettings;
export declare function readAllEngineSettings(env: NodeJS.ProcessEnv): Record<EngineCode, EngineSettings>;
/** ENGINE_TIMEOUT_MS bounds one provider call (2 minutes by default: search-backed answers are slow). */
export declare function readEngineTimeoutMs(env: NodeJS.ProcessEnv): number;
