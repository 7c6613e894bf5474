import { describe, expect, it } from 'vitest';
import { createDeepseekAdapter, createLlamaAdapter, createMistralAdapter } from './chat-model-adapters.ts';
import {
  type AdapterFactory,
  adapterAgainst,
  itMapsHttpErrors,
  request,
} from './test-support/adapter-harness.ts';
import {
  deepseekCompletion,
  deepseekErrors,
  mistralCompletion,
  mistralErrors,
  ollamaCompletion,
  ollamaErrors,
} from './test-support/chat-completion-fixtures.ts';
import { CRM_ANSWER } from './test-support/crm-answer.ts';
import type { EngineCode } from './types.ts';

interface Case {
  code: EngineCode;
  factory: AdapterFactory;
  model: string;
  completion: object;
  errors: { rateLimited: unknown; unauthorized: unknown };
  baseSuffix?: string;
  reportedModel: string;
}

const cases: Case[] = [
  {
    code: 'deepseek',
    factory: createDeepseekAdapter,
    model: 'deepseek-v4-flash',
    completion: deepseekCompletion,
    errors: deepseekErrors,
    reportedModel: 'deepseek-v4-flash',
  },
  {
    code: 'mistral',
    factory: createMistralAdapter,
    model: 'mistral-medium-latest',
    completion: mistralCompletion,
    errors: mistralErrors,
    baseSuffix: '/v1',
    reportedModel: 'mistral-medium-2605',
  },
  {
    code: 'llama',
    factory: createLlamaAdapter,
    model: 'llama3.3',
    completion: ollamaCompletion,
    errors: ollamaErrors,
    baseSuffix: '/v1',
    reportedModel: 'llama3.3',
  },
];

for (const c of cases) {
  describe(`${c.code} adapter (chat completions)`, () => {
    it('returns the answer with the requested and served models, usage and no structured sources', async () => {
      const { adapter, server } = await adapterAgainst(c.factory, c.code, () => ({ json: c.completion }), {
        model: c.model,
        baseSuffix: c.baseSuffix,
      });
      const answer = await adapter.ask(request(c.code));

      expect(answer).toMatchObject({
        status: 'answered',
        text: CRM_ANSWER,
        citations: [],
        searchQueries: [],
        model: c.model,
        servedModel: c.reportedModel,
        usage: { inputTokens: 9, outputTokens: 402 },
        simulated: false,
      });
      const sent = server.requests[0];
      expect(sent.url.pathname).toBe(`${c.baseSuffix ?? ''}/chat/completions`);
      expect(sent.headers.authorization).toBe('Bearer test-key');
      // Mistral sends content parts, the others a plain string: the prompt goes through as is either way.
      expect(sent.body).toMatchObject({ model: c.model, messages: [{ role: 'user' }] });
      expect(JSON.stringify(sent.body)).toContain('best CRM for startups');
    });

    itMapsHttpErrors(c.factory, c.code, c.errors, { model: c.model, baseSuffix: c.baseSuffix });
  });
}
