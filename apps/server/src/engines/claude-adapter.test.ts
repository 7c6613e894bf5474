import { describe, expect, it } from 'vitest';
import { createClaudeAdapter } from './claude-adapter.ts';
import { adapterAgainst, itMapsHttpErrors, request } from './test-support/adapter-harness.ts';
import {
  anthropicMessage,
  anthropicRateLimited,
  anthropicUnauthorized,
} from './test-support/anthropic-fixtures.ts';

describe('claude adapter (Anthropic Messages + web search tool)', () => {
  it('joins the text blocks and separates cited from retrieved results', async () => {
    const { adapter, server } = await adapterAgainst(
      createClaudeAdapter,
      'claude',
      () => ({ json: anthropicMessage }),
      { model: 'claude-sonnet-5-5' },
    );
    const answer = await adapter.ask(request('claude', { region: 'GB' }));

    expect(answer.status).toBe('answered');
    expect(answer.text).toContain('- **HubSpot CRM**: a genuinely useful free tier');
    expect(answer.text).toContain('- **Attio**: a flexible, data-model-first CRM');
    expect(answer.text).toMatch(/check each vendor's current plans before committing\.$/);
    expect(answer.model).toBe('claude-sonnet-5-5');
    expect(answer.servedModel).toBe('claude-sonnet-5-5-20260301');
    expect(answer.usage).toEqual({ inputTokens: 6214, outputTokens: 498 });
    expect(answer.searchQueries).toEqual(['best CRM for early-stage startups 2026']);
    expect(answer.citations).toEqual([
      {
        url: 'https://www.hubspot.com/products/crm',
        title: 'Free CRM Software & Tools for Your Whole Team | HubSpot',
        kind: 'cited',
      },
      { url: 'https://attio.com/', title: 'Attio: The CRM for the AI era', kind: 'cited' },
      {
        url: 'https://zapier.com/blog/best-crm-app/',
        title: 'The 8 best CRM software of 2026 | Zapier',
        kind: 'cited',
      },
      {
        url: 'https://www.forbes.com/advisor/business/software/best-crm-small-business/',
        title: 'Best CRM Software Of 2026 – Forbes Advisor',
        kind: 'retrieved',
      },
    ]);

    const sent = server.requests[0];
    expect(sent.url.pathname).toBe('/messages');
    expect(sent.headers['x-api-key']).toBe('test-key');
    expect(sent.body).toMatchObject({
      model: 'claude-sonnet-5-5',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'best CRM for startups' }] }],
      tools: [
        {
          type: 'web_search_20250305',
          name: 'web_search',
          max_uses: 5,
          user_location: { type: 'approximate', country: 'GB' },
        },
      ],
    });
  });

  itMapsHttpErrors(createClaudeAdapter, 'claude', {
    rateLimited: anthropicRateLimited,
    unauthorized: anthropicUnauthorized,
  });
});
