// The recommendation prose writer against a local server speaking the OpenAI Chat Completions wire
// format: it sends the drafts with their evidence as structured output and may only reword them.
import type { RecommendationContent } from '@sightline/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { structuredCompletion } from '../../engines/test-support/chat-completion-fixtures.ts';
import {
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from '../../engines/test-support/fake-server.ts';
import { languageModelFor } from '../../lib/llm-model.ts';
import { applyProse, createLlmRecommendationProse, proseSlots } from './llm-recommendations.ts';

const evidence = {
  answers: [
    {
      answer_id: 11,
      query_id: 'p-1',
      prompt_kind: 'RANKING' as const,
      query_text: 'best crm',
      engine: 'chatgpt',
      collected_at: null,
      excerpt: 'Hubspot leads, per g2.com.',
      sources: ['https://g2.com/crm'],
    },
  ],
  sources: ['https://g2.com/crm'],
};

const draft: RecommendationContent = {
  type: 'website_collaboration',
  recommendations: [
    {
      title: 'Get cited on g2.com',
      summary: 'Draft summary',
      priority: 'high',
      description: 'Draft text',
      evidence,
    },
  ],
  potential_collaborations: [
    {
      domain: 'g2.com',
      name: 'G2',
      description: 'Draft',
      contact_info: null,
      sources: ['https://g2.com/crm'],
      evidence,
    },
  ],
  contact_note: 'none',
  expected_impact: { visibility: 'v', authority: 'a', lead_generation: 'l' },
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
});

const writer = () => {
  const config = loadConfig(
    { RECOMMENDATION_LLM_BASE_URL: `${server.url}/v1`, RECOMMENDATION_MODEL: 'test-model' },
    [],
  );
  return createLlmRecommendationProse(languageModelFor(config.recommendationLlm!, 'recommendations'));
};

describe('the recommendation prose writer', () => {
  it('sends each draft text with its evidence and puts the rewritten texts in place', async () => {
    reply = () => ({
      json: structuredCompletion({
        texts: [
          {
            id: 'recommendations.0.summary',
            text: 'G2 ranks CRMs and is cited for Hubspot; get listed there.',
          },
          { id: 'potential_collaborations.0.contact_info', text: 'sales@g2.com' },
          { id: 'expected_impact.visibility', text: '  More answers   name you. ' },
          { id: 'recommendations.0.title', text: '' },
        ],
      }),
    });
    const out = await writer()({ brand: 'Acme', content: draft }, { signal: AbortSignal.timeout(5000) });
    const body = server.requests[0]!.body as { response_format: unknown; messages: unknown };
    expect(body.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(body.messages);
    expect(prompt).toContain('recommendations.0.summary');
    expect(prompt).toContain('Hubspot leads, per g2.com.');
    if (out.type !== 'website_collaboration') throw new Error('type changed');
    expect(out.recommendations[0].summary).toBe('G2 ranks CRMs and is cited for Hubspot; get listed there.');
    // No slot for a contact: the model cannot add one. An empty text keeps the draft's.
    expect(out.potential_collaborations[0].contact_info).toBeNull();
    expect(out.recommendations[0].title).toBe('Get cited on g2.com');
    expect(out.expected_impact.visibility).toBe('More answers name you.');
    expect(out.recommendations[0].evidence).toEqual(evidence);
  });

  it('rejects a failed or malformed reply, so the job keeps the templates', async () => {
    reply = () => ({ json: { choices: [{ message: { content: 'not json' } }] } });
    await expect(
      writer()({ brand: 'Acme', content: draft }, { signal: AbortSignal.timeout(5000) }),
    ).rejects.toThrow();
  });

  it('has nothing to write for cited social posts', async () => {
    const social: RecommendationContent = { type: 'social_media', social_media_content: [], note: 'none' };
    expect(proseSlots(social)).toEqual([]);
    expect(applyProse(social, [{ id: 'x.0.title', text: 'y' }])).toEqual(social);
  });
});
