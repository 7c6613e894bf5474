import { ENGINE_CODES, ENGINE_LABELS } from '@sightline/contracts';
import type { EnginesConfig } from '../config.ts';
import { createDeepseekAdapter, createLlamaAdapter, createMistralAdapter } from './chat-model-adapters.ts';
import { createChatgptAdapter } from './chatgpt-adapter.ts';
import { createClaudeAdapter } from './claude-adapter.ts';
import type { EngineSettings } from './engine-config.ts';
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

/** One adapter per engine code: the live one when its credentials are set, else the sandbox. */
export function createEngines(
  engines: EnginesConfig,
  /** `fetch`: the HTTP client of every live adapter; tests and proxies inject one. */
  options: { fetch?: typeof fetch } = {},
): Record<EngineCode, EngineAdapter> {
  const deps: AdapterDeps = { timeoutMs: engines.timeoutMs, fetch: options.fetch };
  return Object.fromEntries(
    ENGINE_CODES.map((code) => {
      const settings = engines.settings[code];
      return [
        code,
        settings.live
          ? LIVE_ADAPTERS[code](settings, deps)
          : createSandboxAdapter(code, { latencyMs: engines.sandboxLatencyMs }),
      ];
    }),
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
export function engineStatuses(settings: Record<EngineCode, EngineSettings>): EngineStatus[] {
  return ENGINE_CODES.map((code) => ({
    code,
    label: ENGINE_LABELS[code],
    live: settings[code].live,
    model: settings[code].model,
    simulated: !settings[code].live,
  }));
}
