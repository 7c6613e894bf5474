import { describe, expect, it } from 'vitest';
import { createGeminiAdapter, groundingCitations } from './gemini-adapter.ts';
import { adapterAgainst, itMapsHttpErrors, request } from './test-support/adapter-harness.ts';
import { CRM_ANSWER } from './test-support/crm-answer.ts';
import {
  GEMINI_REDIRECTS,
  geminiRateLimited,
  geminiResponse,
  geminiUnauthorized,
} from './test-support/gemini-fixtures.ts';

describe('gemini adapter (generateContent + Google Search grounding)', () => {
  it('reads grounding metadata: supported chunks are cited, queries are reported, redirects resolved', async () => {
    const { adapter, server } = await adapterAgainst(
      createGeminiAdapter,
      'gemini',
      (req) => {
        const redirect = req.url.pathname.match(/\/grounding-api-redirect\/(\w+)$/);
        if (redirect) {
          const target = GEMINI_REDIRECTS[redirect[1]];
          return target ? { status: 302, headers: { location: target } } : { status: 404 };
        }
        return { json: geminiResponse(`http://${req.headers.host}`) };
      },
      { model: 'gemini-flash-latest' },
    );
    const answer = await adapter.ask(request('gemini'));

    expect(answer.status).toBe('answered');
    expect(answer.text).toBe(CRM_ANSWER);
    // The alias asked for, and the model the reply's modelVersion names.
    expect(answer.model).toBe('gemini-flash-latest');
    expect(answer.servedModel).toBe('gemini-3.8-flash');
    expect(answer.usage?.outputTokens).toBe(389);
    expect(answer.searchQueries).toEqual(['best CRM for startups', 'HubSpot free CRM limits 2026']);
    expect(answer.citations).toEqual([
      { url: 'https://www.hubspot.com/products/crm', title: 'hubspot.com', kind: 'cited' },
      { url: 'https://www.pipedrive.com/en/pricing', title: 'pipedrive.com', kind: 'cited' },
      { url: 'https://zapier.com/blog/best-crm-app/', title: 'zapier.com', kind: 'cited' },
      // The redirect that could not be followed falls back to the publisher's domain.
      { url: 'https://techradar.com/', title: 'techradar.com', kind: 'retrieved' },
    ]);

    const sent = server.requests[0];
    expect(sent.url.pathname).toBe('/models/gemini-flash-latest:generateContent');
    expect(sent.headers['x-goog-api-key']).toBe('test-key');
    expect(sent.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'best CRM for startups' }] }],
      tools: [{ googleSearch: {} }],
    });
  });

  it('treats chunks no support points at as retrieved', () => {
    expect(
      groundingCitations({
        groundingChunks: [{ web: { uri: 'https://a.example/x', title: 'a.example' } }],
        groundingSupports: [],
      }),
    ).toEqual([{ url: 'https://a.example/x', title: 'a.example', kind: 'retrieved' }]);
  });

  itMapsHttpErrors(
    createGeminiAdapter,
    'gemini',
    { rateLimited: geminiRateLimited, unauthorized: geminiUnauthorized },
    { model: 'gemini-3.8-flash' },
  );
});
