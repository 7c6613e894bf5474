import { ENGINE_CODES } from '@sightline/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createEngines, engineStatuses } from './create-engines.ts';
import { request } from './test-support/adapter-harness.ts';
import { type FakeServer, startFakeServer } from './test-support/fake-server.ts';
import { bingCopilot } from './test-support/serpapi-fixtures.ts';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createEngines', () => {
  it('gives every engine code the sandbox when nothing is configured', () => {
    const engines = createEngines(loadConfig({}, []).engines);
    expect(Object.keys(engines).sort()).toEqual([...ENGINE_CODES].sort());
    for (const code of ENGINE_CODES) expect(engines[code]).toMatchObject({ code, live: false });
  });

  it('uses the live adapter for engines with credentials, through the injected fetch', async () => {
    server = await startFakeServer(() => ({ json: bingCopilot }));
    const calls: string[] = [];
    const engines = createEngines(
      loadConfig({ SERPAPI_API_KEY: 'serp-key', SERPAPI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, [])
        .engines,
      {
        fetch: (input, init) => {
          calls.push(String(input));
          return fetch(input, init);
        },
      },
    );
    expect(engines.chatgpt).toMatchObject({ live: true, model: 'gpt-6-astra' });
    expect(engines.claude.live).toBe(false);
    const answer = await engines.copilot.ask(request('copilot'));
    expect(answer.simulated).toBe(false);
    expect(calls[0]).toContain(`${server.url}/search.json?engine=bing_copilot`);
  });
});

describe('engineStatuses', () => {
  it('lists every engine with its label, model and whether it is simulated', () => {
    const statuses = engineStatuses(
      loadConfig({ GOOGLE_GENERATIVE_AI_API_KEY: 'g', GEMINI_MODEL: 'gemini-custom' }, []).engines.settings,
    );
    expect(statuses).toHaveLength(ENGINE_CODES.length);
    expect(statuses.find((s) => s.code === 'gemini')).toEqual({
      code: 'gemini',
      label: 'Gemini',
      live: true,
      model: 'gemini-custom',
      simulated: false,
    });
    expect(statuses.find((s) => s.code === 'mistral')).toMatchObject({
      live: false,
      simulated: true,
      model: 'sandbox-mistral-1',
    });
  });
});
