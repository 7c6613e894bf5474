import { ENGINE_CODES, ENGINE_LABELS } from '@sightline/contracts';
import { createDeepseekAdapter, createLlamaAdapter, createMistralAdapter } from './chat-model-adapters.ts';
import { createChatgptAdapter } from './chatgpt-adapter.ts';
import { createClaudeAdapter } from './claude-adapter.ts';
import { type EngineSettings, readAllEngineSettings, readEngineTimeoutMs } from './engine-config.ts';
import { createGeminiAdapter } from './gemini-adapter.ts';
import type { AdapterDeps } from './live-adapter.ts';
import { createPerplexityAdapter } from './perplexity-adapter.ts';
import { createSandboxAdapter } from './sandbox/sandbox-engine.ts';
import { createAiModeAdapter, createAiOverviewsAdapter, createCopilotAdapter } from './serpapi-adapters.ts';
import type { EngineAdapter, EngineCode } from './types.ts';

const LIVE_ADAPTERS: Record<EngineCode, (settings: EngineSettings, deps: AdapterDeps) => EngineAdapter> = {
  chatgpt: createChatgptAdapter,
  claude: createClaudeAdapter,
  gemini: createGeminiAdapter,
  perplexity: createPerplexityAdapter,
  deepseek: createDeepseekAdapter,
  mistral: createMistralAdapter,
  llama: createLlamaAdapter,
  copilot: createCopilotAdapter,
  ai_overviews: createAiOverviewsAdapter,
  ai_mode: createAiModeAdapter,
};

export interface CreateEnginesOptions {
  /** Latency the sandbox simulates per answer (default 0). */
  sandboxLatencyMs?: number;
  /** HTTP client for every live adapter; tests and proxies inject one. */
  fetch?: typeof fetch;
  /** Overrides ENGINE_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** One adapter per engine code: the live one when its credentials are set, else the sandbox. */
export function createEngines(
  env: NodeJS.ProcessEnv,
  options: CreateEnginesOptions = {},
): Record<EngineCode, EngineAdapter> {
  const settings = readAllEngineSettings(env);
  const deps: AdapterDeps = {
    timeoutMs: options.timeoutMs ?? readEngineTimeoutMs(env),
    fetch: options.fetch,
  };
  return Object.fromEntries(
    ENGINE_CODES.map((code) => [
      code,
      settings[code].live
        ? LIVE_ADAPTERS[code](settings[code], deps)
        : createSandboxAdapter(code, { latencyMs: options.sandboxLatencyMs }),
    ]),
  ) as Record<EngineCode, EngineAdapter>;
}

export interface EngineStatus {
  code: EngineCode;
  label: string;
  live: boolean;
  model: string;
  simulated: boolean;
}

/** Which engines answer for real and which are simulated, for the settings screen and the logs. */
export function engineStatuses(env: NodeJS.ProcessEnv): EngineStatus[] {
  const settings = readAllEngineSettings(env);
  return ENGINE_CODES.map((code) => ({
    code,
    label: ENGINE_LABELS[code],
    live: settings[code].live,
    model: settings[code].model,
    simulated: !settings[code].live,
  }));
}
