// The report pipeline end to end on the sandbox engines: run, collect, analyse, finish, roll up, notify.
import { DAY_MS, reportMessages } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { HUBSPOT } from '../src/seed/data.ts';
import { bearer, createBrand, harnessForFile, register, signIn } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '2' } });

const hubspot = (token: { token: string }, engines: string[]) =>
  createBrand(h, token, {
    ...HUBSPOT,
    ai_engines: engines,
  });

describe('report pipeline', () => {
  it('collects every (prompt, engine, sample) once, analyses it and rolls it up', async () => {
    const { session, email } = await register(h);
    const project = await hubspot(session, ['chatgpt', 'perplexity', 'ai_overviews']);
    const run = await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/run/`,
      headers: bearer(session),
    });
    expect(run.statusCode).toBe(202);
    expect(run.json().message).toBe(reportMessages.started);

    const again = await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/run/`,
      headers: bearer(session),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'report_running', message: reportMessages.alreadyRunning });

    const status = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/execution-status/`,
      headers: bearer(session),
    });
    expect(status.json()).toMatchObject({ running: true, estimated_time: 30 });

    await h.drainJobs();

    const done = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/execution-status/`,
      headers: bearer(session),
    });
    expect(done.json().running).toBe(false);
    expect(done.json().executions[0].status).toBe('COMPLETED');

    const { rows: answers } = await h.ctx.db.query<{
      status: string;
      simulated: boolean;
      analyzer_version: string;
      sample: number;
      model: string;
      served_model: string;
    }>(
      'SELECT status, simulated, analyzer_version, sample, model, served_model FROM answers WHERE project_id = $1',
      [project.id],
    );
    const { rows: executions } = await h.ctx.db.query<{ extra_spent: number }>(
      'SELECT extra_spent FROM report_executions WHERE project_id = $1',
      [project.id],
    );
    // Every base sample once, plus the extra samples adaptive sampling spent.
    expect(answers.filter((a) => a.sample <= 2)).toHaveLength(3 * 3 * 2);
    expect(answers).toHaveLength(3 * 3 * 2 + executions[0].extra_spent);
    expect(answers.every((a) => a.status === 'COMPLETED' || a.status === 'NO_ANSWER')).toBe(true);
    expect(answers.every((a) => a.simulated && a.analyzer_version)).toBe(true);
    expect(answers.every((a) => a.model.startsWith('sandbox-') && a.served_model === a.model)).toBe(true);

    const { rows: rollups } = await h.ctx.db.query<{ answers: number; no_answers: number }>(
      'SELECT answers, no_answers FROM metrics_daily WHERE project_id = $1',
      [project.id],
    );
    expect(rollups.reduce((n, r) => n + r.answers + r.no_answers, 0)).toBe(answers.length);

    const { rows: rated } = await h.ctx.db.query<{ rating: number | null }>(
      `SELECT a.rating FROM answers a JOIN prompts p ON p.id = a.prompt_id WHERE p.kind = 'QUESTION' AND a.status = 'COMPLETED' AND a.project_id = $1`,
      [project.id],
    );
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((r) => r.rating !== null && r.rating >= 0 && r.rating <= 2)).toBe(true);

    const counts = await h.app.inject({
      method: 'GET',
      url: `/api/projects/${project.uuid}/notifications/counts/`,
      headers: bearer(session),
    });
    expect(counts.json().report_execution).toBe(1);
    // The first report changes every prompt's result.
    expect(counts.json().ranking_query).toBe(2);
    expect(counts.json().question_query).toBe(1);

    await h.drainJobs();
    expect(h.mails.some((m) => m.to === email && m.subject === 'Your HubSpot report is ready')).toBe(true);
  });

  it('runs a job twice without a second answer or doubled sources', async () => {
    const { session } = await register(h);
    const project = await hubspot(session, ['chatgpt']);
    await h.app.inject({
      method: 'POST',
      url: `/api/projects/${project.uuid}/run/`,
      headers: bearer(session),
    });
    await h.drainJobs();
    const { rows } = await h.ctx.db.query<{ id: number; execution_id: number }>(
      'SELECT id, execution_id FROM answers WHERE project_id = $1 ORDER BY id LIMIT 1',
      [project.id],
    );
    const sourcesBefore = await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM answer_sources',
    );
    const { rows: before } = await h.ctx.db.query(
      'SELECT id FROM answers WHERE project_id = $1 ORDER BY id',
      [project.id],
    );
    await h.ctx.reportJobs.collectJobs[0].handle({ answerId: rows[0].id });
    await h.ctx.reportJobs.startJob.handle({ executionId: rows[0].execution_id });
    await h.drainJobs();
    const sourcesAfter = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM answer_sources');
    expect(sourcesAfter.rows[0].n).toBe(sourcesBefore.rows[0].n);
    const { rows: all } = await h.ctx.db.query('SELECT id FROM answers WHERE project_id = $1 ORDER BY id', [
      project.id,
    ]);
    expect(all).toEqual(before);
  });

  it('schedules weekly runs once per slot', async () => {
    const { session } = await register(h);
    const project = await hubspot(session, ['claude']);
    const next = new Date(project.next_execution!);
    h.clock.current = new Date(next.getTime() + 1000);
    try {
      await h.ctx.reportJobs.tickJob.handle({});
      await h.ctx.reportJobs.tickJob.handle({});
      const { rows } = await h.ctx.db.query<{ trigger: string }>(
        'SELECT trigger FROM report_executions WHERE project_id = $1',
        [project.id],
      );
      expect(rows).toEqual([{ trigger: 'SCHEDULE' }]);
      const after = await h.app.inject({
        method: 'GET',
        url: `/api/projects/${project.uuid}/`,
        headers: bearer(await signIn(h, session.user.email)),
      });
      expect(new Date(after.json().next_execution).getTime() - next.getTime()).toBe(7 * DAY_MS);
      await h.drainJobs();
    } finally {
      h.clock.current = new Date();
    }
  });
});
