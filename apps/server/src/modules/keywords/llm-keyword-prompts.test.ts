// The keyword prompt writer against a local server speaking the OpenAI Chat Completions wire format.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { structuredCompletion } from '../../engines/test-support/chat-completion-fixtures.ts';
import {
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from '../../engines/test-support/fake-server.ts';
import { languageModelFor } from '../../lib/llm-model.ts';
import {
  createLlmKeywordPrompts,
  MIN_MODEL_PROMPTS,
  reconcileKeywordPrompts,
} from './llm-keyword-prompts.ts';

const fromModel = {
  keywords: [
    {
      keyword: 'software CRM',
      prompts: [
        '¿Cuál es el mejor software CRM para pymes?',
        'Software CRM barato en España',
        'Comparativa de software CRM',
        'Alternativas a Salesforce en España',
        'Comparativa  de software CRM',
        '',
      ],
    },
    { keyword: 'embudo de ventas', prompts: ['¿Qué es un embudo de ventas?'] },
  ],
};

let server: FakeServer;
let reply: () => FakeResponse;
beforeAll(async () => {
  server = await startFakeServer(() => reply());
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  reply = () => ({ json: structuredCompletion(fromModel) });
});

const request = {
  keywords: ['software CRM', 'embudo de ventas'],
  market: { country: 'ES', language: 'es' },
  site: { brand: 'Acme Boards', kind: 'software' as const, audiences: [], city: 'Barcelona' },
  siteText: 'Acme Boards is a project management software for small teams.',
};

const writer = () => {
  const config = loadConfig({ KEYWORD_LLM_BASE_URL: `${server.url}/v1`, KEYWORD_MODEL: 'test-model' }, []);
  return createLlmKeywordPrompts(languageModelFor(config.keywordLlm!, 'keywords'));
};

describe('the keyword prompt writer', () => {
  it('asks for the language, country and keywords with the website text, as structured output', async () => {
    await writer()(request, { signal: AbortSignal.timeout(5000) });
    const body = server.requests[0]!.body as { model: string; messages: unknown; response_format: unknown };
    expect(server.requests[0]!.url.pathname).toBe('/v1/chat/completions');
    expect(body.model).toBe('test-model');
    expect(body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(body.messages);
    for (const part of [
      'Spanish (es)',
      'Country: Spain',
      '- software CRM',
      '- embudo de ventas',
      'Acme Boards is a',
    ])
      expect(prompt).toContain(part);
  });

  it("keeps the model's prompts per keyword and tops up a keyword it left short", async () => {
    const prompts = await writer()(request, { signal: AbortSignal.timeout(5000) });
    const crm = prompts.filter((p) => p.keyword === 'software CRM').map((p) => p.query);
    expect(crm).toEqual([
      '¿Cuál es el mejor software CRM para pymes?',
      'Software CRM barato en España',
      'Comparativa de software CRM',
      'Alternativas a Salesforce en España',
    ]);
    const funnel = prompts.filter((p) => p.keyword === 'embudo de ventas').map((p) => p.query);
    expect(funnel[0]).toBe('¿Qué es un embudo de ventas?');
    expect(funnel).toContain('Mejor embudo de ventas en España');
    expect(funnel.length).toBeGreaterThan(MIN_MODEL_PROMPTS);
  });

  it('ignores keywords it was not asked about', () => {
    const prompts = reconcileKeywordPrompts(
      { keywords: [{ keyword: 'other', prompts: ['Best other'] }] },
      request,
    );
    expect(prompts.map((p) => p.keyword)).not.toContain('other');
  });

  it.each([
    ['an error', () => ({ status: 500, json: { error: { message: 'boom', type: 'server_error' } } })],
    ['garbage', () => ({ json: { choices: [{ message: { content: 'not json' } }] } })],
  ])('rejects on %s, so the job falls back', async (_, response) => {
    reply = response as () => FakeResponse;
    await expect(writer()(request, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
  });
});
