import { WebsiteSuggestionsSchema, websiteMessages } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from '../src/modules/website/test-site.ts';
import { bearer, type Harness, register, startHarness } from './harness.ts';

let h: Harness;
let site: TestSite;
beforeAll(async () => {
  h = await startHarness({ env: { SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1', ANALYZER_LLM_PROVIDER: 'none' } });
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
  await h?.close();
});

describe('POST /api/projects/analyze-website/', () => {
  it('reads the local site and suggests prompts with facts from it', async () => {
    const { session } = await register(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/projects/analyze-website/',
      payload: { url: site.origin, entity_name: '', entity_location: '' },
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    const body = WebsiteSuggestionsSchema.parse(res.json());
    expect(body.ranking_queries.length).toBeGreaterThanOrEqual(8);
    expect(body.question_queries.length).toBeGreaterThanOrEqual(3);
    expect(body.question_queries.every((q) => q.expected_response.length > 0)).toBe(true);
  });

  it('refuses private addresses and reports the spec messages for bad URLs', async () => {
    const { session } = await register(h);
    const post = (url: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/projects/analyze-website/',
        payload: { url, entity_name: 'X', entity_location: '' },
        headers: bearer(session),
      });
    expect((await post('')).json().message).toBe(websiteMessages.urlRequired);
    const blocked = await post('http://169.254.169.254/latest/meta-data/');
    expect(blocked.statusCode).toBe(400);
    const privateNet = await post('http://10.0.0.1/');
    expect(privateNet.statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/projects/analyze-website/',
      payload: { url: site.origin },
    });
    expect(res.statusCode).toBe(401);
  });
});
