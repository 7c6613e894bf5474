// Engine codes. The spec gives two readings of the set; both are accepted everywhere.

export const ENGINE_CODES = [
  'chatgpt',
  'ai_overviews',
  'ai_mode',
  'deepseek',
  'copilot',
  'perplexity',
  'claude',
  'gemini',
  'llama',
  'mistral',
] as const;
export type EngineCode = (typeof ENGINE_CODES)[number];

/** The first reading: eight engines. */
export const ENGINES_READING_A: readonly EngineCode[] = [
  'chatgpt',
  'ai_overviews',
  'ai_mode',
  'deepseek',
  'copilot',
  'perplexity',
  'claude',
  'gemini',
];

export const ENGINE_LABELS: Record<EngineCode, string> = {
  chatgpt: 'ChatGPT',
  ai_overviews: 'Google AI Overviews',
  ai_mode: 'Google AI Mode',
  deepseek: 'DeepSeek',
  copilot: 'Microsoft Copilot',
  perplexity: 'Perplexity',
  claude: 'Claude',
  gemini: 'Gemini',
  llama: 'Llama',
  mistral: 'Mistral',
};

/** One steady colour per AI engine, so a provider keeps its colour across charts, tabs and replies. */
const ENGINE_COLORS: Record<EngineCode, string> = {
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

const FALLBACK_COLORS = ['#5b47e3', '#e8590c', '#2f9e44', '#c2255c', '#1971c2', '#f08c00'];

/** An engine's colour; any other provider takes the `index`th of a fixed palette. */
export const providerColor = (provider: string, index = 0): string =>
  ENGINE_COLORS[provider as EngineCode] ?? FALLBACK_COLORS[index % FALLBACK_COLORS.length];
