// The model is a local HTTP server speaking the OpenAI Chat Completions wire format, so these tests
// exercise the real AI SDK request/response path without reaching the internet.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deterministicAccuracyJudge, judgeAccuracy } from '../../analysis/accuracy-judge.ts';
import { loadConfig } from '../../config.ts';
import {
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from '../../engines/test-support/fake-server.ts';
import { languageModelFor } from '../../lib/llm-model.ts';
import { accuracyJudgeFor, createLlmAccuracyJudge, type JudgeLog } from './llm-accuracy-judge.ts';

/** The judge's LLM settings as the server reads them from these variables. */
const judgeLlm = (env: Record<string, string>) => loadConfig(env, []).judgeLlm;
const DEFAULT_JUDGE_MODEL = 'gpt-4.1-mini';

const input = {
  question: 'When was Acme Boards founded and where is it based?',
  expected: 'Acme Boards was founded in 2012 in Barcelona, Spain.',
  answer: 'Acme Boards is a project management tool founded in 2015 in Madrid.',
};

const completion = (content: string) => ({
  id: 'chatcmpl-judge',
  object: 'chat.completion',
  created: 1_767_519_000,
  model: 'judge-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
});

let server: FakeServer;
let reply: () => FakeResponse;
let errors: unknown[];
const log: JudgeLog = { info() {}, error: (obj) => errors.push(obj) };

beforeAll(async () => {
  server = await startFakeServer(() => reply());
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  errors = [];
  reply = () => ({
    json: completion(
      JSON.stringify({
        rating: 0,
        score: 1.5,
        justification:
          'The answer contradicts the founding year (2015, not 2012) and the city (Madrid, not Barcelona).',
      }),
    ),
  });
});

const judge = (options: { timeoutMs?: number } = {}) =>
  createLlmAccuracyJudge(
    languageModelFor(judgeLlm({ JUDGE_LLM_BASE_URL: `${server.url}/v1`, JUDGE_MODEL: 'judge-model' })!),
    { log, maxRetries: 0, modelId: 'judge-model', ...options },
  );

const fallback = () => {
  const v = judgeAccuracy(input);
  return {
    ...v,
    justification: `Fact check (the LLM judge was unavailable): ${v.justification}`,
    judge: { kind: 'fact_check' },
  };
};

describe('createLlmAccuracyJudge', () => {
  it('returns the model verdict, naming the model as its judge', async () => {
    await expect(judge().judge(input)).resolves.toEqual({
      rating: 0,
      score: 1.5,
      justification:
        'The answer contradicts the founding year (2015, not 2012) and the city (Madrid, not Barcelona).',
      judge: { kind: 'llm', model: 'judge-model' },
    });
    expect(errors).toEqual([]);
  });

  it('sends the question, expected response and answer at temperature 0 with a JSON schema', async () => {
    await judge().judge(input);
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req!.url.pathname).toBe('/v1/chat/completions');
    const body = req!.body as Record<string, unknown>;
    expect(body.model).toBe('judge-model');
    expect(body.temperature).toBe(0);
    expect(body.response_format).toMatchObject({ type: 'json_schema' });
    const messages = JSON.stringify(body.messages);
    expect(messages).toContain(input.question);
    expect(messages).toContain(input.expected);
    expect(messages).toContain(input.answer);
    expect(messages).toContain('contradiction is worse than an omission');
  });

  it('keeps the score inside the band of the rating', async () => {
    reply = () => ({ json: completion(JSON.stringify({ rating: 2, score: 6.04, justification: 'Right.' })) });
    await expect(judge().judge(input)).resolves.toMatchObject({
      rating: 2,
      score: 7.5,
      justification: 'Right.',
    });
    reply = () => ({
      json: completion(JSON.stringify({ rating: 1, score: 8.26, justification: 'Partly.' })),
    });
    await expect(judge().judge(input)).resolves.toMatchObject({ rating: 1, score: 7.4 });
  });

  it('falls back to the fact check on a reply that is not JSON', async () => {
    reply = () => ({ json: completion('The answer is mostly wrong, I would say 2/10.') });
    await expect(judge().judge(input)).resolves.toEqual(fallback());
    expect(errors).toHaveLength(1);
  });

  it('falls back to the fact check on JSON outside the schema', async () => {
    reply = () => ({ json: completion(JSON.stringify({ rating: 5, score: 42, justification: '' })) });
    await expect(judge().judge(input)).resolves.toEqual(fallback());
    expect(errors).toHaveLength(1);
  });

  it('falls back to the fact check on a server error', async () => {
    reply = () => ({ status: 500, json: { error: { message: 'boom', type: 'server_error' } } });
    await expect(judge().judge(input)).resolves.toEqual(fallback());
    expect(errors).toHaveLength(1);
  });

  it('falls back to the fact check when the model is too slow', async () => {
    // A good verdict, late: only a timeout that fires gives the fact check's instead.
    reply = () => ({
      delayMs: 3_000,
      json: completion(JSON.stringify({ rating: 2, score: 6.04, justification: 'Right.' })),
    });
    await expect(judge({ timeoutMs: 200 }).judge(input)).resolves.toEqual(fallback());
  });

  it('does not call the model without an expected response', async () => {
    const verdict = await judge().judge({ ...input, expected: ' ' });
    expect(server.requests).toHaveLength(0);
    expect(verdict.rating).toBe(0);
    expect(verdict.judge).toEqual({ kind: 'fact_check' });
  });
});

describe('accuracyJudgeFor', () => {
  it('is the deterministic judge unless configured', () => {
    expect(accuracyJudgeFor(judgeLlm({}))).toBe(deterministicAccuracyJudge);
    expect(accuracyJudgeFor(judgeLlm({ OPENAI_API_KEY: 'k' }))).toBe(deterministicAccuracyJudge);
    expect(accuracyJudgeFor(judgeLlm({ JUDGE_LLM_PROVIDER: 'openai' }))).toBe(deterministicAccuracyJudge);
    expect(
      accuracyJudgeFor(judgeLlm({ JUDGE_LLM_PROVIDER: 'none', JUDGE_LLM_BASE_URL: 'http://llm/v1' })),
    ).toBe(deterministicAccuracyJudge);
  });

  it('picks OpenAI or an OpenAI-compatible server', () => {
    expect(accuracyJudgeFor(judgeLlm({ JUDGE_LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'k' })).name).toBe(
      `llm:${DEFAULT_JUDGE_MODEL}`,
    );
    expect(
      accuracyJudgeFor(judgeLlm({ JUDGE_LLM_BASE_URL: 'http://llm/v1', JUDGE_MODEL: 'qwen3' })).name,
    ).toBe('llm:qwen3');
  });

  it('talks to OpenAI through OPENAI_BASE_URL with the API key', async () => {
    const j = accuracyJudgeFor(
      judgeLlm({
        JUDGE_LLM_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: `${server.url}/v1`,
      }),
    );
    await expect(j.judge(input)).resolves.toMatchObject({ rating: 0, score: 1.5 });
    const [req] = server.requests;
    expect(req!.url.pathname).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer test-key');
    expect((req!.body as { model: string }).model).toBe(DEFAULT_JUDGE_MODEL);
    expect((req!.body as { temperature: number }).temperature).toBe(0);
  });
});
