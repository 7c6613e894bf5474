// The report pipeline with the LLM accuracy judge configured: answers to accuracy prompts are rated
// by the (fake, local) model and its verdict is what gets stored.
import { QuestionStatsSchema, questionQueryPaths } from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from '../src/engines/test-support/fake-server.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { bearer, createBrand, type Harness, register, startHarness } from './harness.ts';

const JUSTIFICATION = 'Fake model: the answer names Boston but not the country.';

let model: FakeServer;
let h: Harness;
beforeAll(async () => {
  model = await startFakeServer(() => ({
    json: {
      id: 'chatcmpl-judge',
      object: 'chat.completion',
      created: 1_767_519_000,
      model: 'fake-judge',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: JSON.stringify({ rating: 1, score: 6.5, justification: JUSTIFICATION }),
          },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 30, total_tokens: 130 },
    },
  }));
  h = await startHarness({
    env: { REPORT_SAMPLES: '1', JUDGE_LLM_BASE_URL: `${model.url}/v1`, JUDGE_MODEL: 'fake-judge' },
  });
});
afterAll(async () => {
  await h?.close();
  await model?.close();
});

describe('report pipeline with the LLM accuracy judge', () => {
  it('stores the rating, score and justification of the model, and the model as the judge', async () => {
    const { session } = await register(h);
    const project = await createBrand(h, session, {
      ...HUBSPOT,
      ai_engines: ['chatgpt', 'claude'],
      ranking_queries: ['best CRM software for small businesses'],
    });
    const run = await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/run/`,
      headers: bearer(session),
    });
    expect(run.statusCode).toBe(202);
    await h.drainJobs();

    const { rows } = await h.ctx.db.query<{
      prompt_id: number;
      rating: number;
      score: string;
      justification: string;
      rating_judge: string;
      rating_judge_model: string;
    }>(
      `SELECT a.prompt_id, a.rating, a.score, a.justification, a.rating_judge, a.rating_judge_model
       FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE p.kind = 'QUESTION' AND a.status = 'COMPLETED' AND a.project_id = $1`,
      [project.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.rating).toBe(1);
      expect(Number(row.score)).toBe(6.5);
      expect(row.justification).toBe(JUSTIFICATION);
      // Each rating names its judge: the model, by its id.
      expect([row.rating_judge, row.rating_judge_model]).toEqual(['llm', 'fake-judge']);
    }
    // The accuracy figures say so.
    const stats = QuestionStatsSchema.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api${questionQueryPaths.stats(String(rows[0].prompt_id))}`,
          headers: bearer(session),
        })
      ).json(),
    );
    expect(stats.rated_by).toEqual({ llm: rows.length, fact_check: 0, unknown: 0, models: ['fake-judge'] });

    // One model call per rated answer, each carrying that answer's question and expected response.
    expect(model.requests).toHaveLength(rows.length);
    for (const req of model.requests) {
      expect(req.url.pathname).toBe('/v1/chat/completions');
      const body = req.body as { model: string; temperature: number; messages: unknown };
      expect(body.model).toBe('fake-judge');
      expect(body.temperature).toBe(0);
      expect(JSON.stringify(body.messages)).toContain('Where is HubSpot based?');
      expect(JSON.stringify(body.messages)).toContain('Boston, USA');
    }

    // Ranking prompts are not judged.
    const { rows: ranking } = await h.ctx.db.query<{ rating: number | null }>(
      `SELECT a.rating FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE p.kind = 'RANKING' AND a.project_id = $1`,
      [project.id],
    );
    expect(ranking.length).toBeGreaterThan(0);
    expect(ranking.every((r) => r.rating === null)).toBe(true);
  });
});
