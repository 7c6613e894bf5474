import { describe, expect, it } from 'vitest';
import { createPerplexityAdapter, sonarCitations } from './perplexity-adapter.ts';
import { adapterAgainst, itMapsHttpErrors, request } from './test-support/adapter-harness.ts';
import {
  SONAR_TEXT,
  sonarRateLimited,
  sonarResponse,
  sonarUnauthorized,
} from './test-support/perplexity-fixtures.ts';

describe('perplexity adapter (Sonar chat completions)', () => {
  it('takes titles from search_results and marks sources with a [n] marker as cited', async () => {
    const { adapter, server } = await adapterAgainst(
      createPerplexityAdapter,
      'perplexity',
      () => ({ json: sonarResponse }),
      { model: 'sonar-pro' },
    );
    const answer = await adapter.ask(request('perplexity'));

    expect(answer.text).toBe(SONAR_TEXT);
    expect(answer.model).toBe('sonar-pro');
    expect(answer.servedModel).toBe('sonar-pro');
    expect(answer.usage).toEqual({ inputTokens: 7, outputTokens: 214 });
    expect(answer.citations.filter((c) => c.kind === 'cited').map((c) => c.title)).toEqual([
      'The 8 best CRM software of 2026 | Zapier',
      'Best CRM for Startups in 2026 – Reddit r/startups',
      'Best CRM Software Of 2026 – Forbes Advisor',
      'Pricing plans | Pipedrive',
      'Attio: The CRM for the AI era',
    ]);
    expect(answer.citations.filter((c) => c.kind === 'retrieved')).toEqual([
      {
        url: 'https://www.salesforce.com/small-business/starter/',
        title: 'Salesforce Starter Suite',
        kind: 'retrieved',
      },
    ]);
    expect(server.requests[0].url.pathname).toBe('/chat/completions');
    expect(server.requests[0].body).toMatchObject({
      model: 'sonar-pro',
      messages: [{ role: 'user', content: 'best CRM for startups' }],
    });
  });

  it('reads search_results when the deprecated citations list is absent', () => {
    expect(
      sonarCitations('See [1].', { search_results: [{ url: 'https://a.example/', title: 'A' }] }),
    ).toEqual([{ url: 'https://a.example/', title: 'A', kind: 'cited' }]);
  });

  itMapsHttpErrors(createPerplexityAdapter, 'perplexity', {
    rateLimited: sonarRateLimited,
    unauthorized: sonarUnauthorized,
  });
});
