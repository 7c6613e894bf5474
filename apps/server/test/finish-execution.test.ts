// Finishing an execution once no answer is pending: its status, the roll-ups of its day, a
// notification to everyone on the brand (and one per prompt whose result changed), the alerts after
// the commit and the owner's 'report ready' mail; a second finish does nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailService } from '../src/mail/mail.service.ts';
import { executionRepo } from '../src/modules/reports/execution.repo.ts';
import { finishExecution } from '../src/modules/reports/finish-execution.ts';
import { startExecution } from '../src/modules/reports/start-execution.ts';
import { harnessForFile, register } from './harness.ts';
import { brandWithExecution, runReport } from './pipeline-support.ts';
import { collaborate } from './sharing-support.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1', REPORT_ADAPTIVE: 'false' } });
const PUBLIC_URL = 'https://sightline.test';

let alerted: number[];
let mailed: Parameters<MailService['enqueue']>[0][];
beforeEach(() => {
  alerted = [];
  mailed = [];
});
const finish = (executionId: number) =>
  finishExecution(
    {
      db: h.ctx.db,
      clock: h.clock,
      mail: {
        ...h.ctx.mail,
        async enqueue(request) {
          mailed.push(request);
          return mailed.length;
        },
      },
      alerts: {
        async afterExecution(id) {
          alerted.push(id);
        },
      },
      publicUrl: PUBLIC_URL,
    },
    executionId,
  );

const start = (executionId: number) => startExecution({ db: h.ctx.db, clock: h.clock }, executionId);

/** Lands every answer of the execution: answered with the brand at `position`, or failed. */
const land = (executionId: number, position: number | 'failed') =>
  position === 'failed'
    ? h.ctx.db.query(`UPDATE answers SET status = 'FAILED', error = 'down' WHERE execution_id = $1`, [
        executionId,
      ])
    : h.ctx.db.query(
        `UPDATE answers SET status = 'COMPLETED', mention = 'RECOMMENDED', position = $2, collected_at = $3
         WHERE execution_id = $1`,
        [executionId, position, h.clock.now()],
      );

const notifications = async (executionId: number) =>
  (
    await h.ctx.db.query<{
      user_id: number;
      notification_type: string;
      prompt_id: number | null;
      message: string;
    }>(
      `SELECT user_id, notification_type, prompt_id, message FROM notifications WHERE report_execution_id = $1
       ORDER BY notification_type, user_id`,
      [executionId],
    )
  ).rows;

/** A brand with one ranking prompt shared with a member who accepted, its first execution started. */
const sharedBrand = async () => {
  const brand = await brandWithExecution(h);
  const member = await register(h);
  await collaborate(h, brand.owner.session, brand.project.uuid, member, 'VIEW');
  await start(brand.executionId);
  const [prompt] = (
    await h.ctx.db.query<{ id: number }>('SELECT id FROM prompts WHERE project_id = $1', [brand.project.id])
  ).rows;
  return { ...brand, member, promptId: prompt.id };
};

describe('finish execution', () => {
  it('waits while an answer is pending', async () => {
    const { executionId } = await sharedBrand();
    await finish(executionId);
    expect(await executionRepo.get(h.ctx.db, executionId)).toMatchObject({
      status: 'RUNNING',
      completed_at: null,
    });
    expect(await notifications(executionId)).toEqual([]);
    expect([alerted, mailed]).toEqual([[], []]);
  });

  it('completes an answered execution: roll-ups, notifications, alerts and the mail, once', async () => {
    const { executionId, owner, member, project, promptId } = await sharedBrand();
    await land(executionId, 2);
    await finish(executionId);

    expect(await executionRepo.get(h.ctx.db, executionId)).toMatchObject({
      status: 'COMPLETED',
      completed_at: h.clock.now(),
      error: null,
    });
    const { rows: rollups } = await h.ctx.db.query(
      'SELECT answers, mentions, position_sum FROM metrics_daily WHERE project_id = $1',
      [project.id],
    );
    expect(rollups).toEqual([{ answers: 1, mentions: 1, position_sum: 2 }]);
    // The first execution: every prompt's result is new.
    const [ownerId, memberId] = [owner.session.user.id, member.session.user.id].sort((a, b) => a - b);
    expect(await notifications(executionId)).toEqual([
      {
        user_id: ownerId,
        notification_type: 'RANKING_QUERY',
        prompt_id: promptId,
        message: 'Result changed',
      },
      {
        user_id: memberId,
        notification_type: 'RANKING_QUERY',
        prompt_id: promptId,
        message: 'Result changed',
      },
      {
        user_id: ownerId,
        notification_type: 'REPORT_EXECUTION',
        prompt_id: null,
        message: 'Your report is ready',
      },
      {
        user_id: memberId,
        notification_type: 'REPORT_EXECUTION',
        prompt_id: null,
        message: 'Your report is ready',
      },
    ]);
    expect(alerted).toEqual([executionId]);
    expect(mailed).toEqual([
      {
        userId: owner.session.user.id,
        to: owner.email,
        template: 'reportReady',
        essential: false,
        payload: expect.objectContaining({
          brand: 'Acme',
          reportUrl: `${PUBLIC_URL}/project-table/${project.uuid}`,
        }),
      },
    ]);

    // A retried finish job: the execution is finished, nothing more happens.
    await finish(executionId);
    expect(await notifications(executionId)).toHaveLength(4);
    expect(alerted).toEqual([executionId]);
    expect(mailed).toHaveLength(1);
  });

  it('tells of a prompt only when its result moved since the last completed execution', async () => {
    const { executionId, owner, project } = await sharedBrand();
    await land(executionId, 2);
    await finish(executionId);

    const changed = async (position: number) => {
      const next = await runReport(h, owner.session, project.uuid);
      await start(next);
      await land(next, position);
      await finish(next);
      return (await notifications(next)).filter((n) => n.message === 'Result changed').length;
    };
    expect(await changed(2)).toBe(0);
    expect(await changed(3)).toBe(2);
  });

  it('fails an execution no engine answered: alerts, no mail', async () => {
    const { executionId } = await sharedBrand();
    await land(executionId, 'failed');
    await finish(executionId);

    expect(await executionRepo.get(h.ctx.db, executionId)).toMatchObject({
      status: 'FAILED',
      error: 'No engine returned an answer.',
    });
    expect((await notifications(executionId)).map((n) => n.message)).toEqual([
      'Your report failed',
      'Your report failed',
    ]);
    expect(alerted).toEqual([executionId]);
    expect(mailed).toEqual([]);
  });
});
