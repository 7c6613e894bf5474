// A keyword analysis with its providers configured: the prompts come from the keyword LLM (told the
// website's own text, read from a local site), the volumes from DataForSEO (a local server speaking
// its wire format) and are measured, not simulated. A provider that keeps failing fails the analysis
// with the reason shown to the user; a retry then runs it again.
import {
  KeywordExecutionSchema,
  KeywordResultsReplySchema,
  keywordMessages,
  keywordExplorerPaths as paths,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { structuredCompletion } from '../src/engines/test-support/chat-completion-fixtures.ts';
import {
  type FakeResponse,
  type FakeServer,
  startFakeServer,
} from '../src/engines/test-support/fake-server.ts';
import { searchVolumeReply } from '../src/modules/keywords/dataforseo-fixtures.ts';
import { KEYWORD_STEP_ATTEMPTS } from '../src/modules/keywords/keyword-jobs.ts';
import { startTestSite, type TestSite } from '../src/modules/website/test-site.ts';
import { api } from './billing-support.ts';
import { type Harness, register, startHarness } from './harness.ts';

const PROMPTS = [
  'Best kanban tool for agencies',
  'Kanban tool vs Trello for small teams',
  'What is the best kanban tool in Spain?',
  'Alternatives to Acme Boards',
  'Which kanban tool has the best timelines and client reports for agencies in Barcelona?',
];

let h: Harness;
let site: TestSite;
let llm: FakeServer;
let dataforseo: FakeServer;
let volumesReply: (task: { keywords: string[] }) => FakeResponse;

beforeAll(async () => {
  site = await startTestSite();
  llm = await startFakeServer(() => ({
    json: structuredCompletion({ keywords: [{ keyword: 'kanban tool', prompts: PROMPTS }] }),
  }));
  dataforseo = await startFakeServer((req) => volumesReply((req.body as { keywords: string[] }[])[0]!));
  h = await startHarness({
    env: {
      SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1',
      KEYWORD_LLM_BASE_URL: `${llm.url}/v1`,
      DATAFORSEO_LOGIN: 'ada@example.com',
      DATAFORSEO_PASSWORD: 's3cret',
      DATAFORSEO_BASE_URL: dataforseo.url,
    },
  });
});
afterAll(async () => {
  await h?.close();
  await Promise.all([site?.close(), llm?.close(), dataforseo?.close()]);
});
beforeEach(() => {
  llm.requests.length = 0;
  dataforseo.requests.length = 0;
  volumesReply = (task) => ({
    json: searchVolumeReply(task, {
      'best kanban tool for agencies': 320,
      'alternatives to acme boards': 40,
      'what is the best kanban tool in spain': 1300,
    }),
  });
});

const start = async (session: Session) => {
  const res = await api(h, session, 'POST', paths.create, {
    title: 'Kanban market',
    website: site.origin,
    keywords: 'kanban tool',
    country: 'ES',
    language: 'en',
  });
  expect(res.statusCode).toBe(201);
  return KeywordExecutionSchema.parse(res.json());
};

describe('a keyword analysis with its providers configured', () => {
  it("writes the model's prompts with the website's text and reads measured volumes", async () => {
    const { session } = await register(h);
    const { uuid } = await start(session);
    await h.drainJobs();

    expect(JSON.stringify(llm.requests[0]!.body)).toContain('Acme Boards was founded in 2012 in Barcelona');
    expect(dataforseo.requests).toHaveLength(1);
    // The long prompt cannot be measured, so it is not asked for.
    expect((dataforseo.requests[0]!.body as object[])[0]).toEqual({
      keywords: [
        'best kanban tool for agencies',
        'kanban tool vs trello for small teams',
        'what is the best kanban tool in spain',
        'alternatives to acme boards',
      ],
      language_code: 'en',
      location_code: 2724,
    });

    const execution = KeywordExecutionSchema.parse(
      (await api(h, session, 'GET', paths.execution(uuid))).json(),
    );
    expect(execution).toMatchObject({ status: 'completed', simulated: false });
    const { results } = KeywordResultsReplySchema.parse(
      (await api(h, session, 'GET', paths.prompts(uuid))).json(),
    );
    expect(results.map((r) => [r.query, r.volume, r.volume_interval, r.simulated])).toEqual([
      [PROMPTS[0], 320, '100-1K', false],
      [PROMPTS[1], null, 'No data', false],
      [PROMPTS[2], 1300, '1K-10K', false],
      [PROMPTS[3], 40, '10-100', false],
      [PROMPTS[4], null, 'No data', false],
    ]);
    expect(results[0]!.monthly_volumes.slice(0, 3)).toEqual([320, 330, 340]);
    expect(results[1]!.monthly_volumes).toEqual(Array(12).fill(null));
  });

  it('fails with the reason after the last try of the volume step, and a retry runs it again', async () => {
    const { session } = await register(h);
    const { id, uuid } = await start(session);
    await h.ctx.keywordJobs.generateJob.handle({ executionId: id, run: 1 });
    volumesReply = () => ({ status: 503, text: 'Service Unavailable' });
    for (let attempt = 1; attempt < KEYWORD_STEP_ATTEMPTS; attempt++)
      await expect(h.ctx.keywordJobs.volumesJob.handle({ executionId: id, run: 1 })).rejects.toThrow();
    await h.ctx.keywordJobs.volumesJob.handle({ executionId: id, run: 1 });
    const failed = KeywordExecutionSchema.parse((await api(h, session, 'GET', paths.execution(uuid))).json());
    expect(failed).toMatchObject({ status: 'failed', error_message: keywordMessages.volumesFailed });
    expect((await api(h, session, 'GET', paths.prompts(uuid))).json().results).toEqual([]);

    volumesReply = (task) => ({ json: searchVolumeReply(task, {}) });
    expect((await api(h, session, 'POST', paths.refresh(uuid))).statusCode).toBe(200);
    await h.drainJobs();
    expect((await api(h, session, 'GET', paths.execution(uuid))).json().status).toBe('completed');
  });
});
