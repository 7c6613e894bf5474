import { ENGINE_CODES } from '@sightline/contracts';
import { DEFAULT_ENGINE_TIMEOUT_MS } from './live-adapter.ts';
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

interface EnvNames {
  key?: string;
  model?: string;
  baseURL: string;
  /** The variable whose presence makes the engine live. */
  requires: string;
  defaultModel: string;
}

/**
 * Defaults are current search-capable models at the time of writing; every one can be
 * overridden, because providers retire model ids faster than we release.
 */
const ENV: Record<EngineCode, EnvNames> = {
  chatgpt: {
    key: 'OPENAI_API_KEY',
    model: 'OPENAI_MODEL',
    baseURL: 'OPENAI_BASE_URL',
    requires: 'OPENAI_API_KEY',
    defaultModel: 'gpt-6-astra',
  },
  claude: {
    key: 'ANTHROPIC_API_KEY',
    model: 'ANTHROPIC_MODEL',
    baseURL: 'ANTHROPIC_BASE_URL',
    requires: 'ANTHROPIC_API_KEY',
    defaultModel: 'claude-sonnet-5-5',
  },
  gemini: {
    key: 'GOOGLE_GENERATIVE_AI_API_KEY',
    model: 'GEMINI_MODEL',
    baseURL: 'GEMINI_BASE_URL',
    requires: 'GOOGLE_GENERATIVE_AI_API_KEY',
    defaultModel: 'gemini-3.8-flash',
  },
  perplexity: {
    key: 'PERPLEXITY_API_KEY',
    model: 'PERPLEXITY_MODEL',
    baseURL: 'PERPLEXITY_BASE_URL',
    requires: 'PERPLEXITY_API_KEY',
    defaultModel: 'sonar-pro',
  },
  deepseek: {
    key: 'DEEPSEEK_API_KEY',
    model: 'DEEPSEEK_MODEL',
    baseURL: 'DEEPSEEK_BASE_URL',
    requires: 'DEEPSEEK_API_KEY',
    defaultModel: 'deepseek-v4-flash',
  },
  mistral: {
    key: 'MISTRAL_API_KEY',
    model: 'MISTRAL_MODEL',
    baseURL: 'MISTRAL_BASE_URL',
    requires: 'MISTRAL_API_KEY',
    defaultModel: 'mistral-medium-latest',
  },
  // Ollama and vLLM run without a key, so the endpoint is what makes Llama live.
  llama: {
    key: 'LLAMA_API_KEY',
    model: 'LLAMA_MODEL',
    baseURL: 'LLAMA_BASE_URL',
    requires: 'LLAMA_BASE_URL',
    defaultModel: 'llama3.3',
  },
  // SerpApi engines have no model to choose; the "model" is the SerpApi engine that scrapes them.
  copilot: {
    key: 'SERPAPI_API_KEY',
    baseURL: 'SERPAPI_BASE_URL',
    requires: 'SERPAPI_API_KEY',
    defaultModel: 'bing_copilot',
  },
  ai_overviews: {
    key: 'SERPAPI_API_KEY',
    baseURL: 'SERPAPI_BASE_URL',
    requires: 'SERPAPI_API_KEY',
    defaultModel: 'google_ai_overview',
  },
  ai_mode: {
    key: 'SERPAPI_API_KEY',
    baseURL: 'SERPAPI_BASE_URL',
    requires: 'SERPAPI_API_KEY',
    defaultModel: 'google_ai_mode',
  },
};

function read(env: NodeJS.ProcessEnv, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function sandboxModel(code: EngineCode): string {
  return `sandbox-${code}-1`;
}

export function readEngineSettings(env: NodeJS.ProcessEnv, code: EngineCode): EngineSettings {
  const names = ENV[code];
  const live = read(env, names.requires) !== undefined;
  if (!live) return { code, live: false, model: sandboxModel(code) };
  return {
    code,
    live: true,
    model: read(env, names.model) ?? names.defaultModel,
    apiKey: read(env, names.key),
    baseURL: read(env, names.baseURL),
  };
}

export function readAllEngineSettings(env: NodeJS.ProcessEnv): Record<EngineCode, EngineSettings> {
  return Object.fromEntries(ENGINE_CODES.map((code) => [code, readEngineSettings(env, code)])) as Record<
    EngineCode,
    EngineSettings
  >;
}

/** ENGINE_TIMEOUT_MS bounds one provider call (2 minutes by default: search-backed answers are slow). */
export function readEngineTimeoutMs(env: NodeJS.ProcessEnv): number {
  const value = Number(read(env, 'ENGINE_TIMEOUT_MS'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_ENGINE_TIMEOUT_MS;
}
