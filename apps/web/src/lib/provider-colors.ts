// One steady colour per AI engine, so a provider keeps its colour across charts and tabs.
import type { EngineCode } from '@sightline/contracts';

const COLORS: Record<EngineCode, string> = {
  chatgpt: '#10a37f',
  ai_overviews: '#4285f4',
  ai_mode: '#34a853',
  deepseek: '#4d6bfe',
  copilot: '#0078d4',
  perplexity: '#1fb8cd',
  claude: '#d97757',
  gemini: '#8e44ef',
  llama: '#0467df',
  mistral: '#fa520f',
};

const FALLBACK = ['#5b47e3', '#e8590c', '#2f9e44', '#c2255c', '#1971c2', '#f08c00'];

export const providerColor = (provider: string, index = 0): string =>
  COLORS[provider as EngineCode] ?? FALLBACK[index % FALLBACK.length];
