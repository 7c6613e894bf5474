// The model is a local HTTP server speaking the OpenAI Chat Completions wire format, so these tests
// exercise the real AI SDK request/response path without reaching the internet.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { languageModelFor } from '../../lib/llm-model.ts';
import { createLlmPromptGenerator, reconcileSuggestions } from './llm-prompt-generator.ts';

/** The analyzer's LLM settings as the server reads them from these variables. */
const llmConfigFromEnv = (env: Record<string, string>) => loadConfig(env, []).analyzerLlm;

import { extractPage } from './page-extract.ts';
import { collectSiteFacts, type SitePage } from './site-facts.ts';
import type { GenerationContext, PromptSuggestions } from './suggestions.ts';
import { ABOUT_HTML, HOME_HTML, PRICING_HTML } from './test-site.ts';

const pages: SitePage[] = [
  { kind: 'home', content: extractPage(HOME_HTML, 'https://acmeboards.example/') },
  { kind: 'about', content: extractPage(ABOUT_HTML, 'https://acmeboards.example/about') },
  { kind: 'pricing', content: extractPage(PRICING_HTML, 'https://acmeboards.example/pricing') },
];
const ctx: GenerationContext = {
  entityName: 'Acme Boards',
  entityLocation: 'Spain',
  domain: 'acmeboards.example',
  pages,
  facts: collectSiteFacts(pages, { entityName: 'Acme Boards', domain: 'acmeboards.example' }),
};

const modelOutput: PromptSuggestions = {
  ranking_queries: [
    'Best project management tool for remote teams in Spain',
    'Top kanban software for agencies',
    'Cheapest project planning app for startups',
    'Which project management software integrates best with Slack?',
    'Best timeline software for client reporting',
    'Project management tools with good Spanish support',
    'Top sprint planning tools for small teams',
    'Most reliable task management software in Europe',
    'Is Acme Boards good?',
  ].map((query_text) => ({ query_text, explanation: 'It matters.' })),
  question_queries: [
    { query_text: 'When was Acme Boards founded?', expected_response: 'In 2012.', explanation: 'Basics.' },
    {
      query_text: 'What does Acme Boards cost?',
      expected_response: 'From €9 per month.',
      explanation: 'Price.',
    },
    { query_text: 'How many employees?', expected_response: 'Around 40 people.', explanation: 'Size.' },
    {
      query_text: 'Who are the founders?',
      expected_response: 'Ana García and Luis Pérez.',
      explanation: 'People.',
    },
    { query_text: 'Where is it based?', expected_response: 'Barcelona, Spain.', explanation: 'Place.' },
    { query_text: 'How many customers?', expected_response: 'Over 10,000 teams.', explanation: 'Invented.' },
  ],
};

let server: Server;
let baseURL: string;
let mode: 'ok' | 'error' | 'garbage' | 'slow' = 'ok';
const received: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({ url: req.url ?? '', auth: req.headers.authorization, body });
    if (mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
      return;
    }
    const content = mode === 'garbage' ? 'not json at all' : JSON.stringify(modelOutput);
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: String(body.model),
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    };
    if (mode !== 'slow') return answer();
    // A good reply, late: only a caller that gives up on its signal fails.
    const t = setTimeout(answer, 5_000);
    res.on('close', () => clearTimeout(t));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const signal = () => AbortSignal.timeout(5_000);

describe('the analyzer LLM settings', () => {
  it('is off by default', () => {
    expect(llmConfigFromEnv({})).toBeUndefined();
    expect(llmConfigFromEnv({ OPENAI_API_KEY: 'k' })).toBeUndefined();
    expect(llmConfigFromEnv({ ANALYZER_LLM_PROVIDER: 'openai' })).toBeUndefined();
  });

  it('reads the OpenAI and OpenAI-compatible settings', () => {
    expect(
      llmConfigFromEnv({
        ANALYZER_LLM_PROVIDER: 'openai',
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://gw/v1',
      }),
    ).toEqual({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'k', baseURL: 'http://gw/v1' });
    expect(
      llmConfigFromEnv({
        ANALYZER_LLM_BASE_URL: 'http://llm/v1',
        ANALYZER_MODEL: 'qwen',
        ANALYZER_LLM_API_KEY: 's',
      }),
    ).toEqual({ provider: 'openai-compatible', model: 'qwen', apiKey: 's', baseURL: 'http://llm/v1' });
    expect(
      llmConfigFromEnv({ ANALYZER_LLM_PROVIDER: 'none', ANALYZER_LLM_BASE_URL: 'http://llm/v1' }),
    ).toBeUndefined();
  });
});

describe('createLlmPromptGenerator', () => {
  it('asks an OpenAI chat model for a JSON object and keeps only grounded suggestions', async () => {
    const config = llmConfigFromEnv({
      ANALYZER_LLM_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: baseURL,
      ANALYZER_MODEL: 'test-model',
    })!;
    const generate = createLlmPromptGenerator(languageModelFor(config));
    const result = await generate(ctx, { signal: signal() });

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.url).toBe('/v1/chat/completions');
    expect(call!.auth).toBe('Bearer test-key');
    expect(call!.body.model).toBe('test-model');
    expect(call!.body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(call!.body.messages);
    expect(prompt).toContain('Acme Boards was founded in 2012 in Barcelona');
    expect(prompt).toContain('€29 per month');

    const ranking = result.ranking_queries.map((r) => r.query_text);
    expect(ranking).toHaveLength(8);
    expect(ranking).not.toContain('Is Acme Boards good?');
    const questions = result.question_queries.map((q) => q.expected_response);
    expect(questions).toContain('In 2012.');
    expect(questions).toContain('Around 40 people.');
    expect(questions).not.toContain('Over 10,000 teams.');
    expect(result.question_queries).toHaveLength(5);
  });

  it('speaks to an OpenAI-compatible server', async () => {
    const config = llmConfigFromEnv({ ANALYZER_LLM_BASE_URL: baseURL, ANALYZER_MODEL: 'local' })!;
    const result = await createLlmPromptGenerator(languageModelFor(config))(ctx, { signal: signal() });
    expect(received[0]!.url).toBe('/v1/chat/completions');
    expect(received[0]!.body.model).toBe('local');
    expect(result.ranking_queries[0]!.query_text).toBe(
      'Best project management tool for remote teams in Spain',
    );
  });

  it.each(['error', 'garbage'] as const)(
    'rejects on a %s response so the caller can fall back',
    async (m) => {
      mode = m;
      const config = llmConfigFromEnv({ ANALYZER_LLM_BASE_URL: baseURL })!;
      await expect(
        createLlmPromptGenerator(languageModelFor(config))(ctx, { signal: signal() }),
      ).rejects.toThrow();
    },
  );

  it('gives up when the signal fires', async () => {
    mode = 'slow';
    const config = llmConfigFromEnv({ ANALYZER_LLM_BASE_URL: baseURL })!;
    // The slow model answers late with a valid reply: only the signal makes the call reject.
    await expect(
      createLlmPromptGenerator(languageModelFor(config))(ctx, { signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
  });
});

describe('reconcileSuggestions', () => {
  it('tops up thin model output with deterministic suggestions', () => {
    const thin: PromptSuggestions = {
      ranking_queries: [{ query_text: 'Best kanban app', explanation: 'x.' }],
      question_queries: [],
    };
    const result = reconcileSuggestions(thin, ctx, 'site text');
    expect(result.ranking_queries[0]!.query_text).toBe('Best kanban app');
    expect(result.ranking_queries.length).toBeGreaterThanOrEqual(8);
    expect(result.question_queries.length).toBeGreaterThanOrEqual(5);
  });
});
