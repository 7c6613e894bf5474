// A recommendation run with a model configured (a local server speaking the OpenAI wire format): the
// model's texts replace the templates' where it names a known text, and when it fails the run still
// completes with the templates.
import {
  recommendationPaths as paths,
  RecommendationDetailSchema,
  RecommendationExecutionSchema,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredCompletion } from '../src/engines/test-support/chat-completion-fixtures.ts';
import {
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from '../src/engines/test-support/fake-server.ts';
import { ASANA } from '../src/seed/data.ts';
import { api } from './billing-support.ts';
import { createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';

let server: FakeServer;
let reply: () => FakeResponse;
let h: Harness;
beforeAll(async () => {
  server = await startFakeServer(() => reply());
  h = await startHarness({
    env: {
      REPORT_SAMPLES: '1',
      RECOMMENDATION_LLM_BASE_URL: `${server.url}/v1`,
      RECOMMENDATION_MODEL: 'test-model',
    },
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await server?.close();
});

const run = async () => {
  const { session } = await register(h);
  const brand = await createBrand(h, session, { ...ASANA, ai_engines: ['chatgpt'] });
  const signedIn = await runReportsDaysAgo(h, session, brand.uuid, [0]);
  const created = RecommendationExecutionSchema.parse(
    (
      await api(h, signedIn, 'POST', paths.create('project', brand.uuid), { type: 'website_collaboration' })
    ).json(),
  );
  await h.drainJobs();
  return RecommendationDetailSchema.parse((await api(h, signedIn, 'GET', paths.detail(created.id))).json());
};

describe('recommendation prose by a model', () => {
  it('rewords the texts it is given, by id', async () => {
    reply = () => ({
      json: structuredCompletion({
        texts: [
          { id: 'expected_impact.visibility', text: 'Model-written visibility.' },
          { id: 'made_up.0.title', text: 'Invented' },
        ],
      }),
    });
    const detail = await run();
    expect(detail.generated_by).toBe('llm');
    if (detail.content?.type !== 'website_collaboration') throw new Error('wrong type');
    expect(detail.content.expected_impact.visibility).toBe('Model-written visibility.');
    expect(JSON.stringify(detail.content)).not.toContain('Invented');
    expect((server.requests.at(-1)!.body as { model: string }).model).toBe('test-model');
  });

  it('keeps the templates when the model fails', async () => {
    reply = () => ({ status: 500, json: { error: { message: 'boom', type: 'server_error' } } });
    const detail = await run();
    expect(detail.execution.status).toBe('completed');
    expect(detail.generated_by).toBe('template');
  });
});
