// A new brand's first report starts when the brand is created, through Run Report and its checks.
import {
  ExecutionStatusSchema,
  ProjectCreatedSchema,
  readOnlyMessage,
  reportMessages,
} from '@sightline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { forbidden } from '../src/lib/http-error.ts';
import { ACME_CRM, brandFields } from '../src/seed/data.ts';
import { bearer, harnessForFile, multipart, register } from './harness.ts';

const h = await harnessForFile({ env: { FIRST_REPORT_ON_CREATE: 'true' } });

const create = async (token: string) => {
  const form = multipart(
    brandFields({ ...ACME_CRM, ranking_queries: ['best CRM for startups'], question_queries: [] }),
  );
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/projects/create/',
    payload: form.payload,
    headers: { ...form.headers, ...bearer({ token }) },
  });
  expect(res.statusCode).toBe(201);
  return ProjectCreatedSchema.parse(res.json());
};

const statusOf = async (token: string, uuid: string) =>
  ExecutionStatusSchema.parse(
    (
      await h.app.inject({
        method: 'GET',
        url: `/api/projects/${uuid}/execution-status/`,
        headers: bearer({ token }),
      })
    ).json(),
  );

describe('the first report of a new brand', () => {
  it('starts with the brand and finishes as a Run Report would', async () => {
    const { session } = await register(h);
    const project = await create(session.token);
    expect(project.first_report).toEqual({ started: true, message: reportMessages.firstReportStarted });
    expect(project.last_execution?.status).toBe('PENDING');

    const running = await statusOf(session.token, project.uuid);
    expect(running.running).toBe(true);
    expect(running.current_execution?.uuid).toBe(project.last_execution?.uuid);

    await h.drainJobs();
    const done = await statusOf(session.token, project.uuid);
    expect(done.running).toBe(false);
    expect(done.executions.map((e) => e.status)).toEqual(['COMPLETED']);
  });

  it("keeps the brand and says why when the owner's plan refuses the run", async () => {
    const { session } = await register(h);
    const refusal = readOnlyMessage('runs', 'trial');
    // A plan that takes brands but no runs: the check Run Report makes refuses.
    const writable = h.ctx.limits.requireWritable;
    const spy = vi
      .spyOn(h.ctx.limits, 'requireWritable')
      .mockImplementation((q, userId, action, callerId) =>
        action === 'runs' ? Promise.reject(forbidden(refusal)) : writable(q, userId, action, callerId),
      );
    try {
      const project = await create(session.token);
      expect(project.first_report).toEqual({
        started: false,
        message: reportMessages.firstReportRefused(refusal),
      });
      expect(project.last_execution).toBeNull();
      expect((await statusOf(session.token, project.uuid)).executions).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
