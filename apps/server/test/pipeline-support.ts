// Steps of the report pipeline's command tests: a brand with an execution created through the run
// route (its start job left in the queue, so each test runs the commands itself), and its answer rows.
import { expect } from 'vitest';
import { bearer, createBrand, type Harness, register } from './harness.ts';

/** One ranking prompt on one engine unless the test asks for more. */
export const ACME = {
  entity_name: 'Acme',
  location: 'Paris',
  domain: 'acme.com',
  ai_engines: ['chatgpt'],
  ranking_queries: ['best CRM software'],
};

/** Runs a report of the brand through the route; the execution's id. */
export const runReport = async (h: Harness, session: { token: string }, projectUuid: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/projects/${projectUuid}/run/`,
    headers: bearer(session),
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().execution.id as number;
};

export const brandWithExecution = async (h: Harness, form: Readonly<Record<string, unknown>> = ACME) => {
  const owner = await register(h);
  const project = await createBrand(h, owner.session, form);
  const executionId = await runReport(h, owner.session, project.uuid);
  return { owner, project, executionId };
};

export interface AnswerSlot {
  id: number;
  prompt_id: number;
  engine: string;
  sample: number;
  status: string;
  attempts: number;
  claimed_until: Date | null;
  error: string | null;
}

/** The execution's answer rows, per prompt, engine and sample. */
export const answerSlots = async (h: Harness, executionId: number) =>
  (
    await h.ctx.db.query<AnswerSlot>(
      `SELECT id, prompt_id, engine, sample, status, attempts, claimed_until, error FROM answers
       WHERE execution_id = $1 ORDER BY prompt_id, engine, sample`,
      [executionId],
    )
  ).rows;
