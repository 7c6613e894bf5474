import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLE_NAMES, loadConfig } from './config.ts';

const config = (env: Record<string, string>) => loadConfig(env, []);

describe('engine settings', () => {
  it('falls back to the sandbox without credentials', () => {
    expect(config({}).engines.settings.chatgpt).toEqual({
      code: 'chatgpt',
      live: false,
      model: 'sandbox-chatgpt-1',
    });
    expect(config({ OPENAI_API_KEY: '  ' }).engines.settings.chatgpt.live).toBe(false);
  });

  it('reads key, model and base URL, with a default model', () => {
    const { settings } = config({
      ANTHROPIC_API_KEY: 'k',
      ANTHROPIC_MODEL: 'claude-x',
      ANTHROPIC_BASE_URL: 'http://proxy/v1',
      PERPLEXITY_API_KEY: 'k',
    }).engines;
    expect(settings.claude).toEqual({
      code: 'claude',
      live: true,
      model: 'claude-x',
      apiKey: 'k',
      baseURL: 'http://proxy/v1',
    });
    expect(settings.perplexity.model).toBe('sonar-pro');
  });

  it('makes Llama live on its endpoint alone and SerpApi engines on one key', () => {
    expect(config({ LLAMA_BASE_URL: 'http://localhost:11434/v1' }).engines.settings.llama).toMatchObject({
      live: true,
      apiKey: undefined,
      model: 'llama3.3',
    });
    const all = config({ SERPAPI_API_KEY: 's' }).engines.settings;
    expect([all.copilot.live, all.ai_overviews.live, all.ai_mode.live, all.chatgpt.live]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('reads ENGINE_TIMEOUT_MS with a two-minute default, and refuses a non-number', () => {
    expect(config({}).engines.timeoutMs).toBe(120_000);
    expect(config({ ENGINE_TIMEOUT_MS: '30000' }).engines.timeoutMs).toBe(30_000);
    expect(() => config({ ENGINE_TIMEOUT_MS: 'abc' })).toThrow(/ENGINE_TIMEOUT_MS/);
  });

  it('limits calls per engine: ENGINE_RPM_<CODE> over ENGINE_RPM, none by default', () => {
    expect(config({}).engineRpm.claude).toBe(0);
    const rpm = config({ ENGINE_RPM: '30', ENGINE_RPM_AI_MODE: '5' }).engineRpm;
    expect([rpm.chatgpt, rpm.ai_mode]).toEqual([30, 5]);
    expect(() => config({ ENGINE_RPM_CLAUDE: 'fast' })).toThrow(/ENGINE_RPM_CLAUDE/);
  });
});

describe('helper LLMs', () => {
  it('are off by default and with OPENAI_API_KEY alone', () => {
    expect(config({}).analyzerLlm).toBeUndefined();
    expect(config({ OPENAI_API_KEY: 'k' }).judgeLlm).toBeUndefined();
    expect(config({ ANALYZER_LLM_PROVIDER: 'openai' }).analyzerLlm).toBeUndefined();
    expect(
      config({ JUDGE_LLM_PROVIDER: 'none', JUDGE_LLM_BASE_URL: 'http://llm/v1' }).judgeLlm,
    ).toBeUndefined();
  });

  it('read OpenAI or an OpenAI-compatible server, each under its own prefix', () => {
    const both = config({
      ANALYZER_LLM_PROVIDER: 'openai',
      OPENAI_API_KEY: 'k',
      OPENAI_BASE_URL: 'http://gw/v1',
      JUDGE_LLM_BASE_URL: 'http://llm/v1',
      JUDGE_MODEL: 'qwen',
      JUDGE_LLM_API_KEY: 's',
    });
    expect(both.analyzerLlm).toEqual({
      provider: 'openai',
      model: 'gpt-4o-mini',
      apiKey: 'k',
      baseURL: 'http://gw/v1',
    });
    expect(both.judgeLlm).toEqual({
      provider: 'openai-compatible',
      model: 'qwen',
      apiKey: 's',
      baseURL: 'http://llm/v1',
    });
    expect(config({ JUDGE_LLM_PROVIDER: 'OpenAI', OPENAI_API_KEY: 'k' }).judgeLlm?.model).toBe(
      'gpt-4.1-mini',
    );
  });
});

describe('billing', () => {
  it('runs the test-mode provider without Stripe keys on a loopback address only', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(config({ PUBLIC_URL: url }).billing).toEqual({ provider: 'local', chosen: false });
    }
    // Anywhere else it would give paid plans away: refused unless asked for on purpose.
    expect(() => config({ PUBLIC_URL: 'https://sightline.example.com' })).toThrow(
      /STRIPE_SECRET_KEY.*BILLING_PROVIDER=local/s,
    );
    expect(() => config({ PUBLIC_URL: 'http://127.0.0.1.example.com' })).toThrow(/BILLING_PROVIDER/);
    expect(
      config({ PUBLIC_URL: 'https://sightline.example.com', BILLING_PROVIDER: 'local' }).billing,
    ).toEqual({
      provider: 'local',
      chosen: true,
    });
    expect(() => config({ BILLING_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('safe fetch', () => {
  it('allows loopback only when SIGHTLINE_ALLOW_LOOPBACK_FETCH says so', () => {
    expect(config({}).safeFetch.allowLoopback).toBe(false);
    expect(config({ SIGHTLINE_ALLOW_LOOPBACK_FETCH: '0' }).safeFetch.allowLoopback).toBe(false);
    expect(config({ SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1' }).safeFetch.allowLoopback).toBe(true);
    expect(config({ SIGHTLINE_ALLOW_LOOPBACK_FETCH: 'true' }).safeFetch.allowLoopback).toBe(true);
  });
});

describe('the README', () => {
  it('documents every variable', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
    const undocumented = ENV_VARIABLE_NAMES.filter(
      (name) => !new RegExp(`\\b${name}\\b`).test(readme) && !name.startsWith('ENGINE_RPM_'),
    );
    expect(undocumented).toEqual([]);
    expect(readme).toContain('`ENGINE_RPM_<CODE>`');
  });
});

describe('who reads the environment', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return entry.name.endsWith('.ts') ? [file] : [];
    });

  it('is config.ts alone; a command-line entry point only hands it to loadConfig, once', () => {
    const src = import.meta.dirname;
    const offenders: string[] = [];
    for (const file of sourceFiles(src)) {
      const relative = path.relative(src, file).split(path.sep).join('/');
      if (relative === 'config.ts' || relative === 'config.test.ts') continue;
      const uses = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /process\.env\b|\bconfig\.env\b/.test(line));
      const handedToLoadConfig =
        relative.startsWith('cli/') && uses.length === 1 && uses[0]!.includes('loadConfig(');
      if (uses.length > 0 && !handedToLoadConfig) offenders.push(relative);
    }
    expect(offenders).toEqual([]);
  });
});
