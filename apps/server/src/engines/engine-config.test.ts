import { describe, expect, it } from 'vitest';
import { readAllEngineSettings, readEngineSettings, readEngineTimeoutMs } from './engine-config.ts';

describe('engine settings', () => {
  it('falls back to the sandbox without credentials', () => {
    expect(readEngineSettings({}, 'chatgpt')).toEqual({
      code: 'chatgpt',
      live: false,
      model: 'sandbox-chatgpt-1',
    });
    expect(readEngineSettings({ OPENAI_API_KEY: '  ' }, 'chatgpt').live).toBe(false);
  });

  it('reads key, model and base URL, with a default model', () => {
    expect(
      readEngineSettings(
        { ANTHROPIC_API_KEY: 'k', ANTHROPIC_MODEL: 'claude-x', ANTHROPIC_BASE_URL: 'http://proxy/v1' },
        'claude',
      ),
    ).toEqual({ code: 'claude', live: true, model: 'claude-x', apiKey: 'k', baseURL: 'http://proxy/v1' });
    expect(readEngineSettings({ PERPLEXITY_API_KEY: 'k' }, 'perplexity').model).toBe('sonar-pro');
  });

  it('makes Llama live on its endpoint alone and SerpApi engines on one key', () => {
    expect(readEngineSettings({ LLAMA_BASE_URL: 'http://localhost:11434/v1' }, 'llama')).toMatchObject({
      live: true,
      apiKey: undefined,
      model: 'llama3.3',
    });
    const all = readAllEngineSettings({ SERPAPI_API_KEY: 's' });
    expect([all.copilot.live, all.ai_overviews.live, all.ai_mode.live, all.chatgpt.live]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('reads ENGINE_TIMEOUT_MS with a two-minute default', () => {
    expect(readEngineTimeoutMs({})).toBe(120_000);
    expect(readEngineTimeoutMs({ ENGINE_TIMEOUT_MS: '30000' })).toBe(30_000);
    expect(readEngineTimeoutMs({ ENGINE_TIMEOUT_MS: 'abc' })).toBe(120_000);
  });
});
