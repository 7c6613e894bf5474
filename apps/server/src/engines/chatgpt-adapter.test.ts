import { describe, expect, it } from 'vitest';
import { createChatgptAdapter } from './chatgpt-adapter.ts';
import {
  adapterAgainst,
  expectEngineError,
  itMapsHttpErrors,
  request,
} from './test-support/adapter-harness.ts';
import { CRM_ANSWER } from './test-support/crm-answer.ts';
import { openaiRateLimited, openaiResponse, openaiUnauthorized } from './test-support/openai-fixtures.ts';

describe('chatgpt adapter (OpenAI Responses API + web search)', () => {
  it('returns the answer, cited and retrieved sources, search queries, model and usage', async () => {
    const { adapter, server } = await adapterAgainst(
      createChatgptAdapter,
      'chatgpt',
      () => ({ json: openaiResponse }),
      { model: 'gpt-6-astra' },
    );
    const answer = await adapter.ask(request('chatgpt', { region: 'us' }));

    expect(answer.status).toBe('answered');
    expect(answer.text).toBe(CRM_ANSWER);
    expect(answer.model).toBe('gpt-6-astra');
    expect(answer.servedModel).toBe('gpt-6-astra-2026-03-05');
    expect(answer.simulated).toBe(false);
    expect(answer.usage).toEqual({ inputTokens: 10342, outputTokens: 611 });
    expect(answer.searchQueries).toEqual([
      'best CRM for startups 2026',
      'Pipedrive vs Attio pricing startups',
    ]);
    expect(answer.citations.filter((c) => c.kind === 'cited')).toEqual([
      {
        url: 'https://www.hubspot.com/products/crm',
        title: 'Free CRM Software & Tools for Your Whole Team | HubSpot',
        kind: 'cited',
      },
      { url: 'https://www.pipedrive.com/en/pricing', title: 'Pricing plans | Pipedrive', kind: 'cited' },
      { url: 'https://attio.com/', title: 'Attio: The CRM for the AI era', kind: 'cited' },
    ]);
    expect(answer.citations.filter((c) => c.kind === 'retrieved').map((c) => c.url)).toEqual([
      'https://zapier.com/blog/best-crm-app/',
      'https://www.g2.com/categories/crm',
      'https://www.reddit.com/r/startups/comments/1b2c3d/which_crm_do_you_use/',
    ]);

    const sent = server.requests[0];
    expect(sent.url.pathname).toBe('/responses');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({
      model: 'gpt-6-astra',
      input: [{ role: 'user', content: [{ type: 'input_text', text: 'best CRM for startups' }] }],
      tools: [{ type: 'web_search', user_location: { type: 'approximate', country: 'US' } }],
      include: ['web_search_call.action.sources'],
    });
  });

  itMapsHttpErrors(createChatgptAdapter, 'chatgpt', {
    rateLimited: openaiRateLimited,
    unauthorized: openaiUnauthorized,
  });

  it('maps a 500 to a retryable error', async () => {
    const { adapter } = await adapterAgainst(createChatgptAdapter, 'chatgpt', () => ({
      status: 500,
      json: { error: { message: 'The server had an error processing your request.', type: 'server_error' } },
    }));
    await expectEngineError(adapter.ask(request('chatgpt')), { status: 500, retryable: true });
  });

  it('times out as a retryable error', async () => {
    const { adapter } = await adapterAgainst(
      createChatgptAdapter,
      'chatgpt',
      () => ({ json: openaiResponse, delayMs: 500 }),
      { timeoutMs: 50 },
    );
    await expectEngineError(adapter.ask(request('chatgpt')), { kind: 'timeout', retryable: true });
  });

  it('reports a caller abort as not retryable', async () => {
    const { adapter } = await adapterAgainst(createChatgptAdapter, 'chatgpt', () => ({
      json: openaiResponse,
      delayMs: 500,
    }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expectEngineError(adapter.ask(request('chatgpt', { signal: controller.signal })), {
      kind: 'aborted',
      retryable: false,
    });
  });
});
