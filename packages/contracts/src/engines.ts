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
