// Event detection on executions built row by row: what the detection job reads from the database
// (answers, ratings, ranked entities, cited sources of this execution and the ones before) gives the
// events the interval rule and the "never seen before" rule call for, each written once.
import { describe, expect, it } from 'vitest';
import { createBrand, harnessForFile, register } from './harness.ts';

const h = await harnessForFile();
const { session } = await register(h);
const brand = await createBrand(h, session, {
  entity_name: 'Acme CRM',
  location: 'Berlin',
  domain: 'acme-crm.com',
  ai_engines: ['chatgpt'],
  ranking_queries: ['best crm for startups'],
  question_queries: [{ query_text: 'Where is Acme CRM based?', expected_response: 'Berlin' }],
});
const ranking = brand.ranking_queries[0].id;
const question = brand.question_queries[0].id;

interface Sample {
  position?: number | null;
  rating?: number;
  entities?: string[];
  cited?: string[];
}

/** A completed execution of the brand `daysAgo` days back, with one answer row per sample. */
const execution = async (daysAgo: number, ranked: Sample[], rated: Sample[]) => {
  const at = new Date(h.clock.now().getTime() - daysAgo * 86_400_000);
  const { rows } = await h.ctx.db.query<{ id: number }>(
    `INSERT INTO report_executions (project_id, status, trigger, engines, executed_at, completed_at)
     VALUES ($1, 'COMPLETED', 'MANUAL', '{chatgpt}', $2, $2) RETURNING id`,
    [brand.id, at],
  );
  const id = rows[0].id;
  for (const [prompt, samples] of [
    [ranking, ranked],
    [question, rated],
  ] as const) {
    for (const [i, s] of samples.entries()) {
      const { rows: answer } = await h.ctx.db.query<{ id: string }>(
        `INSERT INTO answers (execution_id, project_id, prompt_id, engine, sample, status, position, rating, collected_at)
         VALUES ($1, $2, $3, 'chatgpt', $4, 'COMPLETED', $5, $6, $7) RETURNING id`,
        [id, brand.id, prompt, i + 1, s.position ?? null, s.rating ?? null, at],
      );
      for (const name of s.entities ?? []) {
        await h.ctx.db.query(
          `INSERT INTO answer_entities (answer_id, entity_key, name, position) VALUES ($1, $2, $3, 1)`,
          [answer[0].id, name.toLowerCase(), name],
        );
      }
      for (const domain of s.cited ?? []) {
        await h.ctx.db.query(
          `INSERT INTO answer_sources (answer_id, url, domain, kind) VALUES ($1, $2, $3, 'CITED')`,
          [answer[0].id, `https://${domain}/page`, domain],
        );
      }
    }
  }
  return id;
};

const eventsOf = async (executionId: number) =>
  (
    await h.ctx.db.query<{ type: string; data: Record<string, unknown> }>(
      'SELECT type, data FROM alert_events WHERE execution_id = $1 ORDER BY id',
      [executionId],
    )
  ).rows;
const detect = (executionId: number) => h.ctx.alertJobs.detectJob.handle({ executionId });

describe('alert events of built executions', () => {
  it('raises completion only for the first, then each change against it, once', async () => {
    const first = await execution(
      7,
      [{ position: 2, entities: ['HubSpot'], cited: ['g2.com'] }, { position: 2 }, { position: 3 }],
      [{ rating: 2 }, { rating: 2 }, { rating: 1 }],
    );
    const second = await execution(
      0,
      [
        { position: 7, entities: ['HubSpot', 'Pipedrive'], cited: ['g2.com', 'capterra.com'] },
        { position: 6 },
        { position: 7 },
      ],
      [{ rating: 0 }, { rating: 0 }, { rating: 2 }],
    );
    await detect(first);
    await detect(second);
    await detect(second);

    expect((await eventsOf(first)).map((e) => e.type)).toEqual(['execution.completed']);
    const events = await eventsOf(second);
    expect(events.map((e) => e.type)).toEqual([
      'execution.completed',
      'position.moved',
      'accuracy.wrong',
      'competitor.new',
      'domain.new',
    ]);
    // Every event says what its figures rest on: here answers measured by a live engine.
    expect(events[0].data).toEqual({
      answers: 6,
      engines: ['chatgpt'],
      provenance: { answers_measured: 6, answers_simulated: 0, simulated_engines: [] },
    });
    expect(
      events.every((e) => (e.data.provenance as { answers_measured: number }).answers_measured === 6),
    ).toBe(true);
    expect(events[1].data.moves).toMatchObject([
      {
        prompt: 'best crm for startups',
        engine: 'chatgpt',
        measure: 'position',
        direction: 'worse',
        before: { value: 2.33, n: 3 },
        after: { value: 6.67, n: 3 },
      },
    ]);
    expect(events[2].data).toMatchObject({
      answers: [{ prompt: 'Where is Acme CRM based?', engine: 'chatgpt', wrong: 2, n: 3 }],
    });
    expect(events[3].data).toMatchObject({ competitors: ['Pipedrive'] });
    expect(events[4].data).toMatchObject({ domains: ['capterra.com'] });
  });

  it('calls a small wobble noise', async () => {
    const id = await execution(-1, [{ position: 6 }, { position: 8 }, { position: 7 }], [{ rating: 0 }]);
    await detect(id);
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['execution.completed']);
  });
});
